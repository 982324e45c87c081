/**
 * The site's pages as the MCP tools see them, from the build in memory (server/static-files.ts;
 * in `npm start`, the dev server's current pages: server/mcp/dev.ts): the list is what `/llms.txt`
 * lists (src/plugins/llms), each page's Markdown its published twin.
 * Only those pages are ever answered: a URL is turned into one of the list's keys, or refused.
 */
import {resolvePage, type SiteFiles} from '../static-files';
import {twinPaths} from '../../src/plugins/llms/paths';
import {headingOf, sectionUnder, type Heading} from './section';

/** Where the pages are read: the site's text files, and the heading a page gives an anchor. */
export type PageSource = {
  /** A file of the site as text, by its URL path: `/llms.txt`, `/contact/index.html.md`. */
  text(urlPath: string): string | undefined;
  /** The heading whose id is `anchor` on the page at `pagePath` (as in its URL), if any. */
  heading(pagePath: string, anchor: string): Heading | undefined;
};

const textOf = (files: SiteFiles, key: string) => files.get(key)?.variants.identity.body.toString('utf8');

/** The build's pages: its files, and the headings' ids in its HTML. */
export const builtPages = (files: SiteFiles): PageSource => ({
  text: (urlPath) => textOf(files, urlPath),
  heading(pagePath, anchor) {
    const htmlKey = resolvePage(files, pagePath);
    return htmlKey ? headingOf(textOf(files, htmlKey) ?? '', anchor) : undefined;
  },
});

/** One page of `/llms.txt`: its section there, title, URLs and description. */
export type ListedPage = {section: string; title: string; url: string; markdown: string; description: string};

/** Why a URL is not one of the site's pages, in a sentence for the model. */
export class PageRefused extends Error {}

/** `- [Title](https://site/x.md): description` (llmstxt.org's list item, as src/plugins/llms writes it). */
const ITEM = /^- \[(.+?)\]\((\S+?)\)(?:: (.*))?$/;

/** The page path a twin's path stands for: `/x.md` → `/x`, `/x/index.html.md` → `/x/`. */
const pageOfTwin = (twin: string) =>
  twin.endsWith('/index.html.md') ? twin.slice(0, -13) : twin.slice(0, -3);

export class SitePages {
  readonly pages: ListedPage[] = [];
  /** The site's origin, as the build's llms.txt links say it. */
  readonly origin: string = '';
  /** Decoded page path (`/Admin Users/Role`, `/contact/`) → the page. */
  private readonly byPath = new Map<string, ListedPage>();

  constructor(private readonly source: PageSource) {
    let section = '';
    for (const line of (source.text('/llms.txt') ?? '').split('\n')) {
      if (line.startsWith('## ')) section = line.slice(3).trim();
      const item = ITEM.exec(line);
      if (!item || !section) continue;
      const twin = new URL(item[2]);
      this.origin ||= twin.origin;
      const pagePath = pageOfTwin(decodeURIComponent(twin.pathname));
      const page: ListedPage = {
        section,
        title: item[1],
        url: new URL(encodeURI(pagePath), twin.origin).href,
        markdown: twin.href,
        description: item[3] ?? '',
      };
      this.pages.push(page);
      this.byPath.set(pagePath, page);
    }
  }

  /**
   * The page a URL names: absolute on the site's origin (or `ownOrigin`, where this server
   * answers) or a path, the page's URL or its Markdown twin's, with or without a `#anchor`.
   */
  find(url: string, ownOrigin?: string): {page: ListedPage; anchor: string} {
    // Refused before any parsing resolves it away: `/a/../b` is not a way to name `/b`.
    if (/(^|[/\\])(\.|%2e){2}([/\\?#]|$)/i.test(url)) throw new PageRefused('A path with ".." is refused.');
    let parsed: URL;
    try {
      parsed = new URL(url, this.origin || 'http://localhost');
    } catch {
      throw new PageRefused('Not a URL.');
    }
    const origins = [this.origin, ownOrigin].filter(Boolean);
    if (!url.startsWith('/') && !origins.includes(parsed.origin))
      throw new PageRefused(`Not a page of this site: only URLs on ${this.origin} are answered.`);
    let pagePath: string;
    try {
      pagePath = decodeURIComponent(parsed.pathname);
    } catch {
      throw new PageRefused('The URL is not valid percent-encoding.');
    }
    if (pagePath.endsWith('.md')) pagePath = pageOfTwin(pagePath);
    const page = this.byPath.get(pagePath) ?? this.byPath.get(`${pagePath}/`);
    if (!page) throw new PageRefused('Not a page of this site: list_pages lists them all.');
    return {page, anchor: decodeURIComponent(parsed.hash.slice(1))};
  }

  /** The page's Markdown twin, whole or (with `anchor`) the one section under that heading. */
  markdown(page: ListedPage, anchor = ''): string {
    const pagePath = new URL(page.url).pathname;
    const whole = this.source.text(twinPaths(decodeURIComponent(pagePath))[0]) ?? '';
    if (!anchor) return whole;
    const heading = this.source.heading(pagePath, anchor);
    const section = heading && sectionUnder(whole, heading);
    if (!section) throw new PageRefused(`The page has no section #${anchor}.`);
    return section;
  }
}
