/**
 * The production server's security headers, in Chromium: the site works under
 * its Content-Security-Policy (pages, colour mode, a Mermaid diagram, the
 * DocSearch dialog, the /search page) without a single CSP violation.
 */
import {test, expect, type Page} from '@playwright/test';

type Violation = {directive: string; blocked: string; sample: string};

/** Collects CSP violations: the page's securitypolicyviolation events and Chromium's console reports. */
async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) console.push(message.text());
  });
  await page.addInitScript(() => {
    const store: Violation[] = [];
    (window as unknown as {__cspViolations: Violation[]}).__cspViolations = store;
    document.addEventListener('securitypolicyviolation', (event) =>
      store.push({directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample}),
    );
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as {__cspViolations: Violation[]}).__cspViolations,
    );
    return {events, console};
  };
}

const hydrated = (page: Page) => expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);

test('pages and the search API carry the security headers', async ({request}) => {
  const page = await request.get('/');
  const headers = page.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  const csp = headers['content-security-policy'];
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toMatch(/script-src[^;]*/);
  expect(csp.match(/script-src[^;]*/)![0]).not.toContain('unsafe-inline');

  const api = await request.get('/1/indexes/quiznest-docs?query=stripe', {
    headers: {'x-algolia-application-id': 'QUIZNEST', 'x-algolia-api-key': 'quiznest-search-only-key'},
  });
  expect(api.status()).toBe(200);
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['access-control-allow-origin']).toBe('*');
});

test('home, colour mode and a page with a Mermaid diagram work under the CSP', async ({page}) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await hydrated(page);
  // The inline colour-mode script ran (allowed by its hash): the theme attribute is set.
  await expect(page.locator('html[data-theme="light"]')).toHaveCount(1);
  await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
  await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);

  await page.goto('/payment-gateways/paypal');
  await hydrated(page);
  // Mermaid loads when the diagram's place scrolls into view (src/themes/lazy-mermaid).
  await page.locator('.quiznest-mermaid').first().scrollIntoViewIfNeeded();
  const diagram = page.locator('.docusaurus-mermaid-container svg');
  await expect(diagram.first()).toBeVisible();
  expect((await diagram.first().boundingBox())!.height).toBeGreaterThan(50);
  expect(await violations()).toEqual({events: [], console: []});
});

test('the DocSearch dialog and the /search page find results under the CSP', async ({page}) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('stripe webhook');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/search?q=stripe');
  await hydrated(page);
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.locator('article a[href*="stripe"]').first()).toBeVisible();
  expect(await violations()).toEqual({events: [], console: []});
});
