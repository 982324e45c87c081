/**
 * The search analytics over loopback, read the Algolia way: DocSearch keystrokes recorded by the
 * production server, read back by the official analytics client and by `npm run search:report`;
 * only the admin key reads them; bad requests are Algolia-style 4xx; a crash loses at most the
 * last flush and a restart keeps the history.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {FastifyInstance} from 'fastify';
import fc from 'fast-check';
import {analyticsClient} from 'algoliasearch';
import {createServer} from '../../server/server';
import {NO_OPERATIONS} from '../../server/operations-config';
import {searchConfig} from '../../search/config';
import {writeConfig} from '../../search/service/backend';
import {ANALYTICS_DEFAULTS, analyticsConfig, dateOf} from '../../search/service/analytics';
import {runReport} from '../support/report';
import {makeFixture, type Fixture} from '../support/server-fixture';
import {startServer, type ServerProcess} from '../support/server-process';
import {API_KEY, APP_ID, INDEX_NAME, QUERIES_PATH, docSearchBody} from '../support/docsearch';

const ADMIN = 'analytics-test-admin-key';
const TODAY = dateOf(Date.now());

let fixture: Fixture;
let dataDir: string;
let app: FastifyInstance;
let port: number;

/** The server over the fixture; `trustProxy`: the proxies whose X-Forwarded-For it believes (TRUST_PROXY). */
async function serve(adminKey: string | undefined, dir: string, trustProxy: string[] | false = false) {
  const server = await createServer({
    buildDir: fixture.buildDir,
    search: searchConfig({SEARCH_RECORDS_FILE: fixture.recordsFile}, fixture.base),
    writes: writeConfig({ALGOLIA_ADMIN_API_KEY: adminKey, SEARCH_DATA_DIR: dir}),
    analytics: analyticsConfig({}, dir),
    operations: {...NO_OPERATIONS, trustProxy},
  });
  await server.listen({port: 0, host: '127.0.0.1'});
  return {server, port: (server.server.address() as AddressInfo).port};
}

before(async () => {
  fixture = makeFixture();
  dataDir = path.join(fixture.base, 'data');
  ({server: app, port} = await serve(ADMIN, dataDir));
});

after(async () => {
  await app.close();
  fixture.cleanup();
});

/** A reader typing `text` in the DocSearch dialog: one request per keystroke; the last answer's hits. */
async function typeInDialog(at: number, text: string): Promise<number> {
  let nbHits = -1;
  for (let i = 1; i <= text.length; i += 1) {
    const response = await fetch(`http://127.0.0.1:${at}${QUERIES_PATH}`, {
      method: 'POST',
      headers: {'content-type': 'text/plain'},
      body: docSearchBody(text.slice(0, i)),
    });
    assert.equal(response.status, 200);
    nbHits = ((await response.json()) as {results: {nbHits: number}[]}).results[0].nbHits;
  }
  return nbHits;
}

const client = (at: number, key = ADMIN) =>
  analyticsClient(APP_ID, key, undefined, {
    hosts: [{url: `127.0.0.1:${at}`, protocol: 'http', accept: 'readWrite'}],
  });

test('the official analytics client reads the DocSearch keystrokes, each search counted once', async () => {
  const stripeHits = await typeInDialog(port, 'stripe');
  assert.ok(stripeHits > 0);
  assert.equal(await typeInDialog(port, 'qwzx'), 0);
  const analytics = client(port);
  const range = {index: INDEX_NAME, startDate: TODAY, endDate: TODAY};
  assert.deepEqual(await analytics.getTopSearches(range), {
    searches: [
      {search: 'qwzx', count: 1, nbHits: 0},
      {search: 'stripe', count: 1, nbHits: stripeHits},
    ],
  });
  // DocSearch sends Docusaurus' facet filters with every search.
  assert.deepEqual(await analytics.getSearchesNoResults(range), {
    searches: [{search: 'qwzx', count: 1, withFilterCount: 1}],
  });
  assert.deepEqual(await analytics.getSearchesCount({index: INDEX_NAME}), {
    count: 2,
    dates: Array.from({length: 8}, (_, i) => ({
      date: dateOf(Date.now() - (7 - i) * 86_400_000),
      count: i === 7 ? 2 : 0,
    })),
  });
  assert.deepEqual(await analytics.getTopSearches({...range, limit: 1, offset: 1}), {
    searches: [{search: 'stripe', count: 1, nbHits: stripeHits}],
  });
});

/** One keystroke over `agent`'s connection, as `headers` say who sends it. */
function keystroke(agent: http.Agent, at: number, text: string, headers: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port: at,
        path: QUERIES_PATH,
        method: 'POST',
        headers: {'content-type': 'text/plain', ...headers},
      },
      (response) => {
        assert.equal(response.statusCode, 200);
        response.resume().on('end', resolve);
      },
    );
    request.on('error', reject);
    request.end(docSearchBody(text));
  });
}

