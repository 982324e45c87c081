import {test, expect} from '@playwright/test';

test.describe('docs for AI assistants', () => {
  test('llms.txt lists every doc and category page, each Markdown answering 200 as text/markdown, without MDX', async ({
    request,
  }) => {
    const llms = await request.get('/llms.txt');
    expect(llms.status()).toBe(200);
    const links = [...(await llms.text()).matchAll(/^- \[[^\]]+\]\((\S+)\)/gm)].map(
      (m) => new URL(m[1]).pathname,
    );
    // 72 doc pages and the category pages; each listed once.
    expect(links.length).toBeGreaterThanOrEqual(72 + 10);
    expect(new Set(links).size).toBe(links.length);
    for (const link of links) {
      const page = await request.get(link);
      expect(page.status(), link).toBe(200);
      expect(page.headers()['content-type'], link).toBe('text/markdown; charset=utf-8');
      // Code (fenced or inline) may hold anything: `<If>` is an Apache directive, not JSX.
      const text = (await page.text()).replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
      expect(text, link).toMatch(/^# \S/);
      expect(text, link).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]|^import |^export |^---$\n\w+:/m);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^# The docs as Markdown, for AI assistants: \S+\/llms\.txt$/m);
    const full = await request.get('/llms-full.txt');
    expect(full.status()).toBe(200);
    expect((await full.text()).match(/^URL: /gm)?.length).toBe(links.length);
  });

  test('"Copy page" puts the page\'s Markdown on the clipboard, from the keyboard, and says so', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await page.goto('/Settings/SEO%20&%20Meta/Seo');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const markdown = page.locator('link[rel="alternate"][type="text/markdown"]');
    await expect(markdown).toHaveAttribute('href', '/Settings/SEO%20&%20Meta/Seo.md');
    await page.getByRole('button', {name: 'Copy page'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText("Copied: the page's Markdown");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const served = await (await page.request.get('/Settings/SEO%20&%20Meta/Seo.md')).text();
    expect(copied).toBe(served);
    expect(copied).toMatch(/^# SEO/);
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/Settings/SEO%20&%20Meta/Seo.md',
    );
  });
});
