/**
 * axe-core (WCAG 2.1 A/AA and best practices) over the built site: no serious or critical
 * violation and no console error, in each variant a reader may see. `npm test` scans a sample of
 * routes; `npm run a11y` every route of the URL contract. The summary per rule (every impact) is
 * printed at the end.
 */
import {test, expect, type Page} from '@playwright/test';
import {encodeRoute} from '../../scripts/lib/routes';
import {
  AXE_ATTACHMENT,
  VARIANTS,
  a11yRoutes,
  consoleErrors,
  describeBlocking,
  openSettled,
  scan,
  useTheme,
} from '../support/a11y';
import {dialog, openDialog, search, waitForDocSearchStyles} from '../support/dialog';

async function expectAccessible(page: Page, errors: string[]) {
  const violations = await scan(page);
  // For the summary per rule at the end of the run (tests/support/a11y-reporter.ts).
  const findings = violations.map(({id, impact, help, nodes}) => ({
    id,
    impact,
    help,
    nodes: nodes.map((n) => ({target: n.target})),
  }));
  await test.info().attach(AXE_ATTACHMENT, {body: JSON.stringify(findings), contentType: 'application/json'});
  expect(describeBlocking(violations), 'serious or critical axe violations').toBe('');
  expect(errors, 'console errors').toEqual([]);
}

for (const route of a11yRoutes()) {
  for (const variant of VARIANTS) {
    test(`${route} (${variant.name}) reads without serious or critical accessibility problems`, async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      await openSettled(page, encodeRoute(route), variant);
      await expectAccessible(page, errors);
    });
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`the search dialog with results (${theme}) reads without serious or critical accessibility problems`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await useTheme(page, theme);
    await openDialog(page);
    await waitForDocSearchStyles(page);
    await search(page, 'payment gateway');
    // The first hit is the selected one: its colours are what the contrast rule checks.
    await expect(dialog(page).getByRole('option', {selected: true})).toHaveCount(1);
    await expectAccessible(page, errors);
  });
}

test('the search page with a query shows its results without accessibility problems or hydration errors', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await openSettled(page, '/search?q=stripe', VARIANTS[0]);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "stripe"');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectAccessible(page, errors);
});

test('a table wider than a phone can be reached with Tab and scrolled with the arrow keys, focus showing', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(encodeRoute('/payment-gateways/stripe'));
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const region = page.getByRole('region', {name: 'Fill in the gateway form'});
  await expect(region.getByRole('table')).toBeVisible();
  expect(
    await region.evaluate((el) => el.scrollWidth > el.clientWidth),
    'the table is wider than the screen',
  ).toBe(true);
  // From the link just before the table, one Tab reaches it.
  await region.evaluate((el) => {
    const tabbable = Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]'),
    );
    tabbable[tabbable.indexOf(el as HTMLElement) - 1].focus();
  });
  await page.keyboard.press('Tab');
  await expect(region).toBeFocused();
  expect(await region.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

// The widget and the insights page, in each variant but the phone menu open (it covers the page).
for (const variant of VARIANTS.filter((v) => !v.menuOpen)) {
  test(`"Was this page helpful?" after a vote (${variant.name}) reads without serious or critical accessibility problems`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await openSettled(page, encodeRoute('/payment-gateways/stripe'), variant);
    const widget = page.getByRole('region', {name: 'Was this page helpful?'});
    await widget.getByRole('button', {name: 'No'}).click();
    await expect(widget.getByLabel('What were you looking for? (optional)')).toBeFocused();
    await expect(widget.getByText('Thank you for your vote.')).toBeVisible();
    await expectAccessible(page, errors);
  });

  test(`the insights page asking for the key (${variant.name}) reads without serious or critical accessibility problems`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await openSettled(page, '/insights/', variant);
    await expect(page.getByLabel('Admin key')).toBeVisible();
    await expectAccessible(page, errors);
  });
}
