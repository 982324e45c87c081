/**
 * `/mcp` of a real production server (server/server.ts as a child process) over loopback, driven
 * by the official SDK client (Client + StreamableHTTPClientTransport) as an assistant would, on the
 * MCP fixture (real twins of three pages, the site's real search records): the tools listed, reader
 * questions finding their page first, pages and sections, refusals, Origin, the rate limit, bodies
 * too large or malformed, and fuzzed JSON-RPC bodies never answered with a 5xx.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {startServer, type ServerProcess} from '../support/server-process';
import {makeMcpFixture, SITE_URL, type McpFixture} from '../support/mcp-fixture';

let fixture: McpFixture;
let server: ServerProcess;
let limited: ServerProcess;
let client: Client;

const RATE_LIMIT = 4;
const mcpUrl = (port: number) => `http://127.0.0.1:${port}/mcp`;
const textOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.content as {type: string; text: string}[])[0].text;

/** A raw POST to /mcp, as a client that is not the SDK may send it. */
async function post(port: number, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(mcpUrl(port), {
    method: 'POST',
    headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers},
    body,
  });
  const text = await response.text();
  return {status: response.status, headers: response.headers, text};
}

const call = (name: string, args: unknown) =>
  JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/call', params: {name, arguments: args}});

before(async () => {
  fixture = await makeMcpFixture();
  const env = {BUILD_DIR: fixture.buildDir, SEARCH_RECORDS_FILE: fixture.recordsFile};
  [server, limited] = await Promise.all([
    startServer({...env, MCP_RATE_LIMIT: '100000'}),
    startServer({...env, MCP_RATE_LIMIT: String(RATE_LIMIT)}),
  ]);
  client = new Client({name: 'integration', version: '1'});
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl(server.port))));
});

after(async () => {
  await client?.close();
  for (const running of [server, limited]) {
    running?.child.kill('SIGTERM');
    await running?.exited;
  }
  fixture?.cleanup();
});

test('an assistant connects, initialises and lists the three tools', async () => {
  assert.equal(client.getServerVersion()?.name, 'quiznest-docs');
  const {tools} = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), ['get_page', 'list_pages', 'search_docs']);
});

test('search_docs finds the page a reader question is about first', async () => {
  const questions: [string, string][] = [
    ['how do I install the admin panel on cPanel', '/installation-guide/server-setup/cPanel/Admin'],
    ['how do I stop spam in the contact form', '/contact/'],
    ['create a role for an admin user', '/Admin%20Users/Role'],
    ['set up stripe payments', '/payment-gateways/stripe'],
    ['how do players get their winnings paid out', '/withdraw/'],
    ['reset the leaderboard', '/Settings/Quiz%20Settings/Ranking%20Settings'],
    ['configure the cron job for the queue', '/Settings/System%20Setting/Cron%20Job%20Settings'],
    ['enable paypal', '/payment-gateways/paypal'],
    ['what php version do I need', '/common-requirements'],
    ['install on cpanel', '/installation-guide/server-setup/cPanel/Client/Standalone'],
  ];
  for (const [query, page] of questions) {
    const pages = JSON.parse(textOf(await client.callTool({name: 'search_docs', arguments: {query}})));
    assert.equal(pages[0]?.url, `${SITE_URL}${page}`, query);
    assert.equal(
      pages[0].markdown,
      `${SITE_URL}${page.endsWith('/') ? `${page}index.html` : page}.md`,
      query,
    );
  }
});

test('ten hits of search_docs stay near 2 KB', async () => {
  const result = await client.callTool({
    name: 'search_docs',
    arguments: {query: 'install on cpanel', limit: 10},
  });
  const pages = JSON.parse(textOf(result)) as {hits: unknown[]}[];
  assert.equal(pages.flatMap((p) => p.hits).length, 10);
  assert.ok(Buffer.byteLength(textOf(result)) < 2400, `${Buffer.byteLength(textOf(result))} bytes`);
});

