import {test, expect, type Page} from '@playwright/test';
import {encodeRoute} from '../../scripts/lib/routes';
import {categoryRoutes, docRoutes} from '../support/routes';

const sidebar = (page: Page) => page.locator('aside.theme-doc-sidebar-container ul.theme-doc-sidebar-menu');

/**
 * Opens every collapsed category of the sidebar, nested ones included: each round clicks the
 * toggle of every category still collapsed (in the page, one round trip a level rather than one
 * per category, each waiting for the sidebar's animation to settle).
 */
async function expandAll(page: Page) {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect
    .poll(() =>
      sidebar(page).evaluate((menu) => {
        const collapsed = Array.from(menu.querySelectorAll('li.menu__list-item--collapsed'));
        for (const item of collapsed) {
          // A category with a page of its own has a caret beside its link; one without is its own toggle.
          const toggle =
            item.querySelector(':scope > div > button.menu__caret') ??
            item.querySelector(':scope > div > a, :scope > a');
          (toggle as HTMLElement | null)?.click();
        }
        return collapsed.length;
      }),
    )
    .toBe(0);
}

test('every doc and category page is reachable from the sidebar', async ({page}) => {
  await page.goto('/');
  await expandAll(page);
  const hrefs = await sidebar(page)
    .locator('a.menu__link[href]')
    .evaluateAll((links) => links.map((a) => decodeURI(new URL((a as HTMLAnchorElement).href).pathname)));
  expect([...new Set(hrefs)].sort()).toEqual([...docRoutes, ...categoryRoutes].sort());
});

test('sidebar labels are spelled correctly while URLs keep their spellings', async ({page}) => {
  await page.goto('/');
  await expandAll(page);
  const labels = await sidebar(page).locator('a.menu__link').allTextContents();
  for (const label of [
    'Manage Contests',
    'Manage Quizzes',
    'Manage Users',
    'Support Ticket',
    'Admin Users',
  ]) {
    expect(labels).toContain(label);
  }
  expect(labels.join('|')).not.toMatch(/Mange|tikect/);
  const winners = sidebar(page).locator('a.menu__link', {hasText: 'Winners'});
  expect(decodeURI(new URL((await winners.getAttribute('href'))!, page.url()).pathname)).toBe(
    '/Mange Contests/Winners',
  );
});

test('the sidebar follows the reader: install first, then operations, then settings and gateways', async ({
  page,
}) => {
  await page.goto('/');
  const topLevel = await sidebar(page).locator(':scope > li > a, :scope > li > div > a').allTextContents();
  const at = (label: string) => topLevel.indexOf(label);
  expect(at('Installation Guide')).toBe(1);
  expect(at('Dashboard')).toBeGreaterThan(at('Installation Guide'));
  expect(at('Settings')).toBeGreaterThan(at('Admin Users'));
  expect(at('Payment Gateways')).toBe(topLevel.length - 1);
});

test('categories do not auto-collapse and the sidebar cannot be hidden', async ({page}) => {
  await page.goto(encodeRoute('/Mange Contests/Winners'));
  const contests = sidebar(page).locator('li.theme-doc-sidebar-item-category-level-1', {
    hasText: 'Manage Contests',
  });
  await expect(contests).not.toHaveClass(/menu__list-item--collapsed/);
  // Opening another category leaves the current one open.
  await sidebar(page).locator('a.menu__link', {hasText: 'Manage Quizzes'}).click();
  await expect(page).toHaveURL(/\/category\/manage-quizzes$/);
  await expect(contests).not.toHaveClass(/menu__list-item--collapsed/);
  await expect(page.getByRole('button', {name: 'Collapse sidebar', exact: true})).toHaveCount(0);
});

test('links navigate on the client without a full page load', async ({page}) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));
  await sidebar(page).locator('a.menu__link', {hasText: 'Dashboard'}).click();
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Dashboard');
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(
    true,
  );
});