test('readers sharing a connection (a proxy) are told apart, and one reader over several connections counts once', async () => {
  const dir = fs.mkdtempSync(path.join(fixture.base, 'readers-'));
  // This test is the proxy (127.0.0.1), behind another one (10.0.0.1): both trusted.
  const {server, port: at} = await serve(ADMIN, dir, ['127.0.0.1', '10.0.0.0/8']);
  const shared = new http.Agent({keepAlive: true, maxSockets: 1});
  const others = [1, 2, 3].map(() => new http.Agent({keepAlive: true, maxSockets: 1}));
  let sockets = 0;
  server.server.on('connection', () => (sockets += 1));
  try {
    // Four readers on one connection (a proxy's), keystrokes interleaved: two told apart by their
    // forwarded address, two by their user token.
    const readers: [string, Record<string, string>][] = [
      ['webhook', {'x-forwarded-for': '203.0.113.1, 10.0.0.1', 'user-agent': 'Firefox'}],
      ['payout', {'x-forwarded-for': '203.0.113.2, 10.0.0.1', 'user-agent': 'Firefox'}],
      ['smtp', {'x-algolia-usertoken': 'reader-1'}],
      ['cron', {'x-algolia-usertoken': 'reader-2'}],
    ];
    for (let n = 1; n <= 7; n += 1)
      for (const [text, headers] of readers) await keystroke(shared, at, text.slice(0, n), headers);
    // One reader whose keystrokes come over three connections.
    for (let n = 1; n <= 'maintenance'.length; n += 1)
      await keystroke(others[n % 3], at, 'maintenance'.slice(0, n), {'user-agent': 'Safari'});
    assert.equal(sockets, 4);
    const top = await client(at).getTopSearches({index: INDEX_NAME, startDate: TODAY, endDate: TODAY});
    assert.deepEqual(
      top.searches.map(({search, count}) => [search, count]),
      [
        ['cron', 1],
        ['maintenance', 1],
        ['payout', 1],
        ['smtp', 1],
        ['webhook', 1],
      ],
    );
  } finally {
    for (const agent of [shared, ...others]) agent.destroy();
    await server.close();
  }
});

test('only the admin key reads analytics; a server without one says how to set it', async () => {
  await assert.rejects(client(port, API_KEY).getSearchesCount({index: INDEX_NAME}), {
    status: 403,
    message: 'Method not allowed with this API key: analytics need the admin key',
  });
  await assert.rejects(client(port, 'not-a-key').getSearchesCount({index: INDEX_NAME}), {
    status: 403,
    message: 'Invalid Application-ID or API key',
  });
  const keyless = await serve(undefined, path.join(fixture.base, 'keyless'));
  try {
    await assert.rejects(client(keyless.port, API_KEY).getSearchesCount({index: INDEX_NAME}), {
      status: 403,
      message: /this server has none \(set ALGOLIA_ADMIN_API_KEY\)/,
    });
  } finally {
    await keyless.server.close();
  }
});

const get = (url: string, key = ADMIN) =>
  app.inject({
    method: 'GET',
    url,
    headers: {'x-algolia-application-id': APP_ID, 'x-algolia-api-key': key},
  });

test('wrong dates, huge limits, unknown indexes: each an Algolia-style 4xx that says what is wrong', async () => {
  const cases: [string, number, string][] = [
    ['/2/searches', 400, 'index is required'],
    [`/2/searches?index=nope`, 404, 'Index does not exist'],
    [
      `/2/searches?index=${INDEX_NAME}&limit=5000`,
      400,
      'limit must be a whole number from 1 to 1000, not "5000"',
    ],
    [
      `/2/searches?index=${INDEX_NAME}&offset=-1`,
      400,
      'offset must be a whole number from 0 to 100000, not "-1"',
    ],
    [
      `/2/searches/count?index=${INDEX_NAME}&startDate=2026-02-30`,
      400,
      'startDate must be a date as YYYY-MM-DD, not "2026-02-30"',
    ],
    [
      `/2/searches/noResults?index=${INDEX_NAME}&startDate=2026-11-20&endDate=2026-11-01`,
      400,
      'startDate (2026-11-20) is after endDate (2026-11-01)',
    ],
    [
      `/2/searches?index=${INDEX_NAME}&tags=${encodeURIComponent('mcp OR device:mobile')}`,
      400,
      'tags must be one analytics tag (no OR, AND or parentheses), such as tags=mcp',
    ],
    [
      `/2/searches?index=${INDEX_NAME}&clickAnalytics=true`,
      400,
      'clickAnalytics is not supported: this service records no click or conversion events',
    ],
    ['/2/users/count?index=x', 404, 'Path not found'],
  ];
  for (const [url, status, message] of cases) {
    const response = await get(url);
    assert.deepEqual([response.statusCode, response.json()], [status, {message, status}], url);
  }
  const longAgo = await get(`/2/searches/count?index=${INDEX_NAME}&startDate=0001-01-01&endDate=9999-12-31`);
  assert.equal(response200(longAgo).dates.length, ANALYTICS_DEFAULTS.days);
});

