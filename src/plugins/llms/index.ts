/**
 * Docs that AI assistants and scripts can read (llmstxt.org), written at build next to the pages:
 * - each doc page's Markdown at its URL + `.md` (a folder URL `/x/` at `/x/index.html.md` and
 *   `/x.md`), clean (src/plugins/llms/markdown-twin.ts), and each category page's as its list;
 * - `/llms.txt`: the site's title and summary, then one section per top-level sidebar item, each
 *   page a link to its Markdown with its description, in the sidebar's order;
 * - `/llms-full.txt`: every page's Markdown in that order, each under its title and URL.
 * Off with LLMS_TXT=0.
 */
import fs from 'node:fs';
import type {Server} from 'node:http';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import {markdownTwin} from './markdown-twin';
import {twinPaths} from './paths';
import {searchConfig} from '../../../search/config';
import {llmsDevMiddleware, ownOrigin} from '../../../server/mcp/dev';

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];
type Doc = LoadedContent['loadedVersions'][number]['docs'][number];

/** One page as published in Markdown (`source`: a doc's own Markdown, for its heading ids in `npm start`). */
export type TwinPage = {
  permalink: string;
  title: string;
  description: string;
  markdown: string;
  source?: string;
};
export type TwinSection = {title: string; pages: TwinPage[]};

/** A permalink's URL on the site (spaces and `&` encoded as in the pages' own links). */
export const urlOf = (siteUrl: string, permalink: string) => new URL(encodeURI(permalink), siteUrl).href;

/** A page as an item of a Markdown list: its linked title, then its description when it has one. */
const listItem = (title: string, url: string, description: string) =>
  `- [${title}](${url})${description ? `: ${description}` : ''}`;

/** The pages of the docs, by top-level sidebar item, in the sidebar's order. */
export function twinSections(docs: LoadedContent, siteDir: string, siteUrl: string): TwinSection[] {
  const version = docs.loadedVersions[0];
  const byId = new Map<string, Doc>(version.docs.map((doc) => [doc.id, doc]));
  const fileOf = (doc: Doc) => path.resolve(siteDir, aliasedSitePathToRelativePath(doc.source));
  const byFile = new Map<string, Doc>(version.docs.map((doc) => [fileOf(doc), doc]));
  // Each doc converted once, though a category's list and the top level ask for it again.
  const converted = new Map<string, TwinPage | undefined>();
  /** A doc's page, as a list of none or one. */
  const docPages = (id: string): TwinPage[] => {
    if (!converted.has(id)) converted.set(id, convert(id));
    const page = converted.get(id);
    return page ? [page] : [];
  };
  const convert = (id: string): TwinPage | undefined => {
    const doc = byId.get(id);
    if (!doc) return undefined;
    const file = fileOf(doc);
    const source = fs.readFileSync(file, 'utf8');
    const url = urlOf(siteUrl, doc.permalink);
    // A link to another page's file (`stripe.md`), relative to this one's, as Docusaurus resolves it.
    const fileUrl = (link: string) => {
      const target = byFile.get(path.resolve(path.dirname(file), decodeURI(link)));
      return target && urlOf(siteUrl, target.permalink);
    };
    return {
      permalink: doc.permalink,
      title: doc.title,
      description: doc.description,
      markdown: markdownTwin(source, {title: doc.title, url, fileUrl}),
      source,
    };
  };
  const pagesUnder = (item: SidebarItem): TwinPage[] => {
    if (item.type === 'doc' || item.type === 'ref') return docPages(item.id);
    if (item.type !== 'category') return [];
    const children = item.items.flatMap(pagesUnder);
    const own: TwinPage[] = [];
    if (item.link?.type === 'doc') own.push(...docPages(item.link.id));
    if (item.link?.type === 'generated-index') {
      const {permalink, title = item.label, description = ''} = item.link;
      const direct = item.items.flatMap((child) =>
        child.type === 'category' && child.link?.type === 'generated-index'
          ? [{title: child.label, permalink: child.link.permalink, description: child.link.description ?? ''}]
          : pagesUnder(child).slice(0, 1),
      );
      const list = direct.map((p) => listItem(p.title, urlOf(siteUrl, p.permalink), p.description));
      own.push({
        permalink,
        title,
        description,
        markdown: `# ${title}\n\n${description ? `${description}\n\n` : ''}${list.join('\n')}\n`,
      });
    }
    return [...own, ...children];
  };
  const sidebar = Object.values(version.sidebars)[0] ?? [];
  return sidebar.map((item) => {
    const pages = pagesUnder(item);
    return {title: item.type === 'category' ? item.label : (pages[0]?.title ?? ''), pages};
  });
}

