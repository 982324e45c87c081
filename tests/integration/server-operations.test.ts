/**
 * The production server run as a service, over loopback (OPERATIONS.md, "Running it as a
 * service"): health and readiness for a load balancer, readiness failing while the server drains;
 * the Prometheus metrics counting what a load run made; X-Forwarded-For believed from the trusted
 * proxy only; the access log without query strings.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {spawn} from 'node:child_process';
import type {AddressInfo} from 'node:net';
import {setImmediate as turn} from 'node:timers/promises';
import {createServer} from '../../server/server';
import {NO_OPERATIONS, type OperationsConfig} from '../../server/operations-config';
import {HEALTH_PATHS, metricsUrl} from '../../server/operations';
import {searchConfig} from '../../search/config';
import {writeConfig} from '../../search/service/backend';
import {analyticsConfig, dateOf} from '../../search/service/analytics';
import {REPO_ROOT} from '../../scripts/lib/repo-root';
import {LARGE, makeFixture, request, type Fixture} from '../support/server-fixture';
import {collect} from '../support/server-process';
import {runLoad} from '../support/load';
import {scrape, valueOf} from '../support/prometheus';
import {APP_ID, INDEX_NAME, QUERIES_PATH, docSearchBody} from '../support/docsearch';

const ADMIN = 'operations-test-admin-key';
let fixture: Fixture;

before(() => {
  fixture = makeFixture();
});
after(() => fixture.cleanup());

/** The server over the fixture, listening on 127.0.0.1, analytics recorded into a folder of its own. */
async function serve(operations: Partial<OperationsConfig>, flushMs?: number) {
  const dir = fs.mkdtempSync(path.join(fixture.base, 'data-'));
  const analytics = analyticsConfig({}, dir);
  const app = await createServer({
    buildDir: fixture.buildDir,
    search: searchConfig({SEARCH_RECORDS_FILE: fixture.recordsFile}, fixture.base),
    writes: writeConfig({ALGOLIA_ADMIN_API_KEY: ADMIN, SEARCH_DATA_DIR: dir}),
    analytics: {...analytics, flushMs: flushMs ?? analytics.flushMs},
    operations: {...NO_OPERATIONS, ...operations},
  });
  await app.listen({port: 0, host: '127.0.0.1'});
  return {app, port: (app.server.address() as AddressInfo).port, analyticsDir: analytics.dir};
}

const health = async (port: number, which: 'live' | 'ready') => {
  const answer = await request(port, HEALTH_PATHS[which]);
  return {status: answer.status, body: JSON.parse(answer.body.toString()) as unknown};
};

test('a load balancer sees the server live and ready, and not ready from the moment it starts draining', async () => {
  const {app, port} = await serve({});
  assert.deepEqual(await health(port, 'live'), {status: 200, body: {status: 'live'}});
  assert.deepEqual(await health(port, 'ready'), {status: 200, body: {status: 'ready'}});
  assert.equal((await request(port, HEALTH_PATHS.ready, {method: 'HEAD'})).status, 200);
  assert.equal((await request(port, HEALTH_PATHS.ready)).headers['cache-control'], 'no-store');
  // A download under way that the reader does not read yet keeps the server draining.
  let download: http.IncomingMessage | undefined;
  await new Promise<void>((resolve) =>
    http.get({host: '127.0.0.1', port, path: LARGE, agent: false}, (res) => {
      download = res.pause();
      resolve();
    }),
  );
  const closed = app.close();
  let ready = await health(port, 'ready');
  while (ready.status === 200) ready = await health(port, 'ready');
  assert.deepEqual(ready, {status: 503, body: {status: 'draining'}});
  assert.equal((await health(port, 'live')).status, 200);
  download!.resume();
  await closed;
});

test('a scrape of the metrics listener after a load run shows the counts the load made', async () => {
  const {app, port, analyticsDir} = await serve({metrics: {port: 0, host: '127.0.0.1'}}, 50);
  try {
    const url = metricsUrl(app)!;
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const before = await scrape(url);
    assert.equal(valueOf(before, 'quiznest_search_index_records', {index: INDEX_NAME}), 2);
    assert.ok(valueOf(before, 'process_cpu_user_seconds_total') > 0);
    assert.ok(before.some((family) => family.name === 'nodejs_eventloop_lag_seconds'));

    const load = await runLoad({
      url: `http://127.0.0.1:${port}`,
      amount: 400,
      connections: 4,
      queries: ['stripe', 'strip'],
    });
    const searches = load['2xx'];
    assert.equal(searches, 400);
    for (const urlPath of ['/', '/no-such-page', '/assets/js/main.3f9a2b1c.js']) await request(port, urlPath);
    await request(port, QUERIES_PATH, {
      method: 'POST',
      headers: {'content-type': 'text/plain'},
      body: docSearchBody('qwzx'),
    });

    const after = await scrape(url);
    const requests = (route: string, status: string) =>
      valueOf(after, 'quiznest_http_requests_total', {route, status});
    assert.equal(requests('search', '200'), searches + 1);
    assert.equal(requests('page', '200'), 1);
    assert.equal(requests('page', '404'), 1);
    assert.equal(requests('asset', '200'), 1);
    assert.equal(valueOf(after, 'quiznest_search_duration_seconds'), searches + 1);
    assert.equal(valueOf(after, 'quiznest_searches_without_results_total'), 1);
    const hits = valueOf(after, 'quiznest_search_answer_cache_hits_total');
    const misses = valueOf(after, 'quiznest_search_answer_cache_misses_total');
    assert.equal(hits + misses, searches + 1);
    // Two distinct queries and the empty one: the rest of the load came from the cache.
    assert.equal(misses, 3);
    assert.equal(valueOf(after, 'quiznest_search_answer_cache_hit_ratio'), hits / (hits + misses));
    assert.equal(valueOf(after, 'quiznest_analytics_flush_failures_total'), 0);

    // A disk that refuses the analytics: the next flush fails, and the metric says so.
    // A flush under way can refill the folder while it is removed: retry until the file stands in its place.
    for (;;) {
      try {
        fs.rmSync(analyticsDir, {recursive: true, force: true});
        fs.writeFileSync(analyticsDir, 'not a folder', {flag: 'wx'});
        break;
      } catch {
        await turn();
      }
    }
    await request(port, QUERIES_PATH, {
      method: 'POST',
      headers: {'content-type': 'text/plain'},
      body: docSearchBody('keys'),
    });
    while (valueOf(await scrape(url), 'quiznest_analytics_flush_failures_total') === 0) await turn();
  } finally {
    await app.close();
  }
  // Closed with the server.
  await assert.rejects(fetch(metricsUrl(app)!));
});

