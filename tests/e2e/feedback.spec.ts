/**
 * "Was this page helpful?" end to end, against the production server over build/ (a server of its
 * own, with an admin key and a data folder, so that the test can restart it): a reader votes and
 * comments; the writer sees it on /insights/ with the admin key, a wrong key is refused, a restart
 * keeps it, and a comment of markup shows as text.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {test, expect, type Page} from '@playwright/test';
import {createServer} from '../../server/server';
import {searchConfig} from '../../search/config';
import {writeConfig} from '../../search/service/backend';
import {analyticsConfig} from '../../search/service/analytics';
import {feedbackConfig} from '../../search/service/feedback';
import {VARIANTS, consoleErrors, describeBlocking, scan, useTheme} from '../support/a11y';

const ADMIN = 'e2e-feedback-admin-key';
/** The port of this spec's own server: the site project's port + 2 (3120 → 3122). */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const BASE = `http://127.0.0.1:${PORT}`;
const MARKUP = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';

test.describe.configure({mode: 'serial'});

test.describe('reader feedback', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-feedback-'));
  let server: FastifyInstance | undefined;
  const start = async () => {
    server = await createServer({
      buildDir: 'build',
      search: searchConfig(),
      writes: writeConfig({ALGOLIA_ADMIN_API_KEY: ADMIN, SEARCH_DATA_DIR: dataDir}),
      analytics: analyticsConfig({SEARCH_ANALYTICS: '0'}, dataDir),
      feedback: feedbackConfig({}, dataDir),
    });
    await server.listen({port: PORT, host: '127.0.0.1'});
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  test.beforeAll(start);
  test.afterAll(async () => {
    await stop();
    fs.rmSync(dataDir, {recursive: true, force: true});
  });

  const openInsights = async (page: Page, key: string) => {
    await page.goto(`${BASE}/insights/`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await page.getByLabel('Admin key').fill(key);
    await page.getByRole('button', {name: 'Open the insights'}).click();
  };

  test('a reader votes No and says what was missing, with the keyboard', async ({page}) => {
    await page.goto(`${BASE}/payment-gateways/stripe`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const widget = page.getByRole('region', {name: 'Was this page helpful?'});
    await widget.getByRole('button', {name: 'No'}).focus();
    await page.keyboard.press('Enter');
    const box = widget.getByLabel('What were you looking for? (optional)');
    await expect(box).toBeFocused();
    await expect(widget.getByText('Thank you for your vote.')).toBeVisible();
    await page.keyboard.type('Where is the webhook signing secret?');
    await widget.getByRole('button', {name: 'Send'}).click();
    await expect(widget.getByText('Thank you for your feedback.')).toBeFocused();
  });

  test('a comment made of markup is sent as it is', async ({page}) => {
    await page.goto(`${BASE}/payment-gateways/paypal`);
    const widget = page.getByRole('region', {name: 'Was this page helpful?'});
    await widget.getByRole('button', {name: 'Yes'}).click();
    await widget.getByLabel('What were you looking for? (optional)').fill(MARKUP);
    await widget.getByRole('button', {name: 'Send'}).click();
    await expect(widget.getByText('Thank you for your feedback.')).toBeVisible();
  });

  test('a wrong key is refused with a clear message, and not kept', async ({page}) => {
    await openInsights(page, 'not-the-admin-key');
    await expect(page.getByRole('status')).toContainText('That key was refused');
    await expect(page.getByLabel('Admin key')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  test('the writer sees the votes and comments, markup as text, and again after a restart', async ({
    page,
  }) => {
    await openInsights(page, ADMIN);
    const pages = page.getByRole('region', {name: 'Pages by share of No, with their latest comments'});
    await expect(pages.getByRole('row').nth(1)).toContainText('/payment-gateways/stripe');
    await expect(pages).toContainText('Where is the webhook signing secret?');
    // The comment of markup: its text, never an element, never run.
    await expect(pages.getByText(MARKUP, {exact: true})).toBeVisible();
    await expect(page.locator('main img[src="x"], main script:not([type])')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
    // The per-page view.
    await page.getByLabel('Page', {exact: true}).selectOption('/payment-gateways/paypal');
    await expect(page.getByRole('region', {name: 'One page'})).toContainText('0 No, 1 Yes');

    await stop();
    await start();
    await page.reload(); // the key is still in this tab's session
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(pages).toContainText('Where is the webhook signing secret?');
    await expect(pages.getByText(MARKUP, {exact: true})).toBeVisible();
  });

  test('an empty range is an empty state, not a broken chart', async ({page}) => {
    await openInsights(page, ADMIN);
    await page.getByLabel('From', {exact: true}).fill('2020-01-01');
    await page.getByLabel('To', {exact: true}).fill('2020-01-02');
    await page.getByRole('button', {name: 'Show'}).click();
    await expect(page.getByText('No feedback in this range.')).toBeVisible();
    await expect(page.getByText('No searches in this range.').first()).toBeVisible();
    await expect(page.locator('.ct-chart-line, .ct-chart-bar, svg.ct-chart-bar')).toHaveCount(0);
  });

  for (const variant of VARIANTS.filter((v) => !v.menuOpen)) {
    test(`the insights page with figures (${variant.name}) reads without serious or critical accessibility problems`, async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      await page.setViewportSize(variant.viewport);
      await useTheme(page, variant.theme);
      await openInsights(page, ADMIN);
      await expect(page.locator('.ct-chart-bar')).toHaveCount(1);
      await page.getByLabel('Page', {exact: true}).selectOption('/payment-gateways/stripe');
      await expect(page.getByRole('region', {name: 'One page'})).toContainText('Where is the webhook');
      expect(describeBlocking(await scan(page)), 'serious or critical axe violations').toBe('');
      expect(errors, 'console errors').toEqual([]);
      await page.screenshot({
        path: `test-results/insights-${variant.name.replace(' ', '-')}.png`,
        fullPage: true,
      });
    });
  }
});
