/**
 * The production server over real loopback sockets, on a tiny fixture build:
 * no spelling of a path leaves build/, pages come compressed as the client
 * accepts with ETags and 304s, HEAD, cache rules, the site's 404 page, and
 * the security headers (CSP with the hashes of the pages' inline scripts).
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import type {FastifyInstance} from 'fastify';
import {createServer} from '../../server/server';
import {searchConfig} from '../../search/config';
import {
  ASSET,
  INLINE_SCRIPT,
  NOT_FOUND_MARKER,
  SECRET,
  makeFixture,
  request,
  type Fixture,
} from '../support/server-fixture';

let fixture: Fixture;
let app: FastifyInstance;
let port: number;

before(async () => {
  fixture = makeFixture();
  const search = searchConfig({SEARCH_RECORDS_FILE: fixture.recordsFile}, fixture.base);
  app = await createServer({buildDir: fixture.buildDir, search});
  await app.listen({port: 0, host: '127.0.0.1'});
  port = (app.server.address() as AddressInfo).port;
});

after(async () => {
  await app.close();
  fixture.cleanup();
});

const onDisk = (relative: string) => fs.readFileSync(path.join(fixture.buildDir, relative));

/** Bytes written as they are on one connection: for what an HTTP client refuses to send. */
function rawRequest(line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 'latin1'),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

const traversals = [
  '/../secret.txt',
  '/../../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2E%2E/secret.txt',
  '/.%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/%252e%252e/secret.txt',
  '/%252e%252e%252fsecret.txt',
  '/..%2fsecret.txt',
  '/..%2Fsecret.txt',
  '/..%5csecret.txt',
  '/..%5Csecret.txt',
  '/..\\secret.txt',
  '\\..\\secret.txt',
  '/\\..\\secret.txt',
  '//../secret.txt',
  '//..//secret.txt',
  '/assets/../../secret.txt',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '/assets/js/..%2f..%2f..%2fsecret.txt',
  '/%c0%ae%c0%ae/secret.txt',
  '/..%00/secret.txt',
  '/secret.txt%00.html',
  '/%00/../secret.txt',
  '/..;/secret.txt',
  '/build/../secret.txt',
  '/linked-secret.txt',
  'http://localhost/../secret.txt',
  '/../secret.txt?x=1',
];

for (const traversal of traversals) {
  test(`path traversal ${JSON.stringify(traversal)} never serves what is next to build/`, async () => {
    const answer = await request(port, traversal);
    assert.ok(!answer.body.toString('latin1').includes(SECRET), `the secret came back for ${traversal}`);
    assert.ok([400, 404].includes(answer.status), `status ${answer.status}`);
  });
}

test('raw null bytes and backslashes in the request line never serve the secret', async () => {
  for (const line of [
    'GET /..\0/secret.txt HTTP/1.1',
    'GET /..\\..\\secret.txt HTTP/1.1',
    'GET /.. /secret.txt HTTP/1.1',
  ]) {
    const answer = await rawRequest(line);
    assert.ok(!answer.includes(SECRET), JSON.stringify(line));
    assert.match(answer, /^HTTP\/1\.1 (400|404) /, JSON.stringify(line));
  }
  assert.equal((await request(port, '/')).status, 200, 'the server still answers');
});

test('brotli when accepted, then gzip, then identity; each decodes to the file', async () => {
  const file = onDisk('index.html');
  const rows: [string | undefined, string | undefined, (b: Buffer) => Buffer][] = [
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
    ['gzip;q=1, br;q=0.5', 'gzip', zlib.gunzipSync],
    ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
    ['br;q=0, gzip;q=0', undefined, (b) => b],
    ['identity', undefined, (b) => b],
    [undefined, undefined, (b) => b],
  ];
  for (const [accept, encoding, decode] of rows) {
    const answer = await request(port, '/', {headers: accept ? {'accept-encoding': accept} : {}});
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], encoding, `Accept-Encoding: ${accept}`);
    assert.equal(answer.headers.vary, 'accept-encoding');
    assert.equal(answer.headers['content-type'], 'text/html; charset=utf-8');
    assert.deepEqual(decode(answer.body), file, `Accept-Encoding: ${accept}`);
  }
});

test('a strong ETag per encoding; If-None-Match that names it gets an empty 304', async () => {
  const br = await request(port, '/', {headers: {'accept-encoding': 'br'}});
  const gzip = await request(port, '/', {headers: {'accept-encoding': 'gzip'}});
  const plain = await request(port, '/');
  const tags = [br, gzip, plain].map((answer) => answer.headers.etag);
  assert.ok(
    tags.every((tag) => tag && /^"[^"]+"$/.test(tag)),
    `strong ETags: ${tags.join(' ')}`,
  );
  assert.equal(new Set(tags).size, 3, 'each representation has its own ETag');

  for (const condition of [br.headers.etag!, `W/${br.headers.etag}`, `"other", ${br.headers.etag}`, '*']) {
    const again = await request(port, '/', {headers: {'accept-encoding': 'br', 'if-none-match': condition}});
    assert.equal(again.status, 304, `If-None-Match: ${condition}`);
    assert.equal(again.body.length, 0);
    assert.equal(again.headers.etag, br.headers.etag);
  }
  const otherEncoding = await request(port, '/', {
    headers: {'accept-encoding': 'gzip', 'if-none-match': br.headers.etag!},
  });
  assert.equal(otherEncoding.status, 200, 'the br ETag does not validate the gzip body');
  const stale = await request(port, '/', {headers: {'if-none-match': '"stale"'}});
  assert.equal(stale.status, 200);
});

