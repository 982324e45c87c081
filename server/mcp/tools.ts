/**
 * The MCP server of the docs: three read-only tools, written for a model to choose well.
 * - search_docs: the site's search (server/mcp/search.ts), compact hits;
 * - get_page: a page's Markdown twin, whole or one section (server/mcp/pages.ts);
 * - list_pages: what /llms.txt lists, as data.
 * The handlers are plain functions (unit-tested without a port); `mcpServer` registers them on the
 * official SDK's McpServer, one per request (the transport is stateless: server/mcp/route.ts).
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
// The namespace, as zod documents it (a named `z` is undefined where Docusaurus loads plugins: npm start's /mcp).
import * as z from 'zod';
import {PageRefused, type SitePages} from './pages';
import type {Asker, DocsSearch} from './search';

/** What one call may ask: a question is short; a URL of the site is far under this. */
/** The tools, by name: a call of any other is a JSON-RPC error (route.ts). */
export const TOOL_NAMES = ['search_docs', 'get_page', 'list_pages'];

export const TOOL_LIMITS = {queryChars: 300, maxResults: 20, defaultResults: 5, urlChars: 2048};

export type ToolDeps = {pages: SitePages; search: DocsSearch};
/** The request a call came in: who asked (for the analytics) and the origin this server answered on. */
export type CallContext = {asker: Asker; ownOrigin?: string};

const text = (value: string, isError = false): CallToolResult => ({
  content: [{type: 'text', text: value}],
  ...(isError ? {isError} : {}),
});

async function searchDocs(
  deps: ToolDeps,
  {query, limit = TOOL_LIMITS.defaultResults}: {query: string; limit?: number},
  context: CallContext,
): Promise<CallToolResult> {
  const pages = await deps.search(query, limit, context.asker);
  if (!pages.length) return text('No page matches. Try other words, or list_pages for every page.');
  return text(JSON.stringify(pages));
}

function getPage(deps: ToolDeps, {url}: {url: string}, context: CallContext): CallToolResult {
  try {
    const {page, anchor} = deps.pages.find(url, context.ownOrigin);
    return text(deps.pages.markdown(page, anchor));
  } catch (error) {
    if (error instanceof PageRefused) return text(error.message, true);
    throw error;
  }
}

function listPages(deps: ToolDeps): CallToolResult {
  return text(JSON.stringify(deps.pages.pages));
}

const READ_ONLY = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false};

/** A new McpServer with the three tools, answering for one request's `context`. */
export function mcpServer(deps: ToolDeps, context: CallContext, name: string): McpServer {
  const server = new McpServer({name, version: '1.0.0'}, {capabilities: {tools: {}}});
  server.registerTool(
    'search_docs',
    {
      title: 'Search the QuizNest documentation',
      description:
        'Full-text search of the QuizNest documentation (installation, daily operations, settings, ' +
        "payment gateways), with the same ranking, typo tolerance and synonyms as the site's search box. " +
        'Answers a JSON list of pages, best first, each with its title, URL, Markdown URL and its ' +
        'matching hits (section heading, #anchor, short snippet). Use a few keywords or a short ' +
        "question; then call get_page with a page's url, or url + anchor for one section.",
      inputSchema: {
        query: z
          .string()
          .min(1)
          .max(TOOL_LIMITS.queryChars)
          .describe('What to look for: keywords or a short question'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(TOOL_LIMITS.maxResults)
          .optional()
          .describe(
            `How many hits (default ${TOOL_LIMITS.defaultResults}, at most ${TOOL_LIMITS.maxResults})`,
          ),
      },
      annotations: READ_ONLY,
    },
    (args) => searchDocs(deps, args, context),
  );
  server.registerTool(
    'get_page',
    {
      title: 'Read a documentation page as Markdown',
      description:
        'The Markdown of one page of the QuizNest documentation. Give its URL as search_docs or ' +
        'list_pages returned it (the page URL or its .md URL); with a #anchor, only that section. ' +
        "Only this site's pages are answered.",
      inputSchema: {
        url: z.string().min(1).max(TOOL_LIMITS.urlChars).describe('The page URL, optionally with a #anchor'),
      },
      annotations: READ_ONLY,
    },
    (args) => getPage(deps, args, context),
  );
  server.registerTool(
    'list_pages',
    {
      title: 'List every documentation page',
      description:
        'Every page of the QuizNest documentation, in reading order, as a JSON list: its section, ' +
        'title, URL, Markdown URL and a one-sentence description (what /llms.txt lists).',
      annotations: READ_ONLY,
    },
    () => listPages(deps),
  );
  return server;
}
