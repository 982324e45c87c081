import {test, expect} from '@playwright/test';
import {VARIANTS, describeBlocking, openSettled, scan} from '../support/a11y';

const PAGE = '/installation-guide/server-setup/cPanel/Admin';
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

test.describe('docs for AI assistants: the page menu and Markdown by content negotiation', () => {
  test('the page menu opens from the keyboard and its links name the page Markdown URL', async ({page}) => {
    await openSettled(page, PAGE, VARIANTS[0]);
    const summary = page.locator('summary', {hasText: 'Open in an assistant'});
    await summary.focus();
    await page.keyboard.press('Enter');
    const chatgpt = page.getByRole('link', {name: 'Open in ChatGPT'});
    await expect(chatgpt).toBeVisible();
    const markdownUrl = new URL(`${PAGE}.md`, 'http://localhost:3000').href;
    for (const [link, prefix] of [
      [chatgpt, 'https://chatgpt.com/?'],
      [page.getByRole('link', {name: 'Open in Claude'}), 'https://claude.ai/new?'],
    ] as const) {
      const href = (await link.getAttribute('href'))!;
      expect(href.startsWith(prefix), href).toBe(true);
      expect(new URL(href).searchParams.get('q')).toContain(markdownUrl);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Tab reaches each item; Escape-free: Enter on the summary closes it again.
    await page.keyboard.press('Tab');
    await expect(chatgpt).toBeFocused();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(chatgpt).toBeHidden();
  });

  test('"Connect to your assistant" loads its snippets on demand, each copyable, and is axe-clean', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openSettled(page, PAGE, VARIANTS[0]);
    const before = scripts.length;
    await page.locator('summary', {hasText: 'Open in an assistant'}).click();
    const connect = page.getByRole('button', {name: 'Connect to your assistant'});
    await expect(connect).toHaveAttribute('aria-expanded', 'false');
    await connect.focus();
    await page.keyboard.press('Enter');
    await expect(connect).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', {name: 'Connect to your assistant'});
    await expect(panel).toBeVisible();
    // The panel came as a chunk of its own, after first load.
    expect(scripts.length).toBeGreaterThan(before);
    const mcpUrl = 'http://localhost:3000/mcp';
    await expect(panel.locator('code').first()).toHaveText(mcpUrl);
    const cases: [string, string][] = [
      ['Claude Code', `claude mcp add --transport http quiznest-docs ${mcpUrl}`],
      ['Claude Desktop', mcpUrl],
      ['Cursor', JSON.stringify({mcpServers: {'quiznest-docs': {url: mcpUrl}}}, null, 2)],
      ['VS Code', JSON.stringify({servers: {'quiznest-docs': {type: 'http', url: mcpUrl}}}, null, 2)],
    ];
    for (const [client, text] of cases) {
      await page.getByRole('button', {name: `Copy the ${client} set-up`}).click();
      await expect(panel.getByRole('status').filter({hasText: `Copied the ${client} set-up`})).toHaveCount(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    }
    expect(describeBlocking(await scan(page))).toBe('');
  });

  test('the menu open is axe-clean in dark mode and on a phone, and fits the screen', async ({page}) => {
    for (const variant of [VARIANTS[1], VARIANTS[2]]) {
      await openSettled(page, PAGE, variant);
      await page.locator('summary', {hasText: 'Open in an assistant'}).click();
      await page.getByRole('button', {name: 'Connect to your assistant'}).click();
      const panel = page.getByRole('region', {name: 'Connect to your assistant'});
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(variant.viewport.width);
      expect(describeBlocking(await scan(page)), variant.name).toBe('');
    }
  });

  test('Accept: text/markdown gets the Markdown of five routes (spaces, a folder URL); a browser gets HTML', async ({
    request,
  }) => {
    const routes = ['/', '/contact/', '/Admin%20Users/Role', '/Mange%20Contests/Winners', PAGE];
    for (const route of routes) {
      const markdown = await request.get(route, {headers: {accept: 'text/markdown'}});
      expect(markdown.status(), route).toBe(200);
      expect(markdown.headers()['content-type'], route).toBe('text/markdown; charset=utf-8');
      expect(markdown.headers().vary, route).toMatch(/(^|, )accept(,|$)/);
      const twin =
        route === '/' ? '/index.html.md' : route.endsWith('/') ? `${route}index.html.md` : `${route}.md`;
      expect(await markdown.text(), route).toBe(await (await request.get(twin)).text());
      const html = await request.get(route, {headers: {accept: BROWSER_ACCEPT}});
      expect(html.headers()['content-type'], route).toBe('text/html; charset=utf-8');
      expect(html.headers().vary, route).toMatch(/(^|, )accept(,|$)/);
    }
  });
});
