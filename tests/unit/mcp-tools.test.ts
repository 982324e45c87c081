/**
 * The MCP tools without a port: the official SDK client talks to the docs' McpServer over the
 * SDK's in-memory transport, on the pages of the MCP fixture (real twins, loaded as the server
 * loads a build) and a stand-in search; plus the pieces: hits grouped by page, sections by anchor,
 * the Origin rule.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {loadSite} from '../../server/static-files';
import {builtPages, SitePages} from '../../server/mcp/pages';
import {mcpServer, TOOL_LIMITS} from '../../server/mcp/tools';
import {docsPages, type DocsSearch} from '../../server/mcp/search';
import {originAllowed} from '../../server/mcp/route';
import {anchorOf, makeMcpFixture, SITE_URL, type McpFixture} from '../support/mcp-fixture';

let fixture: McpFixture;
let pages: SitePages;
let client: Client;
const searched: {query: string; limit: number}[] = [];
const search: DocsSearch = async (query, limit) => {
  searched.push({query, limit});
  return docsPages([{url: `${SITE_URL}/contact/#spam`, hierarchy: {lvl1: 'Contact Messages', lvl2: 'Spam'}}]);
};

const textOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.content as {type: string; text: string}[])[0].text;

before(async () => {
  fixture = await makeMcpFixture();
  pages = new SitePages(builtPages(await loadSite(fixture.buildDir)));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await mcpServer({pages, search}, {asker: {ip: '127.0.0.1'}}, 'test').connect(serverSide);
  client = new Client({name: 'unit', version: '1'});
  await client.connect(clientSide);
});

after(async () => {
  await client.close();
  fixture.cleanup();
});

test('an assistant sees three read-only tools, each with a description and an input schema', async () => {
  const {tools} = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), ['get_page', 'list_pages', 'search_docs']);
  for (const tool of tools) {
    assert.ok(tool.description && tool.description.length > 60, tool.name);
    assert.equal(tool.inputSchema.type, 'object');
    assert.equal(tool.annotations?.readOnlyHint, true);
  }
  const searchTool = tools.find((t) => t.name === 'search_docs')!;
  assert.deepEqual(searchTool.inputSchema.required, ['query']);
});

test('list_pages answers what llms.txt lists: section, title, page URL and Markdown URL', async () => {
  const listed = JSON.parse(textOf(await client.callTool({name: 'list_pages', arguments: {}})));
  assert.equal(listed.length, 3);
  assert.deepEqual(listed[1], {
    section: 'Pages',
    title: 'Contact Messages',
    url: `${SITE_URL}/contact/`,
    markdown: `${SITE_URL}/contact/index.html.md`,
    description: listed[1].description,
  });
  assert.equal(listed[2].url, `${SITE_URL}/Admin%20Users/Role`);
});

test('get_page answers the Markdown twin for the page URL, its .md URL, a path, a folder URL without its slash', async () => {
  const contact = fixture.twins.get('/contact/');
  for (const url of [
    `${SITE_URL}/contact/`,
    `${SITE_URL}/contact.md`,
    '/contact/',
    '/contact',
    `${SITE_URL}/contact/index.html.md`,
  ]) {
    const result = await client.callTool({name: 'get_page', arguments: {url}});
    assert.equal(result.isError, undefined, url);
    assert.equal(textOf(result), contact, url);
  }
  const role = await client.callTool({name: 'get_page', arguments: {url: `${SITE_URL}/Admin%20Users/Role`}});
  assert.equal(textOf(role), fixture.twins.get('/Admin Users/Role'));
});

test('get_page with an #anchor answers that section only, under the page title', async () => {
  const url = `${SITE_URL}/installation-guide/server-setup/cPanel/Admin#before-you-start`;
  const section = textOf(await client.callTool({name: 'get_page', arguments: {url}}));
  assert.match(section, /^# Deploy the Admin Panel on cPanel\n\n## Before you start\n/);
  assert.doesNotMatch(section, /## Step 1/);
  // Step 4's section holds a code block whose lines start with "#": they are not headings.
  const twin = fixture.twins.get('/installation-guide/server-setup/cPanel/Admin')!;
  const step4Heading = /^## (Step 4\b.*)$/m.exec(twin)![1];
  const step4Url = url.replace('before-you-start', anchorOf(step4Heading));
  const step4 = textOf(await client.callTool({name: 'get_page', arguments: {url: step4Url}}));
  assert.match(step4, /cPanel-generated handler/);
  assert.doesNotMatch(step4, /## Step 5/);
});

test('get_page refuses what is not one of the site pages, as a tool error the model can read', async () => {
  const refusals: [string, RegExp][] = [
    ['https://evil.example/contact/', /Not a page of this site/],
    [`${SITE_URL}/../secret.txt`, /\.\./],
    ['/contact/%2e%2e/secret.txt', /\.\./],
    ['/no-such-page', /Not a page of this site/],
    [`${SITE_URL}/linked-secret.txt`, /Not a page of this site/],
    [`${SITE_URL}/contact/#no-such-section`, /no section/],
  ];
  for (const [url, message] of refusals) {
    const result = await client.callTool({name: 'get_page', arguments: {url}});
    assert.equal(result.isError, true, url);
    assert.match(textOf(result), message, url);
  }
});

test('oversized or out-of-range arguments are refused before any search', async () => {
  searched.length = 0;
  const calls = [
    {name: 'search_docs', arguments: {query: 'x'.repeat(TOOL_LIMITS.queryChars + 1)}},
    {name: 'search_docs', arguments: {query: 'stripe', limit: TOOL_LIMITS.maxResults + 1}},
    {name: 'search_docs', arguments: {query: 'stripe', limit: 0}},
    {name: 'search_docs', arguments: {query: ''}},
    {name: 'search_docs', arguments: {query: 42}},
    {name: 'get_page', arguments: {url: `${SITE_URL}/${'a'.repeat(TOOL_LIMITS.urlChars)}`}},
  ];
  for (const call of calls) {
    const result = await client.callTool(call);
    assert.equal(result.isError, true, JSON.stringify(call).slice(0, 80));
  }
  assert.deepEqual(searched, []);
});

test('search_docs hands the query and limit to the search and answers its pages as JSON', async () => {
  searched.length = 0;
  const result = await client.callTool({name: 'search_docs', arguments: {query: 'spam', limit: 3}});
  assert.deepEqual(searched, [{query: 'spam', limit: 3}]);
  assert.deepEqual(JSON.parse(textOf(result)), [
    {
      title: 'Contact Messages',
      url: `${SITE_URL}/contact/`,
      markdown: `${SITE_URL}/contact/index.html.md`,
      hits: [{section: 'Spam', anchor: '#spam'}],
    },
  ]);
});

test('hits of one page are grouped under it, in the order of each page best hit', () => {
  const hit = (url: string, lvl2: string | null, snippet?: string) => ({
    url,
    hierarchy: {lvl0: 'Docs', lvl1: url.includes('Role') ? 'Roles' : 'Contact', lvl2},
    ...(snippet ? {_snippetResult: {content: {value: snippet}}} : {}),
  });
  const grouped = docsPages([
    hit(`${SITE_URL}/Admin%20Users/Role#create`, 'Create', 'Admins &amp; roles'),
    hit(`${SITE_URL}/contact/`, null),
    hit(`${SITE_URL}/Admin%20Users/Role`, null, 'Roles decide'),
  ]);
  assert.deepEqual(
    grouped.map((p) => [p.title, p.markdown, p.hits]),
    [
      [
        'Roles',
        `${SITE_URL}/Admin%20Users/Role.md`,
        [{section: 'Create', anchor: '#create', snippet: 'Admins & roles'}, {snippet: 'Roles decide'}],
      ],
      ['Contact', `${SITE_URL}/contact/index.html.md`, [{}]],
    ],
  );
});

test('Origin: absent, loopback and allowed origins may call /mcp; another site may not', () => {
  const allowed = ['https://docs.example.com'];
  for (const origin of [
    undefined,
    'http://localhost:3000',
    'http://127.0.0.1:8080',
    'https://docs.example.com',
  ])
    assert.equal(originAllowed(origin, allowed), true, origin);
  for (const origin of [
    'https://evil.example',
    'null',
    'http://localhost.evil.example',
    'https://docs.example.com.evil',
  ])
    assert.equal(originAllowed(origin, allowed), false, origin);
});
