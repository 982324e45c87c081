/**
 * A day of searches, per index (UTC days): how many searches, how many found nothing, and each
 * query's figures, kept within a bound of distinct queries. And the dates of days.
 */

/** A day, in milliseconds (dates are UTC: every day has them all). */
export const DAY_MS = 86_400_000;

/** The last day dateOf formatted (every search of a day asks for the same one). */
let lastDay = {number: NaN, date: ''};

/** The UTC date of a time, as YYYY-MM-DD. */
export function dateOf(ms: number): string {
  const number = Math.floor(ms / DAY_MS);
  if (number !== lastDay.number) lastDay = {number, date: new Date(ms).toISOString().slice(0, 10)};
  return lastDay.date;
}

/** The oldest date kept when today is `today`: `days` days, today included. */
export const oldestKept = (today: string, days: number) => dateOf(Date.parse(today) - (days - 1) * DAY_MS);

/** The dates from `start` to `end` (YYYY-MM-DD, both included). */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let t = Date.parse(start); t <= Date.parse(end); t += DAY_MS) dates.push(dateOf(t));
  return dates;
}

/** What the service tells the analytics of one search (SearchIndex.searchJson reports it). */
export type SearchSeen = {
  /** The query as searched (at most 512 characters). */
  query: string;
  nbHits: number;
  /** Whether facet filters narrowed it. */
  filtered: boolean;
};

/** One query's figures over a day or a range. */
export type QueryFigures = {
  count: number;
  /** Hits of its latest search. */
  nbHits: number;
  /** Searches that found nothing, and of those, the ones with facet filters. */
  noResults: number;
  noResultsFiltered: number;
  /** When it was last searched, as an order (larger: later). */
  last: number;
};

/** A day's searches; `changed`: searches were counted since its file was written. */
export type Day = {count: number; noResults: number; queries: Map<string, QueryFigures>; changed: boolean};

export const emptyDay = (): Day => ({count: 0, noResults: 0, queries: new Map(), changed: false});

/** Drops the `n` rarest queries: fewest searches, then least recently searched. */
function dropRarest(queries: Map<string, QueryFigures>, n: number) {
  const rarest = [...queries].sort(([, a], [, b]) => a.count - b.count || a.last - b.last).slice(0, n);
  for (const [query] of rarest) queries.delete(query);
}

/** Adds one search, or a query's figures, to a map of them, keeping at most `max` queries. */
export function addTo(
  queries: Map<string, QueryFigures>,
  query: string,
  {count, nbHits, noResults, noResultsFiltered, last}: QueryFigures,
  max: number,
) {
  let figures = queries.get(query);
  if (!figures) {
    if (queries.size >= max) dropRarest(queries, Math.max(1, Math.ceil(max / 10)));
    queries.set(query, (figures = {count: 0, nbHits, noResults: 0, noResultsFiltered: 0, last}));
  }
  figures.count += count;
  figures.noResults += noResults;
  figures.noResultsFiltered += noResultsFiltered;
  if (last >= figures.last) {
    figures.nbHits = nbHits;
    figures.last = last;
  }
}

/** Adds one search (a query, normalised, with its hits) to a day. */
export function addSearch(day: Day, {query, nbHits, filtered}: SearchSeen, last: number, max: number) {
  const none = nbHits === 0 ? 1 : 0;
  day.count += 1;
  day.noResults += none;
  const noResultsFiltered = none && filtered ? 1 : 0;
  addTo(day.queries, query, {count: 1, nbHits, noResults: none, noResultsFiltered, last}, max);
}

/** A day with another's searches added (a copy: neither changes). */
export function merged(day: Day, more: Day, max: number): Day {
  const sum: Day = {...emptyDay(), count: day.count + more.count, noResults: day.noResults + more.noResults};
  for (const [query, figures] of day.queries) sum.queries.set(query, {...figures});
  // After every query of `day` (a loop: a spread of up to SEARCH_ANALYTICS_MAX_QUERIES arguments overflows the stack).
  let after = 1;
  for (const figures of day.queries.values()) after = Math.max(after, figures.last + 1);
  for (const [query, figures] of more.queries)
    addTo(sum.queries, query, {...figures, last: after + figures.last}, max);
  return sum;
}
