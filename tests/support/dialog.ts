/** The DocSearch dialog as the e2e tests drive it: open it, type a query, wait for its answer. */
import {expect, type Page} from '@playwright/test';

export const dialog = (page: Page) => page.locator('.DocSearch-Modal');
export const input = (page: Page) => page.locator('.DocSearch-Input');

/** Opens the home page and, once it has hydrated, the dialog with Ctrl+K. */
export async function openDialog(page: Page) {
  await page.goto('/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
}

/** The service's answer to `query` (not a previous query's), once it arrives. */
const answered = (page: Page, query: string) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/1/indexes/') &&
      (response.request().postData() ?? '').includes(`"query":${JSON.stringify(query)}`),
  );

/** Types a query and waits for the service's answer to it to be on screen (not the previous query's). */
export async function search(page: Page, query: string) {
  const answer = answered(page, query);
  await input(page).fill(query);
  await answer;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

/**
 * Types `text` a key at a time, as a reader does (a request per keystroke), each key waiting for its
 * answer: a reader's keys are far enough apart for their requests to arrive in order, while two in
 * flight on two connections can arrive swapped.
 */
export async function typeKeys(page: Page, text: string) {
  for (let end = 1; end <= text.length; end++) {
    const answer = answered(page, text.slice(0, end));
    await input(page).press(text[end - 1]);
    await answer;
  }
}

/** Whether DocSearch's stylesheet (which arrives after the page's own) is applied. */
export async function waitForDocSearchStyles(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.styleSheets).some((sheet) => {
      try {
        return Array.from(sheet.cssRules).some((rule) =>
          rule.cssText.includes('.DocSearch-Button-Placeholder'),
        );
      } catch {
        return false;
      }
    }),
  );
}
