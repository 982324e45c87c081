import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {EMBEDDED_DEFAULTS} from '../../search/config';
import {dialog, input, openDialog, search} from '../support/dialog';

const RECORDS_FILE = path.resolve(__dirname, '../../search-index/records.json');

/** One source of the start screen ("Recent", "Favorite"): its list of hits. */
const section = (page: Page, name: string) =>
  page.locator('.DocSearch-Hit-source', {hasText: name}).locator('xpath=..');

/** Stars the newest recent search; DocSearch moves it to the favorites once its animation ends. */
async function saveFirstRecentAsFavorite(page: Page): Promise<string> {
  await openDialog(page);
  const title = (await section(page, 'Recent').locator('.DocSearch-Hit-title').first().textContent())!;
  await section(page, 'Recent').getByTitle('Save this search').first().click();
  await expect(
    section(page, 'Favorite').locator('.DocSearch-Hit-title', {hasText: title}).first(),
  ).toBeVisible();
  return title;
}

/** Where DocSearch keeps a reader's recent and favorite searches (localStorage, per index). */
const RECENT_SEARCHES = `__DOCSEARCH_RECENT_SEARCHES__${EMBEDDED_DEFAULTS.indexName}`;
const FAVORITE_SEARCHES = `__DOCSEARCH_FAVORITE_SEARCHES__${EMBEDDED_DEFAULTS.indexName}`;

type StoredPage = {objectID: string; url: string; type: string; hierarchy: Record<string, string | null>};

/**
 * `count` pages as DocSearch stores a visited hit (the built records' page titles, URLs relative as
 * the theme makes them), newest first. Gateway pages are left out: the tests open those from the dialog.
 */
function storedPages(count: number): StoredPage[] {
  const records = JSON.parse(fs.readFileSync(RECORDS_FILE, 'utf8')) as (StoredPage & {content: null})[];
  const pages = new Map<string, StoredPage>();
  for (const record of records) {
    if (record.type === 'lvl1' && !record.url.includes('/payment-gateways/'))
      pages.set(title(record), {...record, url: new URL(record.url).pathname});
  }
  return [...pages.values()].slice(0, count);
}

const title = (page: StoredPage) => page.hierarchy.lvl1!;

/** What earlier visits would have left in this browser: written before the test's own visits. */
async function store(page: Page, key: string, pages: StoredPage[]) {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate(([k, value]) => localStorage.setItem(k, value), [key, JSON.stringify(pages)]);
}

