/**
 * The figures of a range of days in the shapes of Algolia's Analytics API (GET /2/searches,
 * /2/searches/noResults, /2/searches/count), for analytics-routes.ts and `npm run search:report`.
 */
import type {QueryFigures} from './days';

/** What a range of days holds for an index. */
export type RangeFigures = {
  /** Each date of the range, with its searches (and those that found nothing). */
  dates: {date: string; count: number; noResults: number}[];
  queries: Map<string, QueryFigures>;
};

/** A page of a list: Algolia's `limit` and `offset`. */
export type Page = {limit: number; offset: number};

/** Queries by a figure, most first (ties: alphabetical), a page of those that have it. */
function ranked(
  queries: Map<string, QueryFigures>,
  figure: (f: QueryFigures) => number,
  page: Page,
  ascending = false,
) {
  const sign = ascending ? -1 : 1;
  return [...queries]
    .filter(([, f]) => figure(f) > 0)
    .sort(([a, fa], [b, fb]) => sign * (figure(fb) - figure(fa)) || (a < b ? -1 : a > b ? 1 : 0))
    .slice(page.offset, page.offset + page.limit);
}

/** Algolia's top searches (GET /2/searches): the most searched first, or the least with `ascending`. */
export const topSearches = ({queries}: RangeFigures, page: Page, ascending = false) =>
  ranked(queries, (f) => f.count, page, ascending).map(([search, f]) => ({
    search,
    count: f.count,
    nbHits: f.nbHits,
  }));

/** Algolia's top searches without results (GET /2/searches/noResults). */
export const noResultSearches = ({queries}: RangeFigures, page: Page) =>
  ranked(queries, (f) => f.noResults, page).map(([search, f]) => ({
    search,
    count: f.noResults,
    withFilterCount: f.noResultsFiltered,
  }));

/** Algolia's search count (GET /2/searches/count). */
export const searchCount = ({dates}: RangeFigures) => ({
  count: dates.reduce((sum, d) => sum + d.count, 0),
  dates: dates.map(({date, count}) => ({date, count})),
});
