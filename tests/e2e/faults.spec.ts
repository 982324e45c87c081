import type {AddressInfo} from 'node:net';
import type {FastifyInstance} from 'fastify';
import {test, expect, type Page, type Request} from '@playwright/test';
import {encodeRoute} from '../../scripts/lib/routes';
import {createServer} from '../../server/server';
import {searchConfig} from '../../search/config';

const hydrated = (page: Page) => expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
const h1 = (page: Page) => page.getByRole('heading', {level: 1});
const sidebarLink = (page: Page, name: string) =>
  page.locator('.theme-doc-sidebar-container').getByRole('link', {name, exact: true});

/**
 * Every request the page needed that failed from now on. Left out: Docusaurus's speculative
 * prefetches of linked pages (`Sec-Purpose: prefetch`) and the tab icon the browser itself fetches
 * on each history change; neither is needed to show anything in the page.
 */
function failedRequests(page: Page) {
  const failed: string[] = [];
  page.on('requestfailed', (request: Request) => {
    const url = new URL(request.url());
    if (request.headers()['sec-purpose']?.includes('prefetch') || url.pathname === '/img/favicon.svg') return;
    failed.push(`${request.url()} (${request.failure()?.errorText})`);
  });
  return failed;
}

test.describe('search service outage', () => {
  // A server of its own (server/server.ts over build/), so that the test can really stop it.
  let server: FastifyInstance | undefined;
  let port = 0;
  const start = async () => {
    server = await createServer({buildDir: 'build', search: searchConfig()});
    await server.listen({port, host: '127.0.0.1'});
    port = (server.server.address() as AddressInfo).port;
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  test.afterEach(stop);

  test('when the server stops mid-session the dialog says "Unable to fetch results"; search is back as soon as it is', async ({
    page,
  }) => {
    await start();
    await page.goto(`http://127.0.0.1:${port}/search?q=stripe`);
    await hydrated(page);
    await expect(page.locator('main article').first()).toBeVisible();
    await page.evaluate(() => Object.assign(window, {__session: 'not reloaded'}));
    const dialogInput = page.locator('.DocSearch-Input');
    const pageInput = page.locator('input[type="search"][name="q"]');
    await page.keyboard.press('Control+k');
    await dialogInput.fill('stripe');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');

    await stop();
    await page.keyboard.press('Control+k');
    await dialogInput.fill('paypal webhook');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
    await page.keyboard.press('Escape');
    // The search page drops the previous results (the stock page has no error message: it keeps
    // its loading spinner until a query is answered).
    const refused = page.waitForEvent('requestfailed', (request) => request.url().includes('/1/indexes/'));
    await pageInput.fill('paypal webhook');
    await refused;
    await expect(page.locator('main article')).toHaveCount(0);
    await expect(page.getByText(/documents? found/)).toHaveCount(0);

    // Back on the same port. The client's host cache marks a failed host down for 2 minutes, but
    // with every host down it tries them all again: the next keystroke is answered.
    await start();
    await pageInput.fill('paypal');
    await expect(page.locator('main article h2 a[href^="/payment-gateways/paypal"]').first()).toBeVisible();
    await page.keyboard.press('Control+k');
    await dialogInput.fill('');
    await dialogInput.fill('paypal webhook');
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Hit a[href^="/payment-gateways/paypal"]').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__session?: string}).__session)).toBe(
      'not reloaded',
    );
  });
});

test('a search the service answers slowly (1.5 s to the first byte) still shows its hits, in the dialog and on /search', async ({
  page,
}) => {
  // Past the browser client's stock 1 s, with one host to try, DocSearch gave up: "Unable to fetch results".
  await page.route('**/1/indexes/**', async (route) => {
    const answerAt = Date.now() + 1_500;
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, answerAt - Date.now()));
    await route.fulfill({response});
  });
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('stripe');
  await expect(page.locator('.DocSearch-Hit a[href^="/payment-gateways/stripe"]').first()).toBeVisible();
  await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  await page.goto('/search?q=stripe');
  await expect(page.locator('main article h2 a[href^="/payment-gateways/stripe"]').first()).toBeVisible();
});

test('a route chunk that fails to load: the page is loaded in full instead, and all works once the network is back', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const blocked: string[] = [];
  await page.route('**/assets/js/**', (route) => {
    blocked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await sidebarLink(page, 'Dashboard').click();
  // Docusaurus reloads the page when a route's chunk fails (PendingNavigation): the server-rendered
  // page is there to read, without its scripts.
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await expect(h1(page)).toHaveText('Dashboard');
  expect(blocked.length).toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');

  await page.unroute('**/assets/js/**');
  await sidebarLink(page, 'Deposits').click();
  await expect(h1(page)).toHaveText('Deposits');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
});

test.describe('offline reading', () => {
  const longPage = encodeRoute('/installation-guide/local-machine-setup/Windows');

  test('a loaded page keeps working offline: table of contents, anchors, colour mode, drawer, history', async ({
    page,
    context,
  }) => {
    await page.goto(longPage);
    await hydrated(page);
    const title = (await h1(page).textContent())!;
    // A second page, opened in the app while online: its chunks are loaded.
    await sidebarLink(page, 'Dashboard').click();
    await expect(h1(page)).toHaveText('Dashboard');
    await page.goBack();
    await expect(h1(page)).toHaveText(title);

    await context.setOffline(true);
    const failed = failedRequests(page);

    const toc = page.locator('.theme-doc-toc-desktop a');
    const last = toc.last();
    const target = (await last.getAttribute('href'))!;
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(`[id="${target.slice(1)}"]`)).toBeInViewport();

    // The anchor sits in one of the page's tabs: switching tabs is in-page too.
    const tab = page.locator('article').getByRole('tab', {name: 'Chocolatey'}).first();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await page
      .locator('article a[href="#enable-the-php-extensions"]')
      .filter({visible: true})
      .first()
      .click();
    await expect(page).toHaveURL(/#enable-the-php-extensions$/);
    await expect(page.locator('[id="enable-the-php-extensions"]')).toBeInViewport();

    const html = page.locator('html');
    const before = await html.getAttribute('data-theme');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(html).not.toHaveAttribute('data-theme', before!);

    await page.setViewportSize({width: 390, height: 844});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(drawer).toBeHidden();
    await page.setViewportSize({width: 1280, height: 800});

    // Client-side navigation to a page whose chunks are loaded, and back: no request either.
    await sidebarLink(page, 'Dashboard').click();
    await expect(h1(page)).toHaveText('Dashboard');
    await page.goBack();
    await expect(h1(page)).toHaveText(title);
    await expect(page).toHaveURL(/#enable-the-php-extensions$/);
    expect(failed).toEqual([]);
  });

  test('offline, a page never fetched shows the browser offline page; a reload brings it back online', async ({
    page,
    context,
  }) => {
    await page.goto('/dashboard/');
    await hydrated(page);
    // Docusaurus prefetches the pages of visible links, so those open offline too: take a link
    // that only shows once offline.
    await context.setOffline(true);
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await sidebar.getByRole('button', {name: "Expand sidebar category 'Payment Gateways'"}).click();
    await sidebar.getByRole('link', {name: 'Stripe', exact: true}).click();
    // Its chunks fail, Docusaurus reloads the address, and the browser shows its offline page.
    await expect(page.locator('body')).toContainText('ERR_INTERNET_DISCONNECTED');
    await expect(sidebar).toHaveCount(0);
    await context.setOffline(false);
    await page.reload();
    await expect(h1(page)).toHaveText('Stripe');
    await hydrated(page);
  });
});
