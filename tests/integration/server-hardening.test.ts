/**
 * What issue-32's probe found, against the production server over loopback (the site's real
 * records, writes on): no request costs more than a bounded amount, a write the disk refuses is
 * not applied, Node's and Fastify's own errors look like Algolia's and carry the headers, CORS and
 * caching follow the key, and slow clients are cut.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {spawn} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {FastifyInstance} from 'fastify';
import {createServer} from '../../server/server';
import {searchConfig} from '../../search/config';
import {makeFixture, type Fixture} from '../support/server-fixture';
import {collect, startServer} from '../support/server-process';
import {siteRecords} from '../support/site-records';
import {API_KEY, APP_ID, INDEX_NAME, docSearchRequest} from '../support/docsearch';

const ROOT = path.resolve(__dirname, '../..');
const ADMIN_KEY = 'hardening-admin-key';
const CREDENTIALS = `x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`;
const TIMEOUTS = {headersMs: 500, requestMs: 2000, keepAliveMs: 500, idleMs: 5000};

let fixture: Fixture;
let dataDir: string;
let app: FastifyInstance;
let base: string;

async function start() {
  const search = searchConfig({
    ...process.env,
    ALGOLIA_INDEX_NAME: INDEX_NAME,
    SEARCH_RECORDS_FILE: path.join(fixture.base, 'site-records.json'),
  });
  app = await createServer({
    buildDir: fixture.buildDir,
    search,
    writes: {enabled: true, adminKey: ADMIN_KEY, dataDir},
    timeouts: TIMEOUTS,
  });
  await app.listen({port: 0, host: '127.0.0.1'});
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

before(async () => {
  fixture = makeFixture();
  dataDir = path.join(fixture.base, 'data');
  fs.writeFileSync(path.join(fixture.base, 'site-records.json'), JSON.stringify(await siteRecords(ROOT)));
  await start();
});

after(async () => {
  await app.close();
  fixture.cleanup();
});

const search = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/1/indexes/*/queries?${CREDENTIALS}`, {
    method: 'POST',
    headers: {'content-type': 'text/plain', ...headers},
    body: JSON.stringify(body),
  });

const admin = (method: string, route: string, body?: unknown) =>
  fetch(`${base}/1/indexes/${route}`, {
    method,
    headers: {
      'x-algolia-application-id': APP_ID,
      'x-algolia-api-key': ADMIN_KEY,
      ...(body === undefined ? {} : {'content-type': 'application/json'}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The resident memory of a process, in bytes (Linux). */
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

test('a flood of 50 costly searches: each answer within 1 MB, a page waits 50 ms at the median and never for the flood, memory stays bounded', async () => {
  // The server in a process of its own, so that the flood's client work is not on its thread.
  const server = await startServer({
    BUILD_DIR: fixture.buildDir,
    ALGOLIA_INDEX_NAME: INDEX_NAME,
    SEARCH_RECORDS_FILE: path.join(fixture.base, 'site-records.json'),
    SEARCH_DATA_DIR: path.join(fixture.base, 'flood-data'),
  });
  try {
    const pid = server.child.pid!;
    const idle = rssOf(pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
    const flood = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'tests/support/flood.ts'), String(server.port), '50'],
      {cwd: ROOT},
    );
    const run = collect(flood);
    let done = false;
    void run.finally(() => (done = true));
    const waits: number[] = [];
    while (!done) {
      const started = performance.now();
      const page = await fetch(`http://127.0.0.1:${server.port}/`);
      await page.arrayBuffer();
      waits.push(performance.now() - started);
    }
    clearInterval(sampler);
    const {stdout, stderr} = await run;
    const answers = JSON.parse(stdout || `"${stderr}"`) as {status: number; bytes: number}[];
    assert.equal(answers.length, 50);
    for (const {status, bytes} of answers) {
      assert.equal(status, 200);
      assert.ok(bytes <= 1024 * 1024, `an answer of ${bytes} bytes`);
    }
    waits.sort((a, b) => a - b);
    // Pages are served between the searches: the typical page waits at most 50 ms, and none waits
    // for the flood to end (it takes seconds). The median, so that a busy machine's scheduling
    // (the test and the flood share 2 cores with the server) does not decide it.
    const flooded = `page waits (ms): ${waits.map(Math.round).join(' ')}`;
    assert.ok(waits.length >= 5, flooded);
    assert.ok(waits[Math.floor(waits.length / 2)] <= 50, flooded);
    assert.ok(waits[waits.length - 1] < 1000, flooded);
    assert.ok(peak - idle < 200 * 1024 * 1024, `RSS grew by ${Math.round((peak - idle) / 1024 / 1024)} MB`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

test('a record nested 4,100 levels deep is a 400, and the index is untouched', async () => {
  const deep = JSON.parse(`{"objectID":"deep","x":${'['.repeat(4100)}${']'.repeat(4100)}}`) as object;
  const before = await (await search({requests: [docSearchRequest('stripe')]})).text();
  const response = await admin('POST', `${INDEX_NAME}/batch`, {
    requests: [{action: 'addObject', body: deep}],
  });
  assert.equal(response.status, 400);
  assert.match(((await response.json()) as {message: string}).message, /nested more than 64 levels/);
  const afterDeep = await (await search({requests: [docSearchRequest('stripe')]})).text();
  assert.equal(afterDeep.replace(/"processingTimeMS":\d+/, ''), before.replace(/"processingTimeMS":\d+/, ''));
});

test('a write the disk refuses is a 503 and is not applied: memory and disk agree, also after a restart', async () => {
  const record = {objectID: 'kept', hierarchy: {lvl0: 'Docs', lvl1: 'Kept page'}, content: 'zebracorn kept'};
  assert.equal(
    (await admin('POST', 'refusal/batch', {requests: [{action: 'addObject', body: record}]})).status,
    200,
  );
  // The disk refuses: the data directory is no longer a directory.
  const moved = `${dataDir}.away`;
  fs.renameSync(dataDir, moved);
  fs.writeFileSync(dataDir, 'not a directory');
  const lost = {...record, objectID: 'lost', content: 'zebracorn lost'};
  const refused = await admin('POST', 'refusal/batch', {requests: [{action: 'addObject', body: lost}]});
  assert.equal(refused.status, 503);
  assert.match(
    ((await refused.json()) as {message: string}).message,
    /could not be saved .*nothing was changed/,
  );
  const ids = async () => {
    const response = await fetch(`${base}/1/indexes/refusal?query=zebracorn&${CREDENTIALS}`);
    return ((await response.json()) as {hits: {objectID: string}[]}).hits.map((h) => h.objectID);
  };
  assert.deepEqual(await ids(), ['kept']);
  fs.rmSync(dataDir);
  fs.renameSync(moved, dataDir);
  await app.close();
  await start();
  assert.deepEqual(await ids(), ['kept']);
});

test("Node's and Fastify's own errors are Algolia-shaped and carry the security headers", async () => {
  const badUrl = await fetch(`${base}/1/indexes/%ff/query?${CREDENTIALS}`);
  assert.equal(badUrl.status, 400);
  assert.deepEqual(await badUrl.json(), {message: 'Invalid URL', status: 400});
  assert.equal(badUrl.headers.get('x-content-type-options'), 'nosniff');
  assert.ok(badUrl.headers.get('content-security-policy'));
  for (const [request, status] of [
    ['FOO / HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ] as const) {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect((app.server.address() as AddressInfo).port, '127.0.0.1', () =>
        socket.write(request),
      );
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
      socket.on('error', reject);
    });
    assert.match(raw, new RegExp(`^HTTP/1.1 ${status} `));
    assert.match(raw, /X-Content-Type-Options: nosniff/);
    assert.match(raw, /Content-Security-Policy: default-src 'none'/);
    assert.ok(raw.endsWith(JSON.stringify({message: raw.split('\r\n')[0].slice(13), status})), raw);
  }
});

