import path from 'node:path';
import {test, expect} from '@playwright/test';
import {encodeRoute} from '../../scripts/lib/routes';
import {waitForDocSearchStyles} from '../support/dialog';
import {allPages, docRoute, hasHeading} from '../../scripts/lib/content-rules';
import {contrastRatio} from '../../src/codeTheme';
import {hasFullGitHistory} from '../../src/gitHistory';

test.describe('navbar and footer', () => {
  test('logo links home; search button and colour switch are there; footer links the sections', async ({
    page,
  }) => {
    await page.goto(encodeRoute('/Admin Users/Role'));
    const logo = page.locator('a.navbar__brand');
    // Before hydration the theme renders a light and a dark logo; the reader sees one.
    await expect(logo.locator('img:visible')).toHaveAttribute('src', '/img/logo.svg');
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', {name: 'Search'}).first()).toBeVisible();
    await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const label of ['Installation Guide', 'Settings', 'Payment Gateways']) {
      await expect(footer.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} QuizNest`);
  });
});

test('pages carry the favicon, the social card and a description', async ({page}) => {
  await page.goto(encodeRoute('/Settings/SEO & Meta/Robots TXT'));
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/img/favicon.svg');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/img\/social-card\.png$/,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /robots\.txt/);
  const card = await page.request.get('/img/social-card.png');
  expect(card.headers()['content-type']).toBe('image/png');
});

test.describe('mobile menu', () => {
  test('under 996 px the menu button opens the sidebar as a drawer', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', {name: 'Dashboard', exact: true}).click();
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await expect(drawer).toBeHidden();
  });

  test('from 997 px (the framework breakpoint) there is no menu button', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto('/');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible();
  });
});

test('the announcement bar stays dismissed after a reload', async ({page}) => {
  await page.goto('/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toContainText('Installation Guide');
  await expect(bar.getByRole('link')).toHaveAttribute('href', '/category/installation-guide');
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('starts light under a dark system preference, switches, and the choice persists', async ({page}) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});

/** Doc pages whose source has an h4 (the TOC test needs one). */
const pagesWithH4 = () =>
  allPages()
    .filter((file) => hasHeading(file, 4))
    .map(docRoute);

test('the table of contents lists h2 and h3, never h4', async ({page}) => {
  const routes = pagesWithH4();
  expect(routes.length, 'at least one page has an h4 to check').toBeGreaterThan(0);
  await page.goto(encodeRoute(routes[0]));
  const toc = page.locator('.theme-doc-toc-desktop');
  const h2 = await page.locator('article h2[id]').first().getAttribute('id');
  const h4 = await page.locator('article h4[id]').first().getAttribute('id');
  await expect(toc.locator(`a[href="#${h2}"]`)).toHaveCount(1);
  await expect(toc.locator(`a[href="#${h4}"]`)).toHaveCount(0);
  if (await page.locator('article h3[id]').count()) {
    const h3 = await page.locator('article h3[id]').first().getAttribute('id');
    await expect(toc.locator(`a[href="#${h3}"]`)).toHaveCount(1);
  }
});

test('a doc page says when it was last updated, below its text', async ({page}) => {
  test.skip(
    !hasFullGitHistory(path.resolve(__dirname, '../..')),
    'without git history the build shows no dates',
  );
  await page.goto(encodeRoute('/payment-gateways/stripe'));
  const updated = page.locator('article footer .theme-last-updated');
  await expect(updated).toBeVisible();
  await expect(updated).toHaveText(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(updated.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
});

test.describe('what Lighthouse checks', () => {
  test('robots.txt lets crawlers in and names the sitemap, which exists', async ({page}) => {
    const robots = await page.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    const sitemap = text.match(/^Sitemap: (\S+)$/m)?.[1];
    expect(sitemap).toMatch(/^https?:\/\/.+\/sitemap\.xml$/);
    const served = await page.request.get(new URL(sitemap!).pathname);
    expect(served.status()).toBe(200);
    expect(await served.text()).toContain('<urlset');
  });

  test('links in running text are underlined, not told apart by colour alone', async ({page}) => {
    await page.goto('/');
    const link = page.locator('article .markdown p a').first();
    await expect(link).toBeVisible();
    expect(await link.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
  });

  for (const theme of ['light', 'dark']) {
    test(`the search button's placeholder is readable (4.5:1) in ${theme} mode`, async ({page}) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/');
      const placeholder = page.locator('.DocSearch-Button-Placeholder');
      await expect(placeholder).toBeVisible();
      // DocSearch's stylesheet arrives after the page's: wait for it, it is the one that used to win.
      await waitForDocSearchStyles(page);
      const [fg, bg] = await placeholder.evaluate((el) => [
        getComputedStyle(el).color,
        getComputedStyle(el.closest('.DocSearch-Button')!).backgroundColor,
      ]);
      expect(contrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    });
  }

  test('task-list checkboxes are named after their item', async ({page}) => {
    await page.goto(encodeRoute('/payment-gateways/stripe'));
    const boxes = page.locator('li.task-list-item input[type="checkbox"]');
    expect(await boxes.count()).toBeGreaterThan(0);
    for (const box of await boxes.all()) {
      const item = (await box.locator('xpath=ancestor::li[1]').innerText()).replace(/\s+/g, ' ').trim();
      await expect(box).toHaveAccessibleName(item);
    }
  });

  test('a Mermaid diagram is drawn once it scrolls into view', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await expect(page.locator('article h1')).toBeVisible();
    const diagram = page.locator('.docusaurus-mermaid-container svg');
    // Far below the first screen on a phone: not loaded yet.
    await expect(diagram).toHaveCount(0);
    // Scroll to the paragraph right after the diagram.
    await page.getByText('The client app can also run as a static export').scrollIntoViewIfNeeded();
    await expect(diagram).toBeVisible();
    await expect(diagram).toContainText('Payment gateways');
  });
});
