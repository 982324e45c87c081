/**
 * Key separation on the write side, over loopback: reads take the search-only
 * key or the admin key; writes take only the admin key, and a refused write
 * changes nothing on disk. Bad write bodies get Algolia-shaped 400s. The
 * server cannot start with writes on and no admin key. (A service without
 * writes: tests/unit/search-writes-off.test.ts.)
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {FastifyInstance} from 'fastify';
import {createSearchService} from '../../search/service/service';
import {IndexStore} from '../../search/service/store';
import {WRITE_BODY_LIMIT} from '../../search/service/write-routes';
import {
  ADMIN_KEY,
  APP_ID,
  INDEX,
  SEARCH_KEY,
  client,
  fixtureSite,
  recordSet,
  snapshot,
  startServer,
} from '../support/push';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiznest-keys-'));
let app: FastifyInstance;
let port: number;
let base: string;

before(async () => {
  const store = IndexStore.open({dataDir});
  app = await createSearchService({
    appId: APP_ID,
    apiKey: SEARCH_KEY,
    index: (name) => store.searchIndex(name),
    writes: {adminKey: ADMIN_KEY, store},
  });
  await app.listen({port: 0, host: '127.0.0.1'});
  port = (app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}/1/indexes`;
  await client(port, ADMIN_KEY).replaceAllObjects({
    indexName: INDEX,
    objects: recordSet('alpha', 20),
    batchSize: 5,
  });
});

after(async () => {
  await app.close();
  fs.rmSync(dataDir, {recursive: true, force: true});
});

/** Every write the push makes, as raw requests. */
const writes: {name: string; method: string; path: string; body?: unknown}[] = [
  {name: 'batch', method: 'POST', path: `/${INDEX}/batch`, body: {requests: [{action: 'clear'}]}},
  {
    name: 'copy',
    method: 'POST',
    path: `/${INDEX}/operation`,
    body: {operation: 'copy', destination: 'other'},
  },
  {
    name: 'move',
    method: 'POST',
    path: `/${INDEX}/operation`,
    body: {operation: 'move', destination: 'other'},
  },
  {name: 'setSettings', method: 'PUT', path: `/${INDEX}/settings`, body: {hitsPerPage: 1}},
  {name: 'deleteIndex', method: 'DELETE', path: `/${INDEX}`},
  {name: 'getSettings', method: 'GET', path: `/${INDEX}/settings`},
  {name: 'getTask', method: 'GET', path: `/${INDEX}/task/1`},
];

const send = (write: (typeof writes)[number], headers: Record<string, string>) =>
  fetch(base + write.path, {
    method: write.method,
    headers: {'content-type': 'application/json', ...headers},
    body: write.body === undefined ? undefined : JSON.stringify(write.body),
  }).then(async (response) => ({status: response.status, body: (await response.json()) as unknown}));

