/**
 * What answers the search API in the production server (`npm run serve`):
 * the index store (search/service/store.ts) over the build's records and any pushed
 * copies, the search analytics (search/service/analytics/), and, when switched on, the write
 * side for `npm run search:push`.
 *
 * Environment (never read by the site build, so never in the browser):
 * - SEARCH_WRITES=1: accept writes (batch, copy/move, settings, delete) with the admin key.
 * - ALGOLIA_ADMIN_API_KEY: the admin key; required with SEARCH_WRITES=1, the only key that reads
 *   the analytics, and must differ from the search-only key.
 * - SEARCH_DATA_DIR (default `search-data`): where pushed indexes and the analytics are kept.
 * - SEARCH_ANALYTICS, SEARCH_ANALYTICS_DAYS, SEARCH_ANALYTICS_MAX_QUERIES: see analyticsConfig.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SearchConfig} from '../config';
import type {SearchServiceOptions} from './service';
import {IndexStore} from './store';
import {SearchAnalytics, analyticsConfig, type AnalyticsConfig} from './analytics';

export type WriteConfig = {enabled: boolean; adminKey?: string; dataDir: string};

/** The write side's configuration, from the environment. */
export function writeConfig(env: NodeJS.ProcessEnv = process.env, siteDir = process.cwd()): WriteConfig {
  return {
    enabled: env.SEARCH_WRITES === '1' || env.SEARCH_WRITES === 'true',
    adminKey: env.ALGOLIA_ADMIN_API_KEY || undefined,
    dataDir: path.resolve(siteDir, env.SEARCH_DATA_DIR || 'search-data'),
  };
}

export function searchBackend(
  search: SearchConfig,
  writes: WriteConfig = writeConfig(),
  analyticsSettings: AnalyticsConfig = analyticsConfig(process.env, writes.dataDir),
): Required<Pick<SearchServiceOptions, 'index' | 'analytics'>> &
  Pick<SearchServiceOptions, 'writes'> & {store: IndexStore; adminKey?: string} {
  if (writes.enabled && !writes.adminKey) {
    throw new Error(
      'SEARCH_WRITES is on but ALGOLIA_ADMIN_API_KEY is not set: set an admin key or turn writes off.',
    );
  }
  // The admin key writes and reads the analytics: never the public one.
  if (writes.adminKey === search.apiKey) {
    throw new Error('ALGOLIA_ADMIN_API_KEY must differ from the search-only key, which is public.');
  }
  const store = IndexStore.open({
    dataDir: writes.dataDir,
    seed: {indexName: search.indexName, recordsFile: search.recordsFile},
  });
  if (!writes.enabled && !store.has(search.indexName) && !fs.existsSync(search.recordsFile)) {
    throw new Error(`No search records at ${search.recordsFile}: run "npm run build" first.`);
  }
  // Index the site's records at start, not on the first search (which must answer within the client's timeout).
  store.searchIndex(search.indexName);
  return {
    store,
    index: (name) => store.searchIndex(name),
    writes: writes.enabled && writes.adminKey ? {adminKey: writes.adminKey, store} : undefined,
    analytics: SearchAnalytics.open(analyticsSettings),
    adminKey: writes.adminKey,
  };
}
