/**
 * The Markdown for assistants and `/mcp` on the dev server (`npm start`), mounted by the llms
 * plugin (src/plugins/llms/index.ts): `/llms.txt`, `/llms-full.txt` and every page's twin from the
 * plugin's pages as last loaded (again after each edit), and the production server's MCP routes
 * and tools (route.ts, tools.ts, pages.ts, search.ts) over them, search_docs asking the dev
 * server's own search API (search/dev-search.ts: the same engine and edited records as the dialog).
 * A `#anchor` is the id Docusaurus gives the heading (its slugger, or the heading's `{#custom-id}`).
 */
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Nodes} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {SearchConfig} from '../../search/config';
import {parseMdx} from '../../search/records/markdown';
import type {TwinSection} from '../../src/plugins/llms';
import {SitePages, type PageSource} from './pages';
import type {Heading} from './section';

type DevMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The headings of a doc's source by the ids Docusaurus gives them (mdx-loader's remark/headings). */
export function headingIds(source: string): Map<string, Heading> {
  const slugger = createSlugger();
  const ids = new Map<string, Heading>();
  const visit = (node: Nodes) => {
    if (node.type === 'heading') {
      const parts = node.children.filter((child) => !['html', 'mdxJsxTextElement'].includes(child.type));
      // The parser keeps `{#id}` escaped (`\{#id}`), as the twin's stripHeadingId says.
      const parsed = parseMarkdownHeadingId(toString(parts.length ? parts : node).replace(/\\\{#/, '{#'));
      ids.set(parsed.id ?? slugger.slug(parsed.text), {level: node.depth, text: parsed.text});
    } else if ('children' in node) (node.children as Nodes[]).forEach(visit);
  };
  visit(parseMdx(source));
  return ids;
}

/** The pages over the published files (URL path → text), each doc's headings from its source. */
function devPages(sections: TwinSection[], texts: Map<string, string>) {
  const sources = new Map<string, string>();
  for (const page of sections.flatMap((section) => section.pages))
    if (page.source) sources.set(page.permalink, page.source);
  // Each doc's headings parsed once per set of pages (this object is made again after an edit).
  const ids = new Map<string, Map<string, Heading>>();
  const source: PageSource = {
    text: (urlPath) => texts.get(urlPath),
    heading(pagePath, anchor) {
      const permalink = decodeURIComponent(pagePath);
      const doc = sources.get(permalink);
      if (doc === undefined) return undefined;
      if (!ids.has(permalink)) ids.set(permalink, headingIds(doc));
      return ids.get(permalink)!.get(anchor);
    },
  };
  return {texts, pages: new SitePages(source)};
}

/** Where this process reaches the dev server that `address` is: loopback when it listens on all. */
export function ownOrigin({address, family, port}: AddressInfo): string {
  const host =
    address === '0.0.0.0' || address === '::' ? (family === 'IPv6' ? '::1' : '127.0.0.1') : address;
  return `http://${family === 'IPv6' ? `[${host}]` : host}:${port}`;
}

/**
 * Connect-style middleware for the dev server: the files the llms plugin publishes (GET, HEAD),
 * `filesOf(sections())`, and with `mcp` (the embedded search, at the dev server's `origin()` once it
 * listens) `/mcp`; the rest passed on.
 */
export function llmsDevMiddleware(
  sections: () => TwinSection[],
  filesOf: (sections: TwinSection[]) => Map<string, string>,
  mcp?: {search: SearchConfig; origin: () => string | undefined},
): DevMiddleware {
  let built: {sections: TwinSection[]; files: ReturnType<typeof devPages>} | undefined;
  const current = () => {
    const now = sections();
    if (built?.sections !== now) built = {sections: now, files: devPages(now, filesOf(now))};
    return built.files;
  };
  let app: ReturnType<typeof mcpApp> | undefined;
  return (request, response, next) => {
    const pathname = (request.url ?? '').split('?')[0];
    const origin = mcp?.origin();
    if (mcp && origin && pathname === '/mcp') {
      // The search of the dev server's own port (search/dev-search.ts), asked over loopback as the
      // dialog asks it: not `embedded` here, as this Fastify app has no /1/ routes to ask in process.
      app ??= mcpApp(current, {...mcp.search, embedded: false, hosts: [origin]});
      return void app.then((ready) => ready.routing(request, response));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let text: string | undefined;
    try {
      text = current().texts.get(decodeURIComponent(pathname));
    } catch {
      return next();
    }
    if (text === undefined) return next();
    const type = pathname.endsWith('.md') ? 'text/markdown' : 'text/plain';
    response.writeHead(200, {'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-cache'});
    response.end(request.method === 'HEAD' ? undefined : text);
  };
}

/**
 * A Fastify app of `/mcp` alone, over the current pages, searching through `search`'s hosts. Its
 * modules (Fastify, the MCP SDK, zod) are loaded at the first /mcp request, not with the plugin: a
 * build never needs them.
 */
async function mcpApp(current: () => {pages: SitePages}, search: SearchConfig) {
  const [{default: Fastify}, {mcpConfig, mcpRoutes}, {docsSearch}] = await Promise.all([
    import('fastify'),
    import('./route'),
    import('./search'),
  ]);
  const app = Fastify({logger: false});
  // The pages as they are now, at each request (a getter: the tools read `deps.pages` per call).
  const deps = {
    get pages() {
      return current().pages;
    },
    search: docsSearch(search, app),
  };
  await app.register(mcpRoutes, {deps, config: mcpConfig(), name: 'quiznest-docs'});
  await app.ready();
  return app;
}