const credentials = {
  'the search-only key': {
    headers: {'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY},
    message: 'Method not allowed with this API key',
  },
  'no key': {headers: {'x-algolia-application-id': APP_ID}, message: 'Invalid Application-ID or API key'},
  'a wrong app id': {
    headers: {'x-algolia-application-id': 'OTHERAPP', 'x-algolia-api-key': ADMIN_KEY},
    message: 'Invalid Application-ID or API key',
  },
  'a wrong key': {
    headers: {'x-algolia-application-id': APP_ID, 'x-algolia-api-key': 'guess'},
    message: 'Invalid Application-ID or API key',
  },
};

for (const [who, {headers, message}] of Object.entries(credentials)) {
  test(`every write with ${who} is refused with a 403 and changes nothing on disk`, async () => {
    const before = snapshot(dataDir);
    for (const write of writes) {
      assert.deepEqual(await send(write, headers), {status: 403, body: {message, status: 403}}, write.name);
    }
    assert.deepEqual(snapshot(dataDir), before);
  });
}

test('the official client with the search-only key cannot write either', async () => {
  const before = snapshot(dataDir);
  await assert.rejects(
    client(port).setSettings({indexName: INDEX, indexSettings: {hitsPerPage: 1}}),
    (error: Error & {status?: number}) => error.status === 403,
  );
  await assert.rejects(
    client(port).saveObjects({indexName: INDEX, objects: recordSet('bravo', 2)}),
    (error: Error & {status?: number}) => error.status === 403,
  );
  assert.deepEqual(snapshot(dataDir), before);
});

test('reads accept the search-only key and the admin key', async () => {
  for (const key of [SEARCH_KEY, ADMIN_KEY]) {
    const {nbHits} = await client(port, key).searchSingleIndex({
      indexName: INDEX,
      searchParams: {query: 'alpha', distinct: false},
    });
    assert.equal(nbHits, 20);
  }
});

test('bad write bodies get Algolia-shaped 400s, and nothing of a refused batch is applied', async () => {
  const admin = {'x-algolia-application-id': APP_ID, 'x-algolia-api-key': ADMIN_KEY};
  const before = snapshot(dataDir);
  const bad = [
    {
      method: 'POST',
      path: `/${INDEX}/batch`,
      body: {
        requests: [
          {action: 'addObject', body: {objectID: 'x'}},
          {action: 'explode', body: {}},
        ],
      },
    },
    {
      method: 'POST',
      path: `/${INDEX}/batch`,
      body: {requests: [{action: 'updateObject', body: {title: 'no id'}}]},
    },
    {method: 'POST', path: `/${INDEX}/batch`, body: {records: []}},
    {method: 'POST', path: `/${INDEX}/operation`, body: {operation: 'rename', destination: 'x'}},
    {method: 'POST', path: `/${INDEX}/operation`, body: {operation: 'copy'}},
    {method: 'PUT', path: `/${INDEX}/settings`, body: ['hitsPerPage']},
  ];
  for (const write of bad) {
    const {status, body} = await send({name: write.path, ...write}, admin);
    assert.equal(status, 400, JSON.stringify(write));
    assert.equal((body as {status: number}).status, 400);
    assert.equal(typeof (body as {message: unknown}).message, 'string');
  }
  const invalidJson = await fetch(`${base}/${INDEX}/batch`, {
    method: 'POST',
    headers: admin,
    body: '{"requests": [',
  });
  assert.equal(invalidJson.status, 400);
  assert.deepEqual(snapshot(dataDir), before);
});

test('writes take bodies far above the 128 KiB search limit, up to their own limit', async () => {
  const admin = {'x-algolia-application-id': APP_ID, 'x-algolia-api-key': ADMIN_KEY};
  const big = {name: 'big', method: 'POST', path: '/scratch/batch'};
  // 10 records of 60 kB (a record may have 100 KB, Algolia's largest): a 600 kB body.
  const content = 'quiz '.repeat(12_000);
  const requests = Array.from({length: 10}, (_, i) => ({
    action: 'addObject',
    body: {objectID: `big${i}`, content},
  }));
  const ok = await send({...big, body: {requests}}, admin);
  assert.equal(ok.status, 200);
  const tooBig = await send(
    {...big, body: {requests: [{action: 'addObject', body: {content: 'x'.repeat(WRITE_BODY_LIMIT)}}]}},
    admin,
  );
  assert.deepEqual(tooBig, {
    status: 413,
    body: {message: `Request body is larger than ${WRITE_BODY_LIMIT} bytes`, status: 413},
  });
  await client(port, ADMIN_KEY).deleteIndex({indexName: 'scratch'});
});

test('the server refuses to start with writes on and no admin key, in one sentence', async () => {
  const site = fixtureSite(recordSet('alpha', 5));
  try {
    await assert.rejects(startServer(site, {ALGOLIA_ADMIN_API_KEY: ''}), (error: Error) => {
      assert.match(error.message, /exited with 1: SEARCH_WRITES is on but ALGOLIA_ADMIN_API_KEY is not set/);
      return true;
    });
    await assert.rejects(
      startServer(site, {ALGOLIA_ADMIN_API_KEY: SEARCH_KEY}),
      /must differ from the search-only key/,
    );
  } finally {
    fs.rmSync(site.dir, {recursive: true, force: true});
  }
});
