/**
 * The site's real DocSearch records, for tests and benchmarks: the build's
 * records file after `npm run build`, otherwise built in-process from docs/ and
 * sidebars.ts by the search plugin's own pagesOf (src/plugins/search/index.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {searchConfig} from '../../search/config';
import {frontMatter, parseMdx} from '../../search/records/markdown';
import {buildRecords, type DocSearchRecord} from '../../search/records/records';
import {pagesOf} from '../../src/plugins/search/index';

const SITE_URL = 'http://localhost:3000';

type SidebarItem =
  string | {type: string; label?: string; link?: {type: string; slug?: string}; items?: SidebarItem[]};

/**
 * A sidebars.ts item as the docs plugin loads it, as far as pagesOf reads it: doc ids as
 * {type: 'doc'} items, and the permalink of a generated index (its slug, with routeBasePath "/").
 */
function loaded(item: SidebarItem): unknown {
  if (typeof item === 'string') return {type: 'doc', id: item};
  const link = item.link?.type === 'generated-index' ? {...item.link, permalink: item.link.slug} : item.link;
  return {...item, link, items: item.items?.map(loaded)};
}

/** The URL Docusaurus gives a doc (routeBasePath "/"): its slug, else its path (a folder's index as the folder). */
function permalink(id: string, slug: unknown): string {
  if (typeof slug === 'string') return slug.startsWith('/') ? slug : `/${path.posix.dirname(id)}/${slug}`;
  return id.endsWith('/index') || id === 'index' ? `/${id.slice(0, -'index'.length)}` : `/${id}`;
}

/**
 * The docs plugin's content as src/plugins/search/index.ts reads it, from docs/ and sidebars.ts
 * without loading the site (seconds of Docusaurus start-up, and a .docusaurus/ written).
 */
async function docsContent(root: string): Promise<LoadedContent> {
  const sidebars = (await import(path.join(root, 'sidebars.ts'))) as {default: Record<string, SidebarItem[]>};
  const config = (sidebars.default ?? sidebars) as Record<string, SidebarItem[]>;
  const docsDir = path.join(root, 'docs');
  const docs = fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => {
      const id = file
        .split(path.sep)
        .join('/')
        .replace(/\.mdx?$/, '');
      const front = frontMatter(parseMdx(fs.readFileSync(path.join(docsDir, file), 'utf8')));
      return {
        id,
        permalink: permalink(id, front.slug),
        title: String(front.title ?? path.posix.basename(id)),
        frontMatter: front,
        source: `@site/docs/${file}`,
      };
    });
  const sidebarsLoaded = Object.fromEntries(
    Object.entries(config).map(([name, items]) => [name, items.map(loaded)]),
  );
  return {loadedVersions: [{docs, sidebars: sidebarsLoaded}]} as unknown as LoadedContent;
}

/** The site's records: the build's when there is one (SEARCH_RECORDS_FILE), else built from docs/ now. */
export async function siteRecords(root: string): Promise<DocSearchRecord[]> {
  const file = searchConfig(process.env, root).recordsFile;
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as DocSearchRecord[];
  return buildRecords(pagesOf(await docsContent(root), root), SITE_URL);
}