test('HEAD answers the headers of GET without a body', async () => {
  const get = await request(port, '/', {headers: {'accept-encoding': 'gzip'}});
  const head = await request(port, '/', {method: 'HEAD', headers: {'accept-encoding': 'gzip'}});
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
  assert.equal(head.headers['content-length'], String(get.body.length));
  assert.equal(head.headers.etag, get.headers.etag);
  assert.equal(head.headers['content-encoding'], 'gzip');
});

test('hashed assets are immutable for a year; pages must revalidate', async () => {
  const asset = await request(port, ASSET, {headers: {'accept-encoding': 'gzip'}});
  assert.equal(asset.status, 200);
  assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.match(asset.headers['content-type']!, /^application\/javascript/);
  assert.deepEqual(zlib.gunzipSync(asset.body), onDisk(ASSET));
  const home = await request(port, '/');
  assert.equal(home.headers['cache-control'], 'public, max-age=0, must-revalidate');
});

test('routes as Docusaurus builds them: /x/, /x, /x.html, %-encoded spaces, query strings', async () => {
  const rows: [string, string][] = [
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/?docusaurus-theme=dark', 'index.html'],
    ['/Admin%20Users/Role/', 'Admin Users/Role/index.html'],
    ['/Admin%20Users/Role', 'Admin Users/Role/index.html'],
    ['/Admin%20Users/Role/index.html', 'Admin Users/Role/index.html'],
    ['/page', 'page.html'],
    ['/page.html', 'page.html'],
  ];
  for (const [urlPath, file] of rows) {
    const answer = await request(port, urlPath);
    assert.equal(answer.status, 200, urlPath);
    assert.deepEqual(answer.body, onDisk(file), urlPath);
  }
});

test('a path that names no file gets the site 404 page with status 404, compressed too', async () => {
  for (const urlPath of ['/nope', '/nope/', '/Admin%20Users/Nope', '/assets/js/missing.js']) {
    const answer = await request(port, urlPath, {headers: {'accept-encoding': 'gzip'}});
    assert.equal(answer.status, 404, urlPath);
    assert.equal(answer.headers['cache-control'], 'public, max-age=0, must-revalidate');
    assert.ok(zlib.gunzipSync(answer.body).toString().includes(NOT_FOUND_MARKER), urlPath);
  }
});

test('a malformed %-escape gets a clean 400, not a stack trace', async () => {
  const answer = await request(port, '/%zz');
  assert.equal(answer.status, 400);
  assert.doesNotMatch(answer.body.toString(), /\bat \w+ \(|node_modules/);
});

test('security headers on pages: nosniff, referrer policy, no framing, a CSP with the inline script hash', async () => {
  const answer = await request(port, '/');
  assert.equal(answer.headers['x-content-type-options'], 'nosniff');
  assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.equal(answer.headers['x-frame-options'], 'DENY');
  const csp = String(answer.headers['content-security-policy']);
  const directives = new Map(
    csp.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  const hash = `'sha256-${crypto.createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
  assert.deepEqual(
    directives.get('script-src'),
    ["'self'", hash],
    'only our files and the one executable inline script',
  );
  assert.deepEqual(directives.get('connect-src'), ["'self'"]);
  assert.deepEqual(directives.get('object-src'), ["'none'"]);
  assert.deepEqual(directives.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(directives.get('base-uri'), ["'self'"]);
  assert.deepEqual(directives.get('img-src'), ["'self'", 'data:']);
  assert.equal(answer.headers['strict-transport-security'], undefined, 'HSTS is for the TLS proxy');
});

test('the search API keeps answering any origin, with nosniff, compressed JSON', async () => {
  const answer = await request(
    port,
    '/1/indexes/*/queries?x-algolia-application-id=QUIZNEST&x-algolia-api-key=quiznest-search-only-key',
    {
      method: 'POST',
      headers: {'content-type': 'text/plain', origin: 'https://elsewhere.example', 'accept-encoding': 'gzip'},
      body: JSON.stringify({requests: [{indexName: 'quiznest-docs', params: 'query=stripe&hitsPerPage=50'}]}),
    },
  );
  assert.equal(answer.status, 200);
  assert.equal(answer.headers['access-control-allow-origin'], '*');
  assert.equal(answer.headers['x-content-type-options'], 'nosniff');
  const body = answer.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body;
  const {results} = JSON.parse(body.toString()) as {results: {nbHits: number}[]};
  assert.ok(results[0].nbHits > 0);

  const preflight = await request(port, '/1/indexes/*/queries', {
    method: 'OPTIONS',
    headers: {
      origin: 'https://elsewhere.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'x-algolia-api-key',
    },
  });
  assert.ok(preflight.status < 300);
  assert.equal(preflight.headers['access-control-allow-origin'], '*');
});
