/**
 * `npm start`: the dev server answers the search API on its own port, and an
 * edited page is found by search without a restart.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {withIndexedParagraph} from '../support/edits';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.E2E_DEV_PORT ?? 3301);
const base = `http://127.0.0.1:${port}`;
const api = `${base}/1/indexes/*/queries?x-algolia-application-id=QUIZNEST&x-algolia-api-key=quiznest-search-only-key`;
const page = path.join(root, 'docs/contact/index.md');

test.describe.configure({mode: 'serial', timeout: 240_000});

let server: ChildProcess;
let original: string;

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

test('an edited page is found without restarting', async () => {
  const word = `zebracorn${Date.now().toString(36)}`;
  expect((await searchFor(word)).nbHits).toBe(0);
  fs.writeFileSync(page, withIndexedParagraph(original, `The ${word} inbox rule applies here.`));
  await expect
    .poll(async () => (await searchFor(word)).hits.map((hit) => decodeURI(new URL(hit.url).pathname)), {
      timeout: 60_000,
      intervals: [1000],
    })
    .toContain('/contact/');
});
