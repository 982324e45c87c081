/**
 * Searches made through /mcp count in the search insights as their own source: with the
 * analyticsTag `mcp`, read back by the official analytics client with `tags: 'mcp'` (Algolia's
 * Analytics API), while the index's own figures count readers and assistants together.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {FastifyInstance} from 'fastify';
import {analyticsClient} from 'algoliasearch';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {createServer} from '../../server/server';
import {searchConfig} from '../../search/config';
import {writeConfig} from '../../search/service/backend';
import {analyticsConfig, dateOf} from '../../search/service/analytics';
import {makeFixture, type Fixture} from '../support/server-fixture';
import {APP_ID, INDEX_NAME, QUERIES_PATH, docSearchBody} from '../support/docsearch';

const ADMIN = 'mcp-analytics-admin-key';
const TODAY = dateOf(Date.now());

let fixture: Fixture;
let app: FastifyInstance;
let port: number;

before(async () => {
  fixture = makeFixture();
  const dir = path.join(fixture.base, 'data');
  app = await createServer({
    buildDir: fixture.buildDir,
    search: searchConfig({SEARCH_RECORDS_FILE: fixture.recordsFile}, fixture.base),
    writes: writeConfig({ALGOLIA_ADMIN_API_KEY: ADMIN, SEARCH_DATA_DIR: dir}),
    analytics: analyticsConfig({}, dir),
  });
  await app.listen({port: 0, host: '127.0.0.1'});
  port = (app.server.address() as AddressInfo).port;
});

after(async () => {
  await app.close();
  fixture.cleanup();
});

test('what assistants ask through MCP is read back with tags=mcp, and counts with the readers', async () => {
  const mcp = new Client({name: 'analytics', version: '1'});
  await mcp.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
  await mcp.callTool({name: 'search_docs', arguments: {query: 'stripe secret key'}});
  await mcp.close();
  const reader = await fetch(`http://127.0.0.1:${port}${QUERIES_PATH}`, {
    method: 'POST',
    // Another reader than the assistant (same address, another browser).
    headers: {'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (a reader)'},
    body: docSearchBody('paste'),
  });
  assert.equal(reader.status, 200);

  const analytics = analyticsClient(APP_ID, ADMIN, undefined, {
    hosts: [{url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite'}],
  });
  const range = {index: INDEX_NAME, startDate: TODAY, endDate: TODAY};
  const fromAssistants = await analytics.getTopSearches({...range, tags: 'mcp'});
  assert.deepEqual(
    fromAssistants.searches.map((s) => s.search),
    ['stripe secret key'],
  );
  const all = await analytics.getTopSearches(range);
  assert.deepEqual(all.searches.map((s) => s.search).sort(), ['paste', 'stripe secret key']);
  assert.equal((await analytics.getSearchesCount({...range, tags: 'mcp'})).count, 1);
});
