/**
 * The docs' MCP server on the production server (`/mcp`): what server/server.ts registers.
 * route.ts (the transport, Origin, rate limit, errors), tools.ts (the tools), search.ts
 * (search_docs' search), pages.ts and section.ts (the pages and their Markdown).
 */
import type {FastifyPluginAsync} from 'fastify';
import type {SearchConfig} from '../../search/config';
import type {SiteFiles} from '../static-files';
import {builtPages, SitePages} from './pages';
import {mcpConfig, mcpRoutes} from './route';
import {docsSearch} from './search';

export const mcpPlugin: FastifyPluginAsync<{files: SiteFiles; search: SearchConfig}> = async (
  app,
  {files, search},
) => {
  const deps = {pages: new SitePages(builtPages(files)), search: docsSearch(search, app)};
  await app.register(mcpRoutes, {deps, config: mcpConfig(), name: 'quiznest-docs'});
};
