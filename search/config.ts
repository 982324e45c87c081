/**
 * Search configuration, from environment variables, in one place. Read by
 * docusaurus.config.ts (the UI), src/plugins/search/index.ts (dev server and build) and
 * server/server.ts (production server).
 *
 * - Nothing set: the embedded search service, on the site's own origin.
 * - ALGOLIA_APP_ID (+ ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME): hosted Algolia,
 *   the stock client, no aliasing.
 * - ALGOLIA_HOSTS (comma-separated host[:port], optional http:// or https://): any service
 *   that speaks the Algolia protocol, such as ours on another machine.
 */
import path from 'node:path';

export type SearchConfig = {
  appId: string;
  /** The search-only key: public, it is in the browser. */
  apiKey: string;
  indexName: string;
  /** True when the site's own origin answers the search API (dev server and our production server). */
  embedded: boolean;
  /** Explicit hosts for the browser client; empty: the page's own origin (embedded) or Algolia's (hosted). */
  hosts: string[];
  /** Where `npm run build` writes the records and `npm run serve` reads them. */
  recordsFile: string;
};

export const EMBEDDED_DEFAULTS = {
  appId: 'QUIZNEST',
  apiKey: 'quiznest-search-only-key',
  indexName: 'quiznest-docs',
};

export function searchConfig(env: NodeJS.ProcessEnv = process.env, siteDir = process.cwd()): SearchConfig {
  const hosts = (env.ALGOLIA_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const hosted = Boolean(env.ALGOLIA_APP_ID) && hosts.length === 0;
  return {
    appId: env.ALGOLIA_APP_ID || EMBEDDED_DEFAULTS.appId,
    apiKey: env.ALGOLIA_SEARCH_API_KEY || EMBEDDED_DEFAULTS.apiKey,
    indexName: env.ALGOLIA_INDEX_NAME || EMBEDDED_DEFAULTS.indexName,
    embedded: !hosted && hosts.length === 0,
    hosts,
    recordsFile: path.resolve(siteDir, env.SEARCH_RECORDS_FILE || 'search-index/records.json'),
  };
}

/** True when the browser client must be pointed somewhere other than Algolia. */
export const usesOwnHosts = (config: SearchConfig) => config.embedded || config.hosts.length > 0;
