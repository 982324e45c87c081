/**
 * Reader feedback ("Was this page helpful?"), kept by the production server beside the search
 * insights and with their guarantees: per page and day (UTC), its yes and no votes, its count of
 * comments and the latest of them (FEEDBACK_MAX_COMMENTS); no address, cookie, user agent or
 * token stored (a reader is a salted hash in memory only, for the limit per reader and to count
 * a second vote as a change of mind); written atomically every 10 s and on close to
 * `<SEARCH_DATA_DIR>/feedback/<YYYY-MM-DD>.json`, read back at start; kept FEEDBACK_DAYS days.
 *
 * Files: config.ts (configuration), input.ts (what a reader may send), days.ts (a day, its file,
 * a range's figures), store.ts (FeedbackStore), public-route.ts (POST /1/feedback),
 * admin-routes.ts (GET /2/feedback…). The server registers `feedback` once.
 */
import fs from 'node:fs';
import type {FastifyPluginAsync} from 'fastify';
import type {SearchConfig} from '../../config';
import {SITE_INDEX} from '../../site-index';
import type {SearchAnalytics} from '../analytics';
import {pageCandidates, synonymCandidates} from '../../../scripts/lib/search-hints';
import {feedbackConfig, type FeedbackConfig} from './config';
import {pagesOfRecords} from './input';
import {FeedbackStore} from './store';
import {feedbackPublicRoute} from './public-route';
import {feedbackAdminRoutes} from './admin-routes';

export {FEEDBACK_DEFAULTS, feedbackConfig, type FeedbackConfig} from './config';
export {FeedbackStore} from './store';
export {leastHelpful} from './days';

export type FeedbackOptions = {
  search: SearchConfig;
  adminKey?: string;
  analytics: SearchAnalytics;
  knows: (index: string) => boolean;
  /** Where its days are kept (SEARCH_DATA_DIR), or a whole configuration (tests). */
  dataDir: string;
  config?: FeedbackConfig;
};

/** The build's search records, or none (a server whose index was only ever pushed). */
function readRecords(file: string): {url_without_anchor?: string}[] {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as [];
  } catch {
    return [];
  }
}

/** POST /1/feedback and GET /2/feedback…, over one store, written on close. */
export const feedback: FastifyPluginAsync<FeedbackOptions> = async (app, options) => {
  const config = options.config ?? feedbackConfig(process.env, options.dataDir);
  const store = FeedbackStore.open(config);
  const records = readRecords(options.search.recordsFile);
  const pages = pagesOfRecords(records);
  const candidates = [...synonymCandidates(SITE_INDEX.synonyms), ...pageCandidates(records)];
  await app.register(feedbackPublicRoute, {prefix: '/1/feedback', store, pages});
  await app.register(feedbackAdminRoutes, {
    prefix: '/2/feedback',
    appId: options.search.appId,
    apiKey: options.search.apiKey,
    adminKey: options.adminKey,
    store,
    analytics: options.analytics,
    knows: options.knows,
    candidates,
  });
  app.addHook('onClose', () => store.close());
};
