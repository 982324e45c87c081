/**
 * A day's file, `<dir>/<encoded index>/<YYYY-MM-DD>.json`: its date, its totals, and a row per
 * query, `[query, count, nbHits, noResults, noResultsFiltered]`, least recently searched first
 * (the order is the queries' recency when the day is read back).
 */
import type {Day, QueryFigures} from './days';

type DayFile = {
  date: string;
  count: number;
  noResults: number;
  queries: [string, number, number, number, number][];
};

/** A day file's name: its date. */
export const DAY_FILE = /^\d{4}-\d{2}-\d{2}\.json$/;

/** A day read back from its file's text, or undefined when the text is not one (edited by hand). */
export function parseDayFile(text: string, date: string): Day | undefined {
  try {
    const file = JSON.parse(text) as DayFile;
    if (file.date !== date || !Array.isArray(file.queries)) return undefined;
    const queries = new Map<string, QueryFigures>();
    file.queries.forEach(([query, count, nbHits, noResults, noResultsFiltered], last) =>
      queries.set(String(query), {count, nbHits, noResults, noResultsFiltered, last}),
    );
    return {count: file.count, noResults: file.noResults, queries, changed: false};
  } catch {
    return undefined;
  }
}

export function dayFileText(date: string, day: Day): string {
  const rows = [...day.queries]
    .sort(([, a], [, b]) => a.last - b.last)
    .map(([query, f]) => [query, f.count, f.nbHits, f.noResults, f.noResultsFiltered]);
  return JSON.stringify({date, count: day.count, noResults: day.noResults, queries: rows});
}
