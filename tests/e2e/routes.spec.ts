import {test, expect} from '@playwright/test';
import {encodeRoute} from '../../scripts/lib/routes';
import {allRoutes} from '../support/routes';

const NOT_FOUND = 'Page Not Found';

test.describe('every route of the URL contract', () => {
  for (const route of allRoutes) {
    test(`${route} answers 200 with its page, before and after hydration`, async ({page}) => {
      // Spaces and "&" percent-encoded, as a link from elsewhere may carry them.
      const response = await page.goto(encodeRoute(route));
      expect(response?.status()).toBe(200);
      expect(await response?.text()).not.toContain(`<title data-rh="true">${NOT_FOUND}`);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      const h1 = page.getByRole('heading', {level: 1}).first();
      await expect(h1).not.toHaveText(NOT_FOUND);
      await expect(page).toHaveTitle(/ \| QuizNest$/);
    });
  }

  test('an unknown path gives the not-found page with HTTP 404', async ({page}) => {
    const response = await page.goto('/no-such-page/really');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_FOUND);
  });

  test('a misspelling of a contract route is not silently served', async ({request}) => {
    // The contract keeps "Mange"; the corrected spelling is not an alias.
    const response = await request.get(encodeRoute('/Manage Contests/Winners'));
    expect(response.status()).toBe(404);
  });
});

test('page titles read "page title | QuizNest"', async ({page}) => {
  for (const route of ['/Mange Contests/Winners', '/payment-gateways/stripe', '/category/settings']) {
    await page.goto(encodeRoute(route));
    const h1 = (await page.getByRole('heading', {level: 1}).first().textContent())?.trim();
    expect(h1).toBeTruthy();
    await expect(page).toHaveTitle(`${h1} | QuizNest`);
  }
});

test('the contract lists as many doc pages as the site has', async ({request}) => {
  // The sitemap lists every page the build produced: no page outside the contract, none missing.
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    decodeURI(new URL(m[1].replace(/&amp;/g, '&')).pathname),
  );
  expect(urls.sort()).toEqual([...allRoutes].sort());
});
