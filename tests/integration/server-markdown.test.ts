/**
 * Pages as Markdown by content negotiation on the production server, over loopback: a client that
 * asks for text/markdown gets the page's twin (a folder URL, a path with a space), compressed, with
 * its own ETag and `Vary: Accept`; browsers, `*\/*` and ties get HTML.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import type {FastifyInstance} from 'fastify';
import {createServer} from '../../server/server';
import {searchConfig} from '../../search/config';
import {request} from '../support/server-fixture';
import {makeMcpFixture, MCP_PAGES, type McpFixture} from '../support/mcp-fixture';

let fixture: McpFixture;
let app: FastifyInstance;
let port: number;

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const encoded = (permalink: string) => encodeURI(permalink);

before(async () => {
  fixture = await makeMcpFixture();
  app = await createServer({
    buildDir: fixture.buildDir,
    search: searchConfig({SEARCH_RECORDS_FILE: fixture.recordsFile}, fixture.base),
  });
  await app.listen({port: 0, host: '127.0.0.1'});
  port = (app.server.address() as AddressInfo).port;
});

after(async () => {
  await app.close();
  fixture.cleanup();
});

test('a client asking for text/markdown gets the page Markdown twin, with Vary: Accept', async () => {
  for (const {permalink} of MCP_PAGES) {
    for (const accept of [
      'text/markdown',
      'text/markdown, text/html;q=0.5',
      'text/html;q=0.1, text/markdown',
    ]) {
      const answer = await request(port, encoded(permalink), {headers: {accept}});
      assert.equal(answer.status, 200, `${permalink} ${accept}`);
      assert.equal(answer.headers['content-type'], 'text/markdown; charset=utf-8');
      assert.equal(answer.body.toString(), fixture.twins.get(permalink));
      assert.match(String(answer.headers.vary), /(^|, )accept(,|$)/);
      assert.equal(answer.headers['cache-control'], 'public, max-age=0, must-revalidate');
    }
  }
});

test('browsers, */* and a tie get the HTML page, which also says Vary: Accept', async () => {
  for (const {permalink} of MCP_PAGES) {
    for (const accept of [BROWSER, '*/*', 'text/markdown, text/html', 'text/plain']) {
      const answer = await request(port, encoded(permalink), {headers: {accept}});
      assert.equal(answer.headers['content-type'], 'text/html; charset=utf-8', `${permalink} ${accept}`);
      assert.match(String(answer.headers.vary), /(^|, )accept(,|$)/);
    }
  }
  const noAccept = await request(port, '/contact/');
  assert.equal(noAccept.headers['content-type'], 'text/html; charset=utf-8');
});

test('the Markdown answer is compressed, has its own ETag, and revalidates with a 304', async () => {
  const path = encoded(MCP_PAGES[0].permalink);
  const markdown = await request(port, path, {headers: {accept: 'text/markdown', 'accept-encoding': 'br'}});
  assert.equal(markdown.headers['content-encoding'], 'br');
  assert.equal(
    zlib.brotliDecompressSync(markdown.body).toString(),
    fixture.twins.get(MCP_PAGES[0].permalink),
  );
  const html = await request(port, path, {headers: {accept: BROWSER, 'accept-encoding': 'br'}});
  assert.notEqual(markdown.headers.etag, html.headers.etag);
  const again = await request(port, path, {
    headers: {
      accept: 'text/markdown',
      'accept-encoding': 'br',
      'if-none-match': String(markdown.headers.etag),
    },
  });
  assert.equal(again.status, 304);
  // The HTML's ETag does not revalidate the Markdown.
  const crossed = await request(port, path, {
    headers: {accept: 'text/markdown', 'accept-encoding': 'br', 'if-none-match': String(html.headers.etag)},
  });
  assert.equal(crossed.status, 200);
});

test('a page without a twin, a missing page and an asset are answered as before', async () => {
  const flat = await request(port, '/page.html', {headers: {accept: 'text/markdown'}});
  assert.equal(flat.headers['content-type'], 'text/html; charset=utf-8');
  assert.doesNotMatch(String(flat.headers.vary), /(^|, )accept(,|$)/);
  const missing = await request(port, '/no-such-page', {headers: {accept: 'text/markdown'}});
  assert.equal(missing.status, 404);
  assert.equal(missing.headers['content-type'], 'text/html; charset=utf-8');
});