/** One DocSearch keystroke from `localAddress` (any 127.x.y.z is this machine), as `forwardedFor` says who sends it. */
function keystroke(port: number, localAddress: string, text: string, forwardedFor: string) {
  return new Promise<void>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        path: QUERIES_PATH,
        method: 'POST',
        agent: false,
        headers: {'content-type': 'text/plain', 'user-agent': 'Firefox', 'x-forwarded-for': forwardedFor},
      },
      (res) => {
        assert.equal(res.statusCode, 200);
        res.resume().on('end', resolve);
      },
    );
    req.on('error', reject);
    req.end(docSearchBody(text));
  });
}

test('readers behind the trusted proxy are told apart by X-Forwarded-For; a client sending its own straight to the server is not believed', async () => {
  const {app, port} = await serve({trustProxy: ['127.0.0.1']});
  try {
    // The proxy (127.0.0.1) forwards two readers: "str" and "stripe" are two searches.
    await keystroke(port, '127.0.0.1', 'str', '203.0.113.1');
    await keystroke(port, '127.0.0.1', 'stripe', '203.0.113.2');
    // A client at 127.0.0.2 claims to be two readers: it is one, so "key" carried on into "keys" is one search.
    await keystroke(port, '127.0.0.2', 'key', '203.0.113.3');
    await keystroke(port, '127.0.0.2', 'keys', '203.0.113.4');
    const today = dateOf(Date.now());
    const answer = await app.inject({
      url: `/2/searches?index=${INDEX_NAME}&startDate=${today}&endDate=${today}`,
      headers: {'x-algolia-application-id': APP_ID, 'x-algolia-api-key': ADMIN},
    });
    const {searches} = answer.json<{searches: {search: string; count: number}[]}>();
    assert.deepEqual(searches.map(({search, count}) => [search, count]).sort(), [
      ['keys', 1],
      ['str', 1],
      ['stripe', 1],
    ]);
  } finally {
    await app.close();
  }
});

test('LOG_REQUESTS=1 prints one JSON line per answer, with the path and never the query string or the reader', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/server.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      SEARCH_ANALYTICS: '0',
      LOG_REQUESTS: '1',
      BUILD_DIR: fixture.buildDir,
      SEARCH_RECORDS_FILE: fixture.recordsFile,
    },
  });
  let listening: (port: number) => void;
  const port = new Promise<number>((resolve) => (listening = resolve));
  let logged: (line: Record<string, unknown>) => void;
  const requestLine = new Promise<Record<string, unknown>>((resolve) => (logged = resolve));
  const exited = collect(child, (line) => {
    const serving = /Serving http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
    if (serving) listening(Number(serving[1]));
    else if (line.startsWith('{')) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.msg === 'request') logged(entry);
    }
  });
  const at = await port;
  // The browser client's path: its key in the query string.
  assert.match(QUERIES_PATH, /\?.*x-algolia-api-key=quiznest-search-only-key/);
  await request(at, QUERIES_PATH, {
    method: 'POST',
    headers: {'content-type': 'text/plain', 'user-agent': 'ReaderAgent/1'},
    body: docSearchBody('stripe'),
  });
  const entry = await requestLine;
  await new Promise((resolve) => setTimeout(resolve, 20));
  child.kill('SIGTERM');
  const run = await exited;
  assert.equal(run.code, 0);
  assert.deepEqual(
    {method: entry.method, path: entry.path, route: entry.route, status: entry.status},
    {method: 'POST', path: QUERIES_PATH.split('?')[0], route: 'search', status: 200},
  );
  assert.equal(typeof entry.ms, 'number');
  assert.equal(typeof entry.reqId, 'string');
  assert.doesNotMatch(run.stdout + run.stderr, /quiznest-search-only-key|ReaderAgent|remoteAddress/);
});