test('CORS: public search is open to any origin, admin routes advertise nothing; admin answers are no-store', async () => {
  const origin = {origin: 'https://elsewhere.example'};
  const open = await search({requests: [docSearchRequest('stripe')]}, origin);
  assert.equal(open.headers.get('access-control-allow-origin'), '*');
  assert.equal(open.headers.get('cache-control'), null);
  const preflight = (route: string, method: string) =>
    fetch(`${base}/1/indexes/${route}`, {
      method: 'OPTIONS',
      headers: {...origin, 'access-control-request-method': method},
    });
  assert.equal((await preflight('*/queries', 'POST')).headers.get('access-control-allow-origin'), '*');
  assert.equal(
    (await preflight(`${INDEX_NAME}/batch`, 'POST')).headers.get('access-control-allow-origin'),
    null,
  );
  assert.equal(
    (await preflight(`${INDEX_NAME}/settings`, 'PUT')).headers.get('access-control-allow-origin'),
    null,
  );
  const settings = await admin('GET', `${INDEX_NAME}/settings`);
  assert.equal(settings.status, 200);
  assert.equal(settings.headers.get('access-control-allow-origin'), null);
  assert.equal(settings.headers.get('cache-control'), 'no-store');
  const analytics = await fetch(`${base}/2/searches/count?index=${INDEX_NAME}`, {
    headers: {'x-algolia-application-id': APP_ID, 'x-algolia-api-key': ADMIN_KEY},
  });
  assert.equal(analytics.status, 200);
  assert.equal(analytics.headers.get('cache-control'), 'no-store');
});

test('300 slow-loris connections are cut with a 408 after the header timeout, and pages are served meanwhile', async () => {
  const {port} = app.server.address() as AddressInfo;
  const answers: string[] = [];
  const closed = Array.from(
    {length: 300},
    () =>
      new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'));
        socket.on('data', (chunk: Buffer) => answers.push(chunk.toString().split('\r\n')[0]));
        socket.on('close', () => resolve());
        socket.on('error', () => undefined);
      }),
  );
  const page = await fetch(`${base}/`);
  assert.equal(page.status, 200);
  await page.arrayBuffer();
  // Every one of them is closed by the server (the test times out otherwise).
  await Promise.all(closed);
  assert.equal(answers.filter((line) => line === 'HTTP/1.1 408 Request Timeout').length, 300);
});
