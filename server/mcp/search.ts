/**
 * `search_docs`' search: the official algoliasearch client, as the dialog asks, so the answer comes
 * from the same engine, settings and synonyms:
 * - embedded (our service on this server): the client's requests are handed to the server's own
 *   routes in process (Fastify's inject), through the search service exactly as a reader's are,
 *   key check, turns and analytics included;
 * - hosted Algolia, or our service elsewhere (ALGOLIA_HOSTS): the client with the search-only key,
 *   to those hosts.
 * Every MCP search carries the analytics tag `mcp` (Algolia's analyticsTags), so the search
 * insights can tell what assistants ask from what readers type.
 */
import {algoliasearch} from 'algoliasearch';
import type {EndRequest, Requester} from '@algolia/client-common';
import type {FastifyInstance} from 'fastify';
import type {SearchConfig} from '../../search/config';
import {toHost} from '../../search/host';
import {twinPaths} from '../../src/plugins/llms/paths';

/** The analytics tag of every search made through MCP. */
const MCP_TAG = 'mcp';

/** One page of the answer: its title, URLs, and its hits in it, best first (a section, or the page itself). */
export type DocsPage = {
  title: string;
  url: string;
  markdown: string;
  hits: {section?: string; anchor?: string; snippet?: string}[];
};

/** Who asked, as the service tells readers apart for the analytics (never stored as such). */
export type Asker = {ip: string; agent?: string};

export type DocsSearch = (query: string, limit: number, asker: Asker) => Promise<DocsPage[]>;

type Hit = {
  url?: string;
  hierarchy?: Record<string, string | null>;
  _snippetResult?: {content?: {value?: string}};
};

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The snippet as plain text (the engine escapes it for HTML; no tags are asked for). */
const plain = (value = '') => value.replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m]).trim();

/**
 * The hits grouped by page, in the order of each page's best hit: a page's title and URLs are
 * said once, however many of its sections match (10 hits stay near 2 KB).
 */
export function docsPages(hits: Hit[]): DocsPage[] {
  const pages = new Map<string, DocsPage>();
  for (const hit of hits) {
    if (!hit.url) continue;
    const url = new URL(hit.url);
    const levels = hit.hierarchy ?? {};
    const anchor = url.hash;
    url.hash = '';
    let page = pages.get(url.href);
    if (!page) {
      const markdown = new URL(encodeURI(twinPaths(decodeURIComponent(url.pathname))[0]), url.origin).href;
      page = {title: levels.lvl1 ?? levels.lvl0 ?? '', url: url.href, markdown, hits: []};
      pages.set(url.href, page);
    }
    const section = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'].map((l) => levels[l]).find(Boolean);
    const snippet = plain(hit._snippetResult?.content?.value);
    page.hits.push({
      ...(section ? {section} : {}),
      ...(anchor ? {anchor} : {}),
      ...(snippet ? {snippet} : {}),
    });
  }
  return [...pages.values()];
}

/** The algoliasearch client's requests, answered by `app`'s own routes without a socket. */
function injectRequester(app: FastifyInstance): Requester {
  return {
    async send(request: EndRequest) {
      const url = new URL(request.url);
      const response = await app.inject({
        method: request.method,
        url: url.pathname + url.search,
        headers: request.headers,
        payload: request.data,
        remoteAddress: request.headers['x-forwarded-for'],
      });
      return {content: response.body, status: response.statusCode, isTimedOut: false};
    },
  };
}

/** The search of `search_docs` for this server's configuration. */
export function docsSearch(config: SearchConfig, app: FastifyInstance): DocsSearch {
  const client = config.embedded
    ? algoliasearch(config.appId, config.apiKey, {
        requester: injectRequester(app),
        hosts: [{url: 'localhost', protocol: 'http', accept: 'readWrite'}],
      })
    : algoliasearch(config.appId, config.apiKey, {
        ...(config.hosts.length ? {hosts: config.hosts.map((h) => toHost(h, 'read'))} : {}),
      });
  return async (query, limit, asker) => {
    const result = await client.searchSingleIndex<Hit>(
      {
        indexName: config.indexName,
        searchParams: {
          query,
          hitsPerPage: limit,
          attributesToRetrieve: ['hierarchy', 'url'],
          attributesToHighlight: [],
          attributesToSnippet: ['content:16'],
          highlightPreTag: '',
          highlightPostTag: '',
          analyticsTags: [MCP_TAG],
        },
      },
      // Only our own service needs the asker (its analytics count an as-you-type search once per reader).
      config.embedded
        ? {headers: {'x-forwarded-for': asker.ip, ...(asker.agent ? {'user-agent': asker.agent} : {})}}
        : undefined,
    );
    return docsPages(result.hits);
  };
}
