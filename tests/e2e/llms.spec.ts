import fs from 'node:fs';
import {test, expect} from '@playwright/test';
import {parseDocument} from 'htmlparser2';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';

/** The pages llms.txt lists, by path on the served site. */
async function listed(request: import('@playwright/test').APIRequestContext) {
  const llms = await (await request.get('/llms.txt')).text();
  return [...llms.matchAll(/^- \[[^\]]+\]\((\S+)\)/gm)].map((m) => new URL(m[1]));
}

/** A node of htmlparser2's document, as far as these tests read it. */
type Node = {type: string; name: string; data?: string; attribs: Record<string, string>; children?: Node[]};

/** An element's text as the browser shows it: `<br>` as a line break. */
function text(node: Node): string {
  if (node.type === 'text') return node.data ?? '';
  if (node.name === 'br') return '\n';
  return (node.children ?? []).map(text).join('');
}

/** The elements under `node` that `keep` picks (not looking inside those). */
function elements(node: Node, keep: (e: Node) => boolean, out: Node[] = []): Node[] {
  if (node.type === 'tag' && keep(node)) out.push(node);
  else for (const child of node.children ?? []) elements(child, keep, out);
  return out;
}

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
      // Code (fenced, also inside a list item, or inline) may hold anything: `<If>` is an Apache
      // directive, not JSX; `export PATH=…` a shell line.
      const text = (await page.text())
        .replace(/^[ \t]*```[\s\S]*?^[ \t]*```/gm, '')
        .replace(/`[^`\n]*`/g, '');
      expect(text, link).toMatch(/^# \S/);
      expect(text, link).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]|^import |^export |^---$\n\w+:/m);
    }
    // Compressed and cached as the pages are.
    const compressed = await request.get(links[0], {headers: {'accept-encoding': 'br'}});
    expect(compressed.headers()['content-encoding']).toBe('br');
    expect(compressed.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(compressed.headers().etag).toMatch(/^"/);
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
    // And with the mouse, once the status has gone back to idle.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await expect(page.getByRole('status')).toHaveText('');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status')).toHaveText("Copied: the page's Markdown");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(served);
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/Settings/SEO%20&%20Meta/Seo.md',
    );
  });

  test("each page's Markdown has its HTML's headings in order, every code block byte for byte, and links that answer 200", async ({
    request,
  }) => {
    const checked = new Set<string>();
    let pages = 0;
    for (const twin of await listed(request)) {
      const htmlPath = twin.pathname.replace(/(index\.html)?\.md$/, '');
      const html = parseDocument(await (await request.get(htmlPath)).text()) as unknown as Node;
      const [content] = elements(html, (e) => /\btheme-doc-markdown\b/.test(e.attribs.class ?? ''));
      const markdown = await (await request.get(twin.pathname)).text();
      const tree = unified().use(remarkParse).parse(markdown);
      const mdHeadings: string[] = [];
      const mdCode: string[] = [];
      visit(tree, (node) => {
        if (node.type === 'heading') mdHeadings.push(toString(node).trim());
        if (node.type === 'code') mdCode.push(node.value);
      });
      // Every link absolute; the site's own answer 200 (nothing outside the machine is fetched).
      for (const [, link] of markdown.matchAll(/\]\((\S+?)\)/g)) {
        expect(link, twin.pathname).toMatch(/^(https?:|mailto:)/);
        const url = new URL(link);
        if (url.origin !== twin.origin || checked.has(url.pathname)) continue;
        checked.add(url.pathname);
        expect((await request.get(url.pathname)).status(), `${link} in ${twin.pathname}`).toBe(200);
      }
      if (!content) continue; // a category page: its Markdown is the list of its pages
      pages += 1;
      const headings = elements(content, (e) => /^h[1-6]$/.test(e.name)).map((h) =>
        text(h)
          .replace(/\u200b/g, '')
          .trim(),
      );
      expect(mdHeadings, twin.pathname).toEqual(headings);
      const blocks = elements(content, (e) => e.name === 'pre').map((pre) => text(pre).replace(/\n$/, ''));
      for (const block of blocks) expect(mdCode, `${twin.pathname}: a code block`).toContain(block);
    }
    // Every doc file of docs/ has its HTML compared.
    const docFiles = fs.readdirSync('docs', {recursive: true}).filter((f) => /\.mdx?$/.test(String(f)));
    expect(pages).toBe(docFiles.length);
  });
});