/** `/llms.txt` (llmstxt.org): title, summary, a section per top-level sidebar item. */
export function llmsTxt({title, siteUrl}: {title: string; siteUrl: string}, sections: TwinSection[]): string {
  // The summary: the home page's description (the first page of the sidebar).
  const summary = sections[0]?.pages[0]?.description ?? '';
  const lines = [`# ${title}`, '', `> ${summary}`, ''];
  lines.push(
    `Every page below is also published as Markdown: its URL with \`.md\` appended. ` +
      `[llms-full.txt](${urlOf(siteUrl, '/llms-full.txt')}) holds them all, in this order.`,
    '',
    // The production server's MCP endpoint (server/mcp/).
    `An MCP server (Streamable HTTP, read-only, no sign-in) at ${urlOf(siteUrl, '/mcp')} has the tools ` +
      '`search_docs`, `get_page` and `list_pages`.',
    '',
  );
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      lines.push(listItem(page.title, urlOf(siteUrl, twinPaths(page.permalink)[0]), page.description));
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** `/llms-full.txt`: every page's Markdown, each under its title and URL. */
export function llmsFullTxt(siteUrl: string, sections: TwinSection[]): string {
  return sections
    .flatMap((section) => section.pages)
    .map((page) => {
      const [heading, ...rest] = page.markdown.split('\n');
      return [heading, '', `URL: ${urlOf(siteUrl, page.permalink)}`, ...rest].join('\n');
    })
    .join('\n\n---\n\n');
}

/** Every file published (URL path → text): each page's twins, `/llms.txt` and `/llms-full.txt`. */
export function llmsFiles(
  sections: TwinSection[],
  site: {title: string; siteUrl: string},
): Map<string, string> {
  const files = new Map<string, string>();
  for (const page of sections.flatMap((s) => s.pages))
    for (const twin of twinPaths(page.permalink)) files.set(twin, page.markdown);
  files.set('/llms.txt', llmsTxt(site, sections));
  files.set('/llms-full.txt', llmsFullTxt(site.siteUrl, sections));
  return files;
}

/** Whether the build publishes the Markdown (LLMS_TXT, on unless "0" or "false"). */
export const llmsEnabled = (env: NodeJS.ProcessEnv = process.env) =>
  env.LLMS_TXT !== '0' && env.LLMS_TXT !== 'false';

export default function llmsPlugin(context: LoadContext): Plugin {
  const enabled = llmsEnabled();
  let sections: TwinSection[] = [];
  return {
    name: 'quiznest-llms',

    // Each doc page gets the Copy page control and a <link rel="alternate"> to its Markdown.
    ...(enabled ? {getThemePath: () => path.resolve(__dirname, 'theme')} : {}),

    async allContentLoaded({allContent}) {
      if (!enabled) return;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docs) throw new Error('quiznest-llms needs the docs plugin');
      sections = twinSections(docs, context.siteDir, context.siteConfig.url);
    },

    async postBuild({outDir, siteConfig}) {
      if (!enabled) return;
      for (const [urlPath, text] of llmsFiles(sections, {title: siteConfig.title, siteUrl: siteConfig.url})) {
        const file = path.join(outDir, urlPath);
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, text);
      }
    },

    configureWebpack(_config, isServer) {
      if (!enabled || isServer) return undefined;
      const site = {title: context.siteConfig.title, siteUrl: context.siteConfig.url};
      const search = searchConfig(process.env, context.siteDir);
      const devServer = {
        // `npm start` answers them too, as last loaded; /mcp with the embedded search (server/mcp/dev.ts).
        // First, before the history fallback answers any GET with the app. Docusaurus merges this with its
        // own setupMiddlewares (webpack-merge calls both on the same array and concatenates what they
        // return): ours adds to that array and returns nothing more.
        setupMiddlewares(middlewares: unknown[], server: {server?: Pick<Server, 'address'>}) {
          const origin = () => {
            const address = server.server?.address();
            return address && typeof address === 'object' ? ownOrigin(address) : undefined;
          };
          const mcp = search.embedded ? {search, origin} : undefined;
          const files = (loaded: TwinSection[]) => llmsFiles(loaded, site);
          middlewares.unshift({
            name: 'quiznest-llms',
            middleware: llmsDevMiddleware(() => sections, files, mcp),
          });
          return [];
        },
      };
      // The dev server's options are not in the type of webpack's Configuration (Docusaurus merges them).
      return {devServer} as Record<string, unknown>;
    },
  };
}
