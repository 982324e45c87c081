/**
 * A built site for the MCP tests, without a Docusaurus build: the production server's fixture
 * (server-fixture.ts) plus, for a few real pages of docs/, what the build publishes for them:
 * their Markdown twins (src/plugins/llms' own markdownTwin), an llms.txt listing them (its own
 * llmsTxt), and each page's HTML with its headings' ids; the search records are the site's real
 * ones (site-records.ts), so search_docs ranks as it does on the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import {markdownTwin} from '../../src/plugins/llms/markdown-twin';
import {llmsTxt, urlOf, type TwinSection} from '../../src/plugins/llms';
import {twinPaths} from '../../src/plugins/llms/paths';
import {frontMatter, parseMdx} from '../../search/records/markdown';
import {REPO_ROOT} from '../../scripts/lib/repo-root';
import {makeFixture, type Fixture} from './server-fixture';
import {siteRecords} from './site-records';

export const SITE_URL = 'http://localhost:3000';

/** The pages the fixture publishes: a page with sections, a folder URL, a path with a space. */
export const MCP_PAGES = [
  {
    file: 'installation-guide/server-setup/cPanel/Admin.md',
    permalink: '/installation-guide/server-setup/cPanel/Admin',
  },
  {file: 'contact/index.md', permalink: '/contact/'},
  {file: 'Admin Users/Role.md', permalink: '/Admin Users/Role'},
];

/** The HTML key Docusaurus gives a permalink (`/x` → x/index.html, `/x/` → x/index.html). */
const htmlOf = (permalink: string) => `${permalink.replace(/\/$/, '')}/index.html`.slice(1);

/** The id the fixture gives a heading (github-style, as Docusaurus does for these pages). */
export const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

/** A page's HTML as far as the MCP tools read it: each Markdown heading with its github-style id. */
function html(title: string, markdown: string): string {
  const headings = [...markdown.matchAll(/^(#{2,6}) (.+)$/gm)].map(([, hashes, text]) => {
    const id = anchorOf(text);
    const level = hashes.length;
    return `<h${level} class="anchor" id="${id}">${text}<a href="#${id}" class="hash-link">\u200b</a></h${level}>`;
  });
  return `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${headings.join('')}</body></html>`;
}

export type McpFixture = Fixture & {twins: Map<string, string>};

export async function makeMcpFixture(): Promise<McpFixture> {
  const fixture = makeFixture();
  const write = (relative: string, content: string) => {
    const file = path.join(fixture.buildDir, relative);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
  };
  const twins = new Map<string, string>();
  const section: TwinSection = {title: 'Pages', pages: []};
  for (const {file, permalink} of MCP_PAGES) {
    const source = fs.readFileSync(path.join(REPO_ROOT, 'docs', file), 'utf8');
    const {title = '', description = ''} = frontMatter(parseMdx(source)) as {
      title?: string;
      description?: string;
    };
    const markdown = markdownTwin(source, {title, url: urlOf(SITE_URL, permalink), fileUrl: () => undefined});
    for (const twin of twinPaths(permalink)) write(twin, markdown);
    twins.set(permalink, markdown);
    write(htmlOf(permalink), html(title, markdown));
    section.pages.push({permalink, title, description, markdown});
  }
  write('llms.txt', llmsTxt({title: 'QuizNest', siteUrl: SITE_URL}, [section]));
  fs.writeFileSync(fixture.recordsFile, JSON.stringify(await siteRecords(REPO_ROOT)));
  return {...fixture, twins};
}