test.describe('search dialog', () => {
  test('opens with Ctrl+K, Cmd+K and "/", closes with Escape', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    for (const keys of ['Control+k', 'Meta+k', '/']) {
      await page.keyboard.press(keys);
      await expect(dialog(page), keys).toBeVisible();
      await expect(input(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
    }
  });

  test('shows the stock texts: button, placeholder, empty start screen', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('.DocSearch-Button-Placeholder')).toHaveText('Search');
    await page.locator('.DocSearch-Button').click();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(page.locator('.DocSearch-StartScreen')).toHaveText('No recent searches');
  });

  test('results are grouped by section, at most 5 per group, and lead to the page and heading', async ({
    page,
  }) => {
    await openDialog(page);
    await search(page, 'queue worker');
    const groups = page.locator('.DocSearch-Hits');
    expect(await groups.count()).toBeGreaterThan(1);
    const sections = await page.locator('.DocSearch-Hit-source').allTextContents();
    expect(new Set(sections).size).toBe(sections.length);
    for (const group of await groups.all()) {
      expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }

    await search(page, 'stripe signing secret');
    const first = page.locator('.DocSearch-Hit a[href*="#"]').first();
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(/^\/payment-gateways\/stripe#/);
    await first.click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const anchor = decodeURIComponent(href.split('#')[1]);
    await expect(page.locator(`[id="${anchor}"]`)).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Stripe');
  });

  test('finds pages despite a typo, and by a word being typed', async ({page}) => {
    await openDialog(page);
    await search(page, 'withdrawl');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Withdraw');
    await search(page, 'maintenanc');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('Maintenance');
  });

  test('a page opened from the dialog comes first in recent searches, after a reload too; 7 are kept', async ({
    page,
  }) => {
    const earlier = storedPages(7);
    await store(page, RECENT_SEARCHES, earlier);
    await openDialog(page);
    await search(page, 'paytm');
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(dialog(page)).toBeHidden();
    await page.reload();
    await openDialog(page);
    const titles = section(page, 'Recent').locator('.DocSearch-Hit-title');
    // Newest first; the oldest stored page was dropped.
    await expect(titles).toHaveText([/Paytm/, ...earlier.slice(0, 6).map(title)]);
  });

  test('a recent search saved as a favorite survives a reload, and recents then keep 4', async ({page}) => {
    await store(page, RECENT_SEARCHES, storedPages(6));
    const saved = await saveFirstRecentAsFavorite(page);
    await page.reload();
    await openDialog(page);
    const favorites = section(page, 'Favorite').locator('.DocSearch-Hit-title');
    await expect(favorites).toHaveCount(1);
    await expect(favorites).toHaveText(saved);
    await expect(section(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(4);
  });

  test('favorites keep the 10 newest', async ({page}) => {
    const [recent, ...earlier] = storedPages(11);
    await store(page, FAVORITE_SEARCHES, earlier);
    await store(page, RECENT_SEARCHES, [recent]);
    await saveFirstRecentAsFavorite(page);
    await page.reload();
    await openDialog(page);
    const favorites = section(page, 'Favorite').locator('.DocSearch-Hit-title');
    await expect(favorites).toHaveText([recent, ...earlier.slice(0, 9)].map(title));
  });

  test('a question asked in full finds its page: stop words drop out, and no page needs every word', async ({
    page,
  }) => {
    await openDialog(page);
    await search(page, 'where do i find my paypal client id');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      /^\/payment-gateways\/paypal/,
    );
  });

  test('no results: says so and suggests searches', async ({page}) => {
    await openDialog(page);
    await search(page, 'stripe');
    await input(page).fill('zzqxjv');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "zzqxjv"');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('Try searching for');
  });

  test('"See all N results" opens the search page with the query', async ({page}) => {
    await openDialog(page);
    await search(page, 'cron');
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(5);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=cron$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "cron"');
    await expect(page.locator('article').first()).toBeVisible();
  });

  test('on a phone the search button opens the same dialog', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await page.locator('.DocSearch-Button').click();
    await search(page, 'vercel');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Installation Guide');
  });
});

test.describe('search page', () => {
  test('lists results for ?q= and loads more on scroll', async ({page}) => {
    await page.goto('/search?q=settings');
    const results = page.locator('main article');
    await expect(results.first()).toBeVisible();
    const first = await results.count();
    expect(first).toBeGreaterThan(0);
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
    await page.mouse.wheel(0, 20000);
    await expect.poll(async () => results.count(), {timeout: 10_000}).toBeGreaterThan(first);
  });

  test('a result links to its page', async ({page}) => {
    await page.goto('/search?q=cron%20job%20settings');
    const link = page.locator('main article h2 a').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Cron Job Settings');
  });
});

test("neither the dialog nor /search shows Algolia's mark: our own service answers", async ({page}) => {
  await openDialog(page);
  await search(page, 'stripe');
  await expect(page.locator('.DocSearch-Footer')).toBeVisible();
  await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  await page.goto('/search?q=stripe');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('a[href^="https://www.algolia.com"]')).toBeHidden();
});

test('nothing is requested from Algolia, and no preconnect to it is emitted', async ({page}) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).hostname.match(/^(127\.0\.0\.1|localhost)$/)) external.push(request.url());
  });
  await openDialog(page);
  await search(page, 'stripe');
  await page.goto('/search?q=stripe');
  await expect(page.locator('main article').first()).toBeVisible();
  expect(external).toEqual([]);
  expect(await page.locator('link[rel="preconnect"]').count()).toBe(0);
});

test('every record anchor exists on its built page', async () => {
  const root = path.resolve(__dirname, '../..');
  const records = JSON.parse(fs.readFileSync(RECORDS_FILE, 'utf8')) as {
    url_without_anchor: string;
    anchor: string | null;
  }[];
  expect(records.length).toBeGreaterThan(1000);
  const pages = new Map<string, string>();
  const missing: string[] = [];
  for (const {url_without_anchor: url, anchor} of records) {
    const route = decodeURIComponent(new URL(url).pathname);
    if (!pages.has(route)) {
      pages.set(route, fs.readFileSync(path.join(root, 'build', route, 'index.html'), 'utf8'));
    }
    if (
      anchor &&
      !pages.get(route)!.match(new RegExp(`id="?${anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[" >]`))
    ) {
      missing.push(`${route}#${anchor}`);
    }
  }
  expect(missing).toEqual([]);
  expect(pages.size).toBe(84);
});
