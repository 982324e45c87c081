import {test, expect, type Page} from '@playwright/test';
import {encodeRoute} from '../../scripts/lib/routes';

/**
 * Manage Pages documents what the admin panel does with pasted HTML, so its prose holds markup:
 * the page, the search dialog and /search must show it as text and never run it.
 */
const route = encodeRoute('/Settings/Theme Settings/Manage Pages');
const IMG = '<img src="/storage/pages/team.jpg" onerror="alert(1)">';
const SCRIPT = '<script src="https://widget.example.net/embed.js"></script>';

/** Fails the test on any dialog, and records any call of alert/confirm/prompt (even a stubbed one). */
async function watchForExecution(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.defineProperty(window, '__executed', {value: calls});
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      const original = window[name].bind(window);
      window[name] = ((...args: unknown[]) => {
        calls.push(`${name}(${args.map(String).join(', ')})`);
        return (original as (...a: unknown[]) => unknown)(...args);
      }) as never;
    }
  });
  return async () => {
    const executed = await page.evaluate(() => (window as unknown as {__executed: string[]}).__executed);
    expect(executed, 'nothing called alert, confirm or prompt').toEqual([]);
    expect(dialogs, 'no dialog opened').toEqual([]);
  };
}

/** No element the markup in the docs could have injected exists inside `scope`. */
async function expectNothingInjected(page: Page, scope: string) {
  await expect(page.locator(`${scope} img[onerror]`)).toHaveCount(0);
  await expect(page.locator(`${scope} img[src="/storage/pages/team.jpg"]`)).toHaveCount(0);
  await expect(page.locator(`${scope} script`)).toHaveCount(0);
}

test('markup in a page is shown as text, never run', async ({page}) => {
  const checkNothingRan = await watchForExecution(page);
  await page.goto(route);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const section = page.locator('article p', {hasText: 'What you paste in Source'});
  await expect(section).toContainText(IMG);
  await expect(section).toContainText(SCRIPT);
  await expectNothingInjected(page, 'article');
  await checkNothingRan();
});

test('the search dialog shows markup from the docs as text, highlighted, never run', async ({page}) => {
  const checkNothingRan = await watchForExecution(page);
  await page.goto('/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('onerror');
  const hit = page.locator('.DocSearch-Hit', {has: page.locator('a[href$="#html-pasted-into-source"]')});
  await expect(hit).toBeVisible();
  await expect(hit).toContainText('onerror="alert(1)"> is saved as <img');
  await expect(hit.locator('mark', {hasText: /^onerror$/})).not.toHaveCount(0);
  await expectNothingInjected(page, '.DocSearch-Modal');

  // A query made of markup finds pages by its words (img, onerror…) and injects nothing.
  await page.locator('.DocSearch-Input').fill('<img src=x onerror=alert(2)>');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
  // One that finds nothing is echoed as text on the "No results" screen.
  const query = '<zzqx>zzqy</zzqx>';
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-NoResults')).toContainText(query);
  await expect(page.locator('.DocSearch-Modal zzqx')).toHaveCount(0);
  await checkNothingRan();
});

test('the search page shows markup from the docs and from the query as text, never run', async ({page}) => {
  const checkNothingRan = await watchForExecution(page);
  await page.goto('/search?q=onerror');
  const result = page.locator('main article', {hasText: 'HTML pasted into Source'}).first();
  await expect(result).toBeVisible();
  await expect(result).toContainText('onerror="alert(1)"> is saved as <img');
  await expect(result.locator('.search-result-match', {hasText: /^onerror$/})).not.toHaveCount(0);
  await expectNothingInjected(page, 'main');

  const query = '<img src=x onerror=alert(3)>';
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${query}"`);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await checkNothingRan();
});
