/**
 * Mermaid diagrams: drawn on the pages that have one, and the mermaid library
 * (the heaviest code on the site) downloaded only by those pages
 * (src/themes/lazy-mermaid).
 */
import {test, expect, type Page} from '@playwright/test';

/**
 * Opens a page, scrolls through it to the bottom (so every diagram place enters the viewport), and
 * tells whether any script it downloaded holds the mermaid library.
 */
async function loadsMermaid(page: Page, route: string): Promise<boolean> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto(route);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const places = await page.locator('.quiznest-mermaid').all();
  for (const place of places) await place.scrollIntoViewIfNeeded();
  // A load state already reached resolves at once: wait for the diagrams themselves first.
  if (places.length > 0)
    await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(places.length);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(bodies)).some((body) => body.includes('mermaidAPI'));
}

test('a page with a diagram draws it', async ({page}) => {
  expect(await loadsMermaid(page, '/payment-gateways/paypal')).toBe(true);
  const diagram = page.locator('.docusaurus-mermaid-container svg');
  await expect(diagram).toBeVisible();
  await expect(diagram).toContainText('QuizNest captures the order');
});

test('a page without a diagram does not download the mermaid library', async ({page}) => {
  expect(await loadsMermaid(page, '/payment-gateways/stripe')).toBe(false);
  await expect(page.locator('article h1')).toBeVisible();
});
