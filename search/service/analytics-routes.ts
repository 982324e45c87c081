/**
 * What the search analytics (search/service/analytics/) hold, read the Algolia way: the part of
 * Algolia's Analytics API v2 a docs team needs, with Algolia's field names, so that the official
 * client reads it when given this host. Register with `prefix: '/2'`.
 *   GET /2/searches             top searches: {searches: [{search, count, nbHits}]}
 *   GET /2/searches/noResults   top searches without results: {searches: [{search, count, withFilterCount}]}
 *   GET /2/searches/count       {count, dates: [{date, count}]}
 * Each takes `index` (required), `startDate` and `endDate` (YYYY-MM-DD, UTC; by default the last
 * eight days, today included, as Algolia), and the lists `limit` (10; at most 1,000) and `offset`;
 * `tags=<tag>` reads only the searches sent with that analyticsTag (one tag, not an expression).
 * Only the admin key may read them (Algolia's `analytics` ACL).
 */
import type {FastifyPluginAsync, FastifyReply, FastifyRequest} from 'fastify';
import {SearchError} from '../engine';
import {
  DAY_MS,
  dateOf,
  noResultSearches,
  searchCount,
  segmentOf,
  topSearches,
  type SearchAnalytics,
} from './analytics';
import {wholeNumber} from '../whole-number';
import {algoliaError, algoliaErrors, credentials, noStore} from './http';

export type AnalyticsRoutesOptions = {
  appId: string;
  /** The search-only key: refused here, with a word on why. */
  apiKey: string;
  /** The key allowed to read analytics; absent: nobody may. */
  adminKey?: string;
  analytics: SearchAnalytics;
  /** Whether an index exists (in the search service, or in what the analytics hold). */
  knows: (index: string) => boolean;
};

/** Algolia's Analytics API lists at most 1,000 searches. */
const MAX_LIMIT = 1000;
const MAX_OFFSET = 100_000;

export type Query = Record<string, string | undefined>;

function date(query: Query, name: string, fallback: string): string {
  const value = query[name] ?? fallback;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && dateOf(Date.parse(value)) === value;
  if (!valid) throw new SearchError(400, `${name} must be a date as YYYY-MM-DD, not "${value}"`);
  return value;
}

function whole(query: Query, name: string, fallback: number, min: number, max: number): number {
  const raw = query[name];
  if (raw === undefined) return fallback;
  return wholeNumber(raw, name, [min, max], (message) => new SearchError(400, message));
}

/** The parameters every route takes, checked; what this service cannot segment by is a 400. */
export function rangeOf(query: Query, knows: (index: string) => boolean, now: number) {
  const index = query.index;
  if (!index) throw new SearchError(400, 'index is required');
  // Algolia's `tags` is an expression of analyticsTags; one tag is what this service segments by.
  const tag = query.tags;
  if (tag !== undefined && !/^[^\s()"]{1,100}$/.test(tag))
    throw new SearchError(
      400,
      'tags must be one analytics tag (no OR, AND or parentheses), such as tags=mcp',
    );
  for (const name of ['clickAnalytics', 'revenueAnalytics'])
    if (query[name] !== undefined && query[name] !== 'false')
      throw new SearchError(
        400,
        `${name} is not supported: this service records no click or conversion events`,
      );
  const endDate = date(query, 'endDate', dateOf(now));
  const startDate = date(query, 'startDate', dateOf(Date.parse(endDate) - 7 * DAY_MS));
  if (startDate > endDate)
    throw new SearchError(400, `startDate (${startDate}) is after endDate (${endDate})`);
  if (!knows(index)) throw new SearchError(404, 'Index does not exist');
  return {index: tag === undefined ? index : segmentOf(index, tag), startDate, endDate};
}

export function page(query: Query) {
  return {
    limit: whole(query, 'limit', 10, 1, MAX_LIMIT),
    offset: whole(query, 'offset', 0, 0, MAX_OFFSET),
  };
}

/**
 * The hook of every route that reads what readers did (the analytics here, the feedback of
 * search/service/feedback/): the admin key only (Algolia's `analytics` ACL), never cached.
 */
export function adminOnly(options: Pick<AnalyticsRoutesOptions, 'appId' | 'apiKey' | 'adminKey'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const {appId, apiKey} = credentials(request);
    if (appId !== options.appId || (apiKey !== options.adminKey && apiKey !== options.apiKey))
      return reply.code(403).send(algoliaError(403, 'Invalid Application-ID or API key'));
    if (!options.adminKey || apiKey !== options.adminKey) {
      const why = options.adminKey
        ? 'Method not allowed with this API key: analytics need the admin key'
        : 'Method not allowed with this API key: analytics need the admin key, and this server has none (set ALGOLIA_ADMIN_API_KEY)';
      return reply.code(403).send(algoliaError(403, why));
    }
    noStore(reply);
  };
}

export const analyticsRoutes: FastifyPluginAsync<AnalyticsRoutesOptions> = async (app, options) => {
  const {analytics, knows} = options;

  app.addHook('onRequest', adminOnly(options));

  app.get<{Querystring: Query}>('/searches', async (request) => {
    const {index, startDate, endDate} = rangeOf(request.query, knows, Date.now());
    const {orderBy = 'searchCount', direction = 'desc'} = request.query;
    if (orderBy !== 'searchCount')
      throw new SearchError(400, `orderBy "${orderBy}" needs click analytics: only searchCount is supported`);
    if (direction !== 'asc' && direction !== 'desc')
      throw new SearchError(400, `direction must be "asc" or "desc", not "${direction}"`);
    const wanted = page(request.query);
    return {
      searches: topSearches(await analytics.range(index, startDate, endDate), wanted, direction === 'asc'),
    };
  });

  app.get<{Querystring: Query}>('/searches/noResults', async (request) => {
    const {index, startDate, endDate} = rangeOf(request.query, knows, Date.now());
    const wanted = page(request.query);
    return {searches: noResultSearches(await analytics.range(index, startDate, endDate), wanted)};
  });

  app.get<{Querystring: Query}>('/searches/count', async (request) => {
    const {index, startDate, endDate} = rangeOf(request.query, knows, Date.now());
    return searchCount(await analytics.range(index, startDate, endDate));
  });

  algoliaErrors(app);
};
