/**
 * search_docs when the site is configured for another search host (ALGOLIA_HOSTS, the way hosted
 * Algolia is reached): the official client goes to that host with the search-only key and the
 * `mcp` analytics tag, and its hits come back grouped by page. The host here is our own service on
 * loopback, standing in for Algolia.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {IncomingMessage} from 'node:http';
import {searchConfig} from '../../search/config';
import {SearchAnalytics, analyticsConfig, dateOf, segmentOf} from '../../search/service/analytics';
import {docsSearch} from '../../server/mcp/search';
import {record} from '../support/records';
import type {AddressInfo} from 'node:net';
import type {FastifyInstance} from 'fastify';
import {searchApp} from '../support/service';
import {API_KEY, APP_ID, INDEX_NAME} from '../support/docsearch';

let app: FastifyInstance;
let url: string;
const received: {url: string; key?: string}[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-hosts-'));
const analytics = SearchAnalytics.open(analyticsConfig({}, dir));

before(async () => {
  ({app} = await searchApp(
    [
      record('stripe', {
        url: 'http://localhost:3000/payment-gateways/stripe',
        type: 'lvl1',
        hierarchy: {lvl1: 'Stripe'},
      }),
      record('stripe-keys', {
        url: 'http://localhost:3000/payment-gateways/stripe#keys',
        type: 'content',
        hierarchy: {lvl1: 'Stripe', lvl2: 'API keys'},
        content: 'Paste the Stripe secret key & the publishable key',
      }),
    ],
    {analytics},
  ));
  app.server.on('request', (request: IncomingMessage) =>
    received.push({url: request.url ?? '', key: request.headers['x-algolia-api-key'] as string}),
  );
  await app.listen({port: 0, host: '127.0.0.1'});
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

after(async () => {
  await app.close();
  await analytics.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

test('with ALGOLIA_HOSTS, search_docs asks that host with the search-only key and the mcp tag', async () => {
  const config = searchConfig({
    ALGOLIA_APP_ID: APP_ID,
    ALGOLIA_SEARCH_API_KEY: API_KEY,
    ALGOLIA_INDEX_NAME: INDEX_NAME,
    ALGOLIA_HOSTS: url,
  });
  assert.equal(config.embedded, false);
  const pages = await docsSearch(config, app)('stripe key', 5, {ip: '127.0.0.1'});
  assert.deepEqual(pages, [
    {
      title: 'Stripe',
      url: 'http://localhost:3000/payment-gateways/stripe',
      markdown: 'http://localhost:3000/payment-gateways/stripe.md',
      hits: [
        {section: 'API keys', anchor: '#keys', snippet: 'Paste the Stripe secret key & the publishable key'},
      ],
    },
  ]);
  assert.equal(received.length, 1);
  assert.match(received[0].url, new RegExp(`^/1/indexes/${INDEX_NAME}/query`));
  assert.equal(received[0].key, API_KEY);
  // Counted with the index's searches, and in the mcp segment the Analytics API reads with tags=mcp.
  const today = dateOf(Date.now());
  for (const index of [INDEX_NAME, segmentOf(INDEX_NAME, 'mcp')]) {
    const {queries} = await analytics.range(index, today, today);
    assert.deepEqual([...queries.keys()], ['stripe key'], index);
  }
});
