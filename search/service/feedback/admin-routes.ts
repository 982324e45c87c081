/**
 * Reader feedback, read the way Algolia's Analytics API reads searches (register with
 * `prefix: '/2/feedback'`, admin key only, `Cache-Control: no-store`, no CORS), and the hint
 * `npm run search:report` gives each search without results:
 *   GET /2/feedback                    {yes, no, comments, dates: [{date, yes, no, comments}]}
 *   GET /2/feedback/pages              {pages: [{page, yes, no, noShare, comments}]}, least helpful first
 *   GET /2/feedback/comments           {comments: [{page, date, at, vote, text}]}, latest first
 *                                      (`page` for one page's)
 *   GET /2/feedback/hints              /2/searches/noResults with a `hint` each (or null): the
 *                                      insights page shows what search:report shows
 * Each takes `index`, `startDate`, `endDate` as /2/searches does; the lists `limit` and `offset`.
 */
import type {FastifyPluginAsync} from 'fastify';
import {SearchError} from '../../engine';
import {adminOnly, page, rangeOf, type Query} from '../analytics-routes';
import {noResultSearches, type SearchAnalytics} from '../analytics';
import {algoliaErrors} from '../http';
import {hintFor, type Candidate} from '../../../scripts/lib/search-hints';
import {leastHelpful} from './days';
import type {FeedbackStore} from './store';

export type FeedbackAdminOptions = {
  appId: string;
  apiKey: string;
  adminKey?: string;
  store: FeedbackStore;
  analytics: SearchAnalytics;
  knows: (index: string) => boolean;
  /** What a search without results may be near: synonym groups and page titles. */
  candidates: Candidate[];
};

export const feedbackAdminRoutes: FastifyPluginAsync<FeedbackAdminOptions> = async (app, options) => {
  const {store, knows} = options;
  app.addHook('onRequest', adminOnly(options));

  const rangeFor = async (query: Query) => {
    const {startDate, endDate} = rangeOf(query, knows, Date.now());
    return store.range(startDate, endDate);
  };

  app.get<{Querystring: Query}>('/', async (request) => {
    const {dates} = await rangeFor(request.query);
    const sum = (figure: 'yes' | 'no' | 'comments') => dates.reduce((total, d) => total + d[figure], 0);
    return {yes: sum('yes'), no: sum('no'), comments: sum('comments'), dates};
  });

  app.get<{Querystring: Query}>('/pages', async (request) => {
    const {limit, offset} = page(request.query);
    const {pages} = await rangeFor(request.query);
    return {
      pages: leastHelpful(pages)
        .slice(offset, offset + limit)
        .map(({latest: _latest, ...figures}) => figures),
    };
  });

  app.get<{Querystring: Query}>('/comments', async (request) => {
    const {limit, offset} = page(request.query);
    const wanted = request.query.page;
    if (wanted !== undefined && wanted === '') throw new SearchError(400, 'page must not be empty');
    const {pages} = await rangeFor(request.query);
    const comments = pages
      .filter((p) => wanted === undefined || p.page === wanted)
      .flatMap((p) =>
        p.latest.map((c) => ({page: p.page, date: c.date, at: c.at, vote: c.vote, text: c.text})),
      )
      .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    return {comments: comments.slice(offset, offset + limit)};
  });

  app.get<{Querystring: Query}>('/hints', async (request) => {
    const {index, startDate, endDate} = rangeOf(request.query, knows, Date.now());
    const figures = await options.analytics.range(index, startDate, endDate);
    const searches = noResultSearches(figures, page(request.query));
    return {searches: searches.map((s) => ({...s, hint: hintFor(s.search, options.candidates) ?? null}))};
  });

  algoliaErrors(app);
};