test('get_page answers the same Markdown as the page .md URL, and a section by its anchor', async () => {
  const page = `${SITE_URL}/installation-guide/server-setup/cPanel/Admin`;
  const twin = await fetch(`http://127.0.0.1:${server.port}/installation-guide/server-setup/cPanel/Admin.md`);
  const whole = textOf(await client.callTool({name: 'get_page', arguments: {url: page}}));
  assert.equal(whole, await twin.text());
  const section = textOf(
    await client.callTool({name: 'get_page', arguments: {url: `${page}#before-you-start`}}),
  );
  assert.match(section, /^# Deploy the Admin Panel on cPanel\n\n## Before you start\n/);
  assert.ok(section.length < whole.length / 3);
});

test('get_page refuses an outside URL and a ".." path; a 1 MB argument is a JSON-RPC error with a 413', async () => {
  for (const url of ['https://example.com/', `${SITE_URL}/contact/../../secret.txt`, '/%2e%2e/secret.txt']) {
    const result = await client.callTool({name: 'get_page', arguments: {url}});
    assert.equal(result.isError, true, url);
    assert.doesNotMatch(textOf(result), /TOP-SECRET/);
  }
  const big = await post(server.port, call('get_page', {url: `/${'a'.repeat(1024 * 1024)}`}));
  assert.equal(big.status, 413);
  assert.equal(JSON.parse(big.text).error.code, -32600);
});

test('malformed JSON-RPC gets a JSON-RPC error with a 4xx, and an unknown tool a JSON-RPC error, never a 5xx', async () => {
  const cases: [string, Record<string, string>, number][] = [
    ['{not json', {}, -32700],
    ['{"foo": 1}', {}, -32700],
    ['"just a string"', {}, -32700],
    ['x', {'content-type': 'text/plain'}, -32600],
  ];
  for (const [body, headers, code] of cases) {
    const answer = await post(server.port, body, headers);
    assert.ok(answer.status >= 400 && answer.status < 500, `${body}: ${answer.status}`);
    assert.equal(JSON.parse(answer.text).error.code, code, body);
  }
  // An unknown tool: the JSON-RPC error the MCP specification gives (-32602), not a tool result.
  const unknown = await post(
    server.port,
    JSON.stringify({jsonrpc: '2.0', id: 7, method: 'tools/call', params: {name: 'delete_everything'}}),
    {},
  );
  assert.equal(unknown.status, 200);
  assert.deepEqual(JSON.parse(unknown.text), {
    jsonrpc: '2.0',
    id: 7,
    error: {code: -32602, message: 'Unknown tool: delete_everything'},
  });
  const get = await fetch(mcpUrl(server.port), {headers: {accept: 'text/event-stream'}});
  assert.equal(get.status, 405);
  assert.equal(get.headers.get('allow'), 'POST');
});

test('a page of another site (hostile Origin) gets a 403; the site own origin and no Origin are answered', async () => {
  const list = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'});
  const hostile = await post(server.port, list, {origin: 'https://evil.example'});
  assert.equal(hostile.status, 403);
  assert.equal(JSON.parse(hostile.text).error.code, -32000);
  assert.equal((await post(server.port, list, {origin: SITE_URL})).status, 200);
  assert.equal((await post(server.port, list)).status, 200);
});

test('a client past the rate limit gets a 429 JSON-RPC error with Retry-After', async () => {
  const list = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'});
  for (let i = 0; i < RATE_LIMIT; i++) assert.equal((await post(limited.port, list)).status, 200);
  const refused = await post(limited.port, list);
  assert.equal(refused.status, 429);
  assert.ok(Number(refused.headers.get('retry-after')) > 0);
  assert.match(JSON.parse(refused.text).error.message, /Rate limit/);
  // The rest of the site is not limited by it.
  assert.equal((await fetch(`http://127.0.0.1:${limited.port}/contact/`)).status, 200);
});

test('fuzzed JSON-RPC bodies never get a 5xx', async () => {
  const id = fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.object());
  const message = fc.record(
    {
      jsonrpc: fc.oneof(fc.constant('2.0'), fc.string()),
      id,
      method: fc.oneof(
        fc.constantFrom(
          'initialize',
          'tools/list',
          'tools/call',
          'resources/list',
          'ping',
          'notifications/initialized',
        ),
        fc.string(),
      ),
      params: fc.oneof(
        fc.record({
          name: fc.constantFrom('search_docs', 'get_page', 'list_pages', 'x'),
          arguments: fc.anything(),
        }),
        fc.anything(),
      ),
    },
    {requiredKeys: []},
  );
  const body = fc.oneof(
    message.map((m) => JSON.stringify(m)),
    fc.array(message, {maxLength: 3}).map((m) => JSON.stringify(m)),
    fc.string(),
    fc.jsonValue().map((v) => JSON.stringify(v)),
  );
  await fc.assert(
    fc.asyncProperty(body, async (text) => {
      const answer = await post(server.port, text);
      assert.ok(answer.status < 500, `${answer.status} for ${text.slice(0, 200)}`);
    }),
    {numRuns: 300},
  );
});
