/**
 * The same site built for hosted Algolia (configuration alone): the stock
 * client then talks to Algolia's own hosts, with the preconnect hint. Algolia
 * cannot be reached from here, so the test answers those requests itself, by
 * passing them to our service, which speaks the same protocol.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {collect} from '../support/server-process';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.E2E_HOSTED_PORT ?? 3302);
const base = `http://127.0.0.1:${port}`;
const hosted = {
  ALGOLIA_APP_ID: 'HOSTEDAPP',
  ALGOLIA_SEARCH_API_KEY: 'hosted-search-key',
  ALGOLIA_INDEX_NAME: 'hosted-docs',
};

test.describe.configure({mode: 'serial'});

let server: ChildProcess;
let outDir: string;

test.beforeAll(async () => {
  // A hook's own timeout (describe.configure's is the tests'): a whole production build runs here,
  // 25 s with a warm cache and minutes on a busy 2-core machine. With the default 30 s, a build of
  // 44 s failed as soon as it returned.
  test.setTimeout(600_000);
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hosted-build-'));
  const records = path.join(outDir, 'records.json');
  const env = {...process.env, ...hosted, SEARCH_RECORDS_FILE: records};
  // Not spawnSync: the test runner's own timers keep running while it builds.
  const build = spawn(path.join(root, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', outDir], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const {code, stderr} = await collect(build);
  expect(code, stderr).toBe(0);
  server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    env: {...env, BUILD_DIR: outDir, PORT: String(port), HOST: '127.0.0.1'},
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(base).catch(() => undefined))?.status, {timeout: 60_000})
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  fs.rmSync(outDir, {recursive: true, force: true});
});

test('a hosted-Algolia build sends the stock client to Algolia, with its preconnect', async ({page}) => {
  const algoliaHosts = new Set<string>();
  // Stand in for Algolia: hand each request to our service on loopback, which answers in Algolia's protocol.
  await page.route(/algolia\.net\//, async (route) => {
    const url = new URL(route.request().url());
    algoliaHosts.add(url.hostname.toLowerCase());
    const answer = await fetch(`${base}${url.pathname}${url.search}`, {
      method: route.request().method(),
      headers: {'content-type': 'text/plain'},
      body: route.request().postData() ?? undefined,
    });
    await route.fulfill({
      status: answer.status,
      headers: {'content-type': 'application/json', 'access-control-allow-origin': '*'},
      body: await answer.text(),
    });
  });

  await page.goto(base);
  await expect(page.locator('link[rel="preconnect"][href="https://HOSTEDAPP-dsn.algolia.net"]')).toHaveCount(
    1,
  );
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('stripe webhook');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // Algolia answers here: its mark stays, in the dialog and on /search.
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  expect(
    [...algoliaHosts].every((host) => host.startsWith('hostedapp') && host.endsWith('.algolia.net')),
  ).toBe(true);
  expect(algoliaHosts.size).toBeGreaterThan(0);
  await page.goto(`${base}/search?q=stripe`);
  // The search page hydrates, then asks "Algolia" through the route above: on a machine busy with
  // other jobs that chain once took more than the default 10 s (alone it takes under 3 s).
  await expect(page.locator('main article').first()).toBeVisible({timeout: 30_000});
  await expect(page.locator('a[href^="https://www.algolia.com"]')).toBeVisible();
});

test('a hosted-Algolia build has no server of ours for feedback: no "Was this page helpful?"', async ({
  page,
}) => {
  await page.goto(`${base}/payment-gateways/stripe`);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Was this page helpful?'})).toHaveCount(0);
  await expect(page.locator('[data-feedback]')).toHaveCount(0);
});