const response200 = (response: Awaited<ReturnType<typeof get>>) => {
  assert.equal(response.statusCode, 200);
  return response.json() as {count: number; dates: unknown[]};
};

test('fuzzed analytics requests never get a 5xx, and every error is Algolia-shaped JSON', async () => {
  const value = fc.oneof(
    fc.string(),
    fc.constantFrom('2026-11-24', '0', '1000', '1001', '-1', '1e3', 'true', 'asc', INDEX_NAME, ''),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('/2/searches', '/2/searches/noResults', '/2/searches/count', '/2/searches/x'),
      fc.dictionary(
        fc.constantFrom(
          'index',
          'startDate',
          'endDate',
          'limit',
          'offset',
          'orderBy',
          'direction',
          'tags',
          'x',
        ),
        value,
      ),
      async (route, params) => {
        const response = await get(`${route}?${new URLSearchParams(params)}`);
        assert.ok(response.statusCode < 500, `${response.statusCode} for ${route} ${JSON.stringify(params)}`);
        const body = response.json() as {status?: number; message?: string};
        if (response.statusCode >= 400) {
          assert.equal(body.status, response.statusCode);
          assert.equal(typeof body.message, 'string');
        }
      },
    ),
    {numRuns: 300},
  );
});

test('search:report lists what readers searched, and says in one sentence what is wrong', async () => {
  const env = {ALGOLIA_HOSTS: `http://127.0.0.1:${port}`, ALGOLIA_ADMIN_API_KEY: ADMIN};
  const listed = await runReport(['--days', '1'], env);
  assert.equal(listed.code, 0, listed.stderr);
  assert.match(listed.stdout, /: 2 in all\./);
  assert.match(listed.stdout, /^\s+1\s+\d+\s+stripe$/m);
  assert.match(listed.stdout, /^\s+1\s+qwzx\s+none$/m);
  const json = JSON.parse((await runReport(['--json'], env)).stdout) as {noResults: unknown[]};
  assert.deepEqual(json.noResults, [{search: 'qwzx', count: 1, withFilterCount: 1, hint: null}]);

  const failures: [NodeJS.ProcessEnv, number, RegExp][] = [
    [{ALGOLIA_HOSTS: env.ALGOLIA_HOSTS}, 2, /^Set ALGOLIA_ANALYTICS_API_KEY \(or ALGOLIA_ADMIN_API_KEY\)/],
    [
      {...env, ALGOLIA_ADMIN_API_KEY: API_KEY},
      1,
      /refused the key \(403 Method not allowed with this API key/,
    ],
    [{...env, ALGOLIA_HOSTS: 'http://127.0.0.1:1'}, 1, /^Could not reach http:\/\/127\.0\.0\.1:1:/],
    [{...env, ALGOLIA_INDEX_NAME: 'nope'}, 1, /answered 404: Index does not exist$/],
  ];
  for (const [failingEnv, code, message] of failures) {
    const run = await runReport([], failingEnv);
    assert.deepEqual([run.code, run.stdout], [code, '']);
    assert.match(run.stderr, message);
    assert.equal(run.stderr.split('\n').length, 1);
  }
  assert.equal((await runReport(['--days', '400'], env)).code, 2);
});

test('a crash loses at most the last flush, and a restart keeps the history', async () => {
  const dir = path.join(fixture.base, 'crash');
  const env = {
    BUILD_DIR: fixture.buildDir,
    SEARCH_RECORDS_FILE: fixture.recordsFile,
    SEARCH_DATA_DIR: dir,
    SEARCH_ANALYTICS: '1',
    ALGOLIA_ADMIN_API_KEY: ADMIN,
  };
  const day = path.join(dir, 'analytics', INDEX_NAME, `${TODAY}.json`);
  let server: ServerProcess = await startServer(env);
  try {
    await typeInDialog(server.port, 'stripe');
    // The flush (every 10 s) writes the search, still being typed, as if it ended.
    while (!(fs.existsSync(day) && fs.readFileSync(day, 'utf8').includes('"stripe"')))
      await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGKILL');
    await server.exited;
    // Read from the data directory, the server stopped.
    const stopped = await runReport([], {SEARCH_DATA_DIR: dir});
    assert.match(stopped.stdout, /^\s+1\s+\d+\s+stripe$/m);

    server = await startServer(env, 0);
    await typeInDialog(server.port, 'paypal');
    server.child.kill('SIGTERM'); // a clean stop writes everything
    await server.exited;
    server = await startServer(env, 0);
    const {searches} = await client(server.port).getTopSearches({index: INDEX_NAME});
    assert.deepEqual(
      searches.map((s) => [s.search, s.count]),
      [
        ['paypal', 1],
        ['stripe', 1],
      ],
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});
