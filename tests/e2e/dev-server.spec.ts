/**
 * `npm start`: the dev server answers the search API, the pages' Markdown and `/mcp` on its own
 * port, and an edited page is found by search and read by an assistant without a restart.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {withIndexedParagraph} from '../support/edits';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.E2E_DEV_PORT ?? 3301);
const base = `http://127.0.0.1:${port}`;
const api = `${base}/1/indexes/*/queries?x-algolia-application-id=QUIZNEST&x-algolia-api-key=quiznest-search-only-key`;
const page = path.join(root, 'docs/contact/index.md');

test.describe.configure({mode: 'serial', timeout: 240_000});

let server: ChildProcess;
let original: string;
let client: Client | undefined;

/** An MCP client of the dev server's /mcp, connected once (as an assistant stays connected). */
async function mcp(): Promise<Client> {
  if (!client) {
    client = new Client({name: 'e2e-dev', version: '1'});
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
  }
  return client;
}

/** A tool's answer as text. */
async function callTool(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await (await mcp()).callTool({name, arguments: args});
  return (result.content as {type: string; text: string}[])[0].text;
}

type FoundPage = {url: string; markdown: string; hits: {anchor?: string}[]};
const searchDocs = async (query: string): Promise<FoundPage[]> => {
  const text = await callTool('search_docs', {query});
  return text.startsWith('[') ? JSON.parse(text) : [];
};
const pathOf = (url: string) => decodeURI(new URL(url).pathname);

async function searchFor(query: string): Promise<{nbHits: number; hits: {url: string}[]}> {
  const response = await fetch(api, {
    method: 'POST',
    headers: {'content-type': 'text/plain'},
    body: JSON.stringify({
      requests: [{indexName: 'quiznest-docs', params: `query=${encodeURIComponent(query)}`}],
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).results[0];
}

test.beforeAll(async () => {
  // A hook's own timeout (describe.configure's is the tests'): a cold compile takes over 30 s.
  test.setTimeout(240_000);
  original = fs.readFileSync(page, 'utf8');
  server = spawn(
    path.join(root, 'node_modules/.bin/docusaurus'),
    ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: root,
      env: {...process.env, BROWSER: 'none'},
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  // Its output, for when it does not come up.
  fs.mkdirSync(path.join(root, 'test-results'), {recursive: true});
  const log = fs.createWriteStream(path.join(root, 'test-results/dev-server.log'));
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  await expect
    .poll(async () => (await fetch(base).catch(() => undefined))?.status, {
      timeout: 180_000,
      intervals: [1000],
    })
    .toBe(200);
  // Ready when its search answers too.
  await expect.poll(async () => (await searchFor('stripe')).nbHits, {timeout: 60_000}).toBeGreaterThan(0);
});

test.afterAll(async () => {
  await client?.close();
  fs.writeFileSync(page, original);
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
});

test('the dev server answers search in the stock dialog', async ({page: browser}) => {
  await browser.goto(base);
  await expect(browser.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {timeout: 60_000});
  await browser.keyboard.press('Control+k');
  await browser.locator('.DocSearch-Input').fill('stripe webhook');
  await expect(browser.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 30_000});
  await expect(browser.locator('.DocSearch-Hit-source').first()).toHaveText('Payment Gateways');
});

test('the dev server publishes llms.txt and each page as Markdown', async () => {
  const llms = await fetch(`${base}/llms.txt`);
  expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await llms.text()).toContain('/contact/index.html.md');
  const twin = await fetch(`${base}/contact.md`);
  expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  expect(await twin.text()).toMatch(/^# /);
});

test("an assistant finds and reads a page through the dev server's MCP server", async () => {
  const {tools} = await (await mcp()).listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual(['get_page', 'list_pages', 'search_docs']);
  const pages = await searchDocs('set up stripe payments');
  expect(pages.map((found) => pathOf(found.url)).slice(0, 3)).toContain('/payment-gateways/stripe');
  const stripe = pages.find((found) => pathOf(found.url) === '/payment-gateways/stripe')!;
  const markdown = await callTool('get_page', {url: stripe.url});
  expect(markdown).toBe(await (await fetch(`${base}${new URL(stripe.markdown).pathname}`)).text());
  expect(markdown).toMatch(/^# .*Stripe/i);
  // A section, by the anchor the search gave (Docusaurus's heading id).
  const anchor = stripe.hits.find((hit) => hit.anchor)?.anchor;
  expect(anchor).toBeTruthy();
  const section = await callTool('get_page', {url: `${stripe.url}${anchor}`});
  expect(section.length).toBeLessThan(markdown.length);
  expect(markdown).toContain(section.split('\n').slice(2).join('\n').trim());
});

test('an edited page is found without restarting', async () => {
  const word = `zebracorn${Date.now().toString(36)}`;
  expect((await searchFor(word)).nbHits).toBe(0);
  fs.writeFileSync(page, withIndexedParagraph(original, `The ${word} inbox rule applies here.`));
  await expect
    // While the edit recompiles, the dev server may drop a connection (ECONNRESET): asked again.
    .poll(
      async () =>
        (await searchFor(word).catch(() => ({hits: []}))).hits.map((hit) =>
          decodeURI(new URL(hit.url).pathname),
        ),
      {timeout: 60_000, intervals: [1000]},
    )
    .toContain('/contact/');
  // An assistant sees the edit too: search_docs finds it, get_page and the twin say it.
  await expect
    .poll(async () => (await searchDocs(word).catch(() => [])).map((found) => pathOf(found.url)), {
      timeout: 30_000,
    })
    .toContain('/contact/');
  await expect
    .poll(async () => callTool('get_page', {url: '/contact/'}).catch(() => ''), {timeout: 30_000})
    .toContain(`The ${word} inbox rule applies here.`);
  expect(await (await fetch(`${base}/contact.md`)).text()).toContain(word);
});
