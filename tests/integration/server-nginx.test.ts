/**
 * The production server behind Debian's real nginx (installed by scripts/ensure-nginx.cjs when
 * missing), running the shipped deploy/nginx/quiznest-docs.conf on loopback with a self-signed
 * certificate, two instances upstream as OPERATIONS.md deploys them:
 * - through nginx, pages, .md twins, search and the Analytics API answer as they do directly,
 *   compressed, with HSTS; HTTP redirects to HTTPS and serves certbot's challenges;
 * - readers behind the proxy are told apart by X-Forwarded-For, and a client sending its own
 *   header, through nginx or straight to the server, is not believed;
 * - a deploy under load (each instance restarted in turn, the next only once the last is ready)
 *   fails and refuses no request.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {ensureNginx} from '../../scripts/ensure-nginx.cjs';
import {dateOf} from '../../search/service/analytics';
import {HEALTH_PATHS} from '../../server/operations';
import {ASSET, makeFixture, request, type Fixture} from '../support/server-fixture';
import {startServer, type ServerProcess} from '../support/server-process';
import {deployEnv, freePort, selfSignedCertificate, startNginx, type Nginx} from '../support/nginx';
import {failures, runLoad} from '../support/load';
import {APP_ID, INDEX_NAME, QUERIES_PATH, docSearchBody} from '../support/docsearch';

const ADMIN = 'nginx-test-admin-key';
const MARKDOWN = `# Stripe\n\n${'Paste the Stripe secret key into the payment gateway settings. '.repeat(40)}\n`;

let fixture: Fixture;
let dir: string;
let pem: string;
let nginx: Nginx;
let httpsPort: number;
let httpPort: number;
/** [primary, backup], as the upstream block lists them. */
const instances: ServerProcess[] = [];

/**
 * An instance's environment as the shipped deploy/systemd/{common,<role>}.env set it (only the
 * primary records), with the test's folders, key and a free port instead of 3001/3002 (no metrics).
 */
function environment(role: 'primary' | 'backup', buildDir = fixture.buildDir) {
  const {PORT: _port, METRICS_PORT: _metrics, ...shipped} = {...deployEnv('common'), ...deployEnv(role)};
  return {
    ...shipped,
    BUILD_DIR: buildDir,
    SEARCH_RECORDS_FILE: fixture.recordsFile,
    SEARCH_DATA_DIR: path.join(dir, 'data'),
    ALGOLIA_ADMIN_API_KEY: ADMIN,
  };
}

before(async () => {
  assert.ok(ensureNginx(), 'nginx is needed: see scripts/ensure-nginx.cjs');
  fixture = makeFixture();
  fs.writeFileSync(path.join(fixture.buildDir, 'page.md'), MARKDOWN);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'));
  const certificate = selfSignedCertificate(dir);
  pem = certificate.pem;
  instances.push(await startServer(environment('primary')), await startServer(environment('backup')));
  [httpsPort, httpPort] = [await freePort(), await freePort()];
  nginx = await startNginx(
    {dir, httpPort, httpsPort, upstreams: [instances[0].port, instances[1].port]},
    certificate,
  );
});

after(async () => {
  await nginx?.stop();
  for (const instance of instances) {
    instance.child.kill('SIGTERM');
    await instance.exited;
  }
  fixture?.cleanup();
  fs.rmSync(dir, {recursive: true, force: true});
});

type Answer = {status: number; headers: http.IncomingHttpHeaders; body: Buffer};
type Ask = {method?: string; headers?: Record<string, string>; body?: string; localAddress?: string};

/** One request through nginx over HTTPS (the self-signed certificate trusted), on a fresh connection. */
function viaNginx(
  urlPath: string,
  {method = 'GET', headers = {}, body, localAddress}: Ask = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        servername: 'localhost',
        ca: pem,
        path: urlPath,
        method,
        headers,
        localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks)}),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const decoded = ({headers, body}: Answer) =>
  headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(body)
      : body;

