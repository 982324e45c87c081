import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';

const dialog = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openDialog(page: Page) {
  await page.goto('/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
}

/** Stars the newest recent search; DocSearch moves it to the favorites once its animation ends. */
async function saveFirstRecentAsFavorite(page: Page) {
  await openDialog(page);
  const recent = page.locator('.DocSearch-Hit-source', {hasText: 'Recent'}).locator('xpath=..');
  const title = await recent.locator('.DocSearch-Hit-title').first().textContent();
  await recent.getByTitle('Save this search').first().click();
  const favorites = page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}).locator('xpath=..');
  await expect(favorites.locator('.DocSearch-Hit-title', {hasText: title!}).first()).toBeVisible();
}

/** Types a query and waits for the service's answer to it to be on screen (not the previous query's). */
async function search(page: Page, query: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/1/indexes/') &&
      (response.request().postData() ?? '').includes(`"query":${JSON.stringify(query)}`),
  );
  await input(page).fill(query);
  await answered;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
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

  test('recent searches are kept across reloads, 7 at most', async ({page}) => {
    const queries = ['stripe', 'paypal', 'razorpay', 'paystack', 'mollie', 'square', 'bkash', 'paytm'];
    for (const query of queries) {
      await openDialog(page);
      await search(page, query);
      await page.locator('.DocSearch-Hit a').first().click();
      await expect(dialog(page)).toBeHidden();
    }
    await page.reload();
    await openDialog(page);
    const recent = page.locator('.DocSearch-Hit-source', {hasText: 'Recent'}).locator('xpath=..');
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(7);
    await expect(recent.locator('.DocSearch-Hit').first()).toContainText('Paytm');
  });

  test('a recent search can be saved as a favorite, which survives a reload and limits recents to 4', async ({
    page,
  }) => {
    for (const query of ['stripe', 'paypal', 'razorpay', 'paystack', 'mollie', 'square']) {
      await openDialog(page);
      await search(page, query);
      await page.locator('.DocSearch-Hit a').first().click();
    }
    await saveFirstRecentAsFavorite(page);
    await page.reload();
    await openDialog(page);
    const favorites = page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}).locator('xpath=..');
    await expect(favorites.locator('.DocSearch-Hit')).toHaveCount(1);
    const recent = page.locator('.DocSearch-Hit-source', {hasText: 'Recent'}).locator('xpath=..');
    expect(await recent.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(4);
  });

  test('favorites keep at most 10', async ({page}) => {
    // Eleven visits, each starred: about eight seconds apiece.
    test.setTimeout(180_000);
    // Eleven pages visited from the dialog, each saved as a favorite in turn.
    const queries = [
      'stripe',
      'paypal',
      'razorpay',
      'paystack',
      'mollie',
      'square',
      'bkash',
      'paytm',
      'instamojo',
    ];
    for (const query of [...queries, 'sslcommerz', 'gocardless']) {
      await openDialog(page);
      await search(page, query);
      await page.locator('.DocSearch-Hit a').first().click();
      await saveFirstRecentAsFavorite(page);
      await page.keyboard.press('Escape');
    }
    await page.reload();
    await openDialog(page);
    const favorites = page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}).locator('xpath=..');
    await expect(favorites.locator('.DocSearch-Hit')).toHaveCount(10);
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
  const records = JSON.parse(fs.readFileSync(path.join(root, 'search-index/records.json'), 'utf8')) as {
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