const ENCODINGS = {'accept-encoding': 'br, gzip'};
const search = (query: string) => ({
  method: 'POST',
  headers: {...ENCODINGS, 'content-type': 'text/plain'},
  body: docSearchBody(query),
});
const admin = {...ENCODINGS, 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': ADMIN};

/** A search answer without its timings (which differ from one answer to the next). */
const withoutTimings = (json: Buffer) =>
  JSON.stringify(JSON.parse(json.toString()), (key, value: unknown) =>
    key === 'processingTimeMS' || key === 'processingTimingsMS' || key === 'serverTimeMS' ? undefined : value,
  );

test('through nginx, pages, .md twins, search and the Analytics API answer as they do directly, compressed', async () => {
  const direct = instances[0].port;
  for (const urlPath of ['/', '/Admin%20Users/Role', '/page.md', ASSET]) {
    const [proxied, own] = [
      await viaNginx(urlPath, {headers: ENCODINGS}),
      await request(direct, urlPath, {headers: ENCODINGS}),
    ];
    assert.equal(proxied.status, 200, urlPath);
    assert.equal(proxied.headers['content-encoding'], 'br', urlPath);
    assert.deepEqual(proxied.body, own.body, urlPath);
    for (const name of ['content-type', 'etag', 'cache-control', 'content-security-policy', 'vary'])
      assert.equal(proxied.headers[name], own.headers[name], `${urlPath}: ${name}`);
    assert.equal(proxied.headers['strict-transport-security'], 'max-age=63072000');
  }
  assert.equal(decoded(await viaNginx('/page.md', {headers: ENCODINGS})).toString(), MARKDOWN);
  assert.equal((await viaNginx('/no-such-page', {headers: ENCODINGS})).status, 404);

  const [proxied, own] = [
    await viaNginx(QUERIES_PATH, search('stripe')),
    await request(direct, QUERIES_PATH, search('stripe')),
  ];
  assert.equal(proxied.status, 200);
  assert.equal(proxied.headers['content-encoding'], own.headers['content-encoding']);
  assert.equal(withoutTimings(decoded(proxied)), withoutTimings(decoded(own)));
  assert.ok((JSON.parse(decoded(proxied).toString()) as {results: {nbHits: number}[]}).results[0].nbHits > 0);

  const insights = `/2/searches?index=${INDEX_NAME}`;
  const [viaInsights, ownInsights] = [
    await viaNginx(insights, {headers: admin}),
    await request(direct, insights, {headers: admin}),
  ];
  assert.equal(viaInsights.status, 200);
  assert.equal(viaInsights.headers['content-encoding'], ownInsights.headers['content-encoding']);
  assert.deepEqual(decoded(viaInsights), decoded(ownInsights));
  assert.equal((await viaNginx(HEALTH_PATHS.ready)).status, 200);
});

test("HTTP redirects to HTTPS and serves certbot's challenges from the webroot", async () => {
  const token = 'certbot-token-7c1e';
  fs.mkdirSync(path.join(dir, 'www/.well-known/acme-challenge'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'www/.well-known/acme-challenge', token), 'challenge-answer');
  const redirect = await request(httpPort, '/payment-gateways/stripe', {headers: {host: 'localhost'}});
  assert.equal(redirect.status, 301);
  assert.equal(redirect.headers.location, 'https://localhost/payment-gateways/stripe');
  const challenge = await request(httpPort, `/.well-known/acme-challenge/${token}`, {
    headers: {host: 'localhost'},
  });
  assert.equal(challenge.status, 200);
  assert.equal(challenge.body.toString(), 'challenge-answer');
});

test('readers behind nginx are told apart by X-Forwarded-For; a client sending its own header is not believed', async () => {
  const keystroke = async (text: string, ask: Ask, direct = false) => {
    const answer = direct
      ? await new Promise<number>((resolve, reject) =>
          http
            .request(
              {
                host: '127.0.0.1',
                port: instances[0].port,
                path: QUERIES_PATH,
                method: 'POST',
                headers: ask.headers,
                localAddress: ask.localAddress,
                agent: false,
              },
              (res) => res.resume().on('end', () => resolve(res.statusCode!)),
            )
            .on('error', reject)
            .end(docSearchBody(text)),
        )
      : (
          await viaNginx(QUERIES_PATH, {
            ...search(text),
            ...ask,
            headers: {...search(text).headers, ...ask.headers},
          })
        ).status;
    assert.equal(answer, 200);
  };
  const agent = {'user-agent': 'Firefox', 'content-type': 'text/plain'};
  // Two readers at two addresses, through nginx: "pay" and "payout" are two searches.
  await keystroke('pay', {localAddress: '127.0.0.2', headers: agent});
  await keystroke('payout', {localAddress: '127.0.0.3', headers: agent});
  // One client through nginx claiming two addresses: nginx replaces its header, one reader.
  await keystroke('web', {localAddress: '127.0.0.4', headers: {...agent, 'x-forwarded-for': '203.0.113.1'}});
  await keystroke('webhook', {
    localAddress: '127.0.0.4',
    headers: {...agent, 'x-forwarded-for': '203.0.113.2'},
  });
  // One client straight to the server claiming two addresses: not the trusted proxy, one reader.
  await keystroke(
    'cro',
    {localAddress: '127.0.0.5', headers: {...agent, 'x-forwarded-for': '203.0.113.3'}},
    true,
  );
  await keystroke(
    'cron',
    {localAddress: '127.0.0.5', headers: {...agent, 'x-forwarded-for': '203.0.113.4'}},
    true,
  );
  const today = dateOf(Date.now());
  const answer = await viaNginx(
    `/2/searches?index=${INDEX_NAME}&startDate=${today}&endDate=${today}&limit=100`,
    {headers: admin},
  );
  const {searches} = JSON.parse(decoded(answer).toString()) as {searches: {search: string; count: number}[]};
  const counted = new Map(searches.map(({search: text, count}) => [text, count]));
  assert.deepEqual(
    ['pay', 'payout', 'web', 'webhook', 'cro', 'cron'].map((text) => [text, counted.get(text) ?? 0]),
    [
      ['pay', 1],
      ['payout', 1],
      ['web', 0],
      ['webhook', 1],
      ['cro', 0],
      ['cron', 1],
    ],
  );
});

/** Waits until the instance on `port` says it is ready (what deploy/deploy.sh waits for). */
async function ready(port: number) {
  for (;;) {
    const answer = await request(port, HEALTH_PATHS.ready).catch(() => undefined);
    if (answer?.status === 200) return;
  }
}

/** Restarts instance `i` on its port, as systemd does: SIGTERM, wait for the exit, start, wait until ready. */
async function restart(i: number, role: 'primary' | 'backup', buildDir: string) {
  const {child, exited, port} = instances[i];
  child.kill('SIGTERM');
  assert.equal((await exited).code, 0);
  instances[i] = await startServer(environment(role, buildDir), port);
  await ready(port);
}

test('a deploy under load through nginx, each instance restarted in turn, fails and refuses no request', async () => {
  const answered = {count: 0};
  const load = runLoad({
    url: `https://127.0.0.1:${httpsPort}`,
    seconds: 60,
    connections: 8,
    onLatency: () => (answered.count += 1),
  });
  while (answered.count < 200) await new Promise((resolve) => setImmediate(resolve));
  // The new release: its own build folder (deploy/deploy.sh builds each release in a folder of its own).
  const release = path.join(dir, 'release-2');
  fs.cpSync(fixture.buildDir, release, {recursive: true});
  fs.writeFileSync(path.join(release, 'page.md'), `${MARKDOWN}\nNew in release 2.\n`);
  // The backup first (it gets nothing), then the primary (nginx sends its requests to the backup meanwhile).
  await restart(1, 'backup', release);
  await restart(0, 'primary', release);
  assert.match(decoded(await viaNginx('/page.md', {headers: ENCODINGS})).toString(), /New in release 2/);
  (load as unknown as {stop: () => void}).stop();
  const result = await load;
  console.log(
    `deploy under load: ${result.requests.total} requests, ${result['2xx']} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts, ${result.resets} resets`,
  );
  assert.ok(result['2xx'] > 200);
  assert.equal(failures(result), 0);
  assert.equal(result.resets, 0);
});

test('control: without the backup, the same restart under load fails requests (the test above can fail)', async () => {
  const backup = instances[1];
  backup.child.kill('SIGTERM');
  await backup.exited;
  try {
    const answered = {count: 0};
    const load = runLoad({
      url: `https://127.0.0.1:${httpsPort}`,
      seconds: 60,
      connections: 8,
      onLatency: () => (answered.count += 1),
    });
    while (answered.count < 200) await new Promise((resolve) => setImmediate(resolve));
    await restart(0, 'primary', fixture.buildDir);
    (load as unknown as {stop: () => void}).stop();
    const result = await load;
    console.log(`control, primary alone: ${result.requests.total} requests, ${failures(result)} failed`);
    assert.ok(failures(result) > 0);
  } finally {
    instances[1] = await startServer(environment('backup'), backup.port);
  }
});
