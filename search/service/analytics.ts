/**
 * Search analytics, the Algolia way: per index and per day (UTC), how many searches there were,
 * and for each normalised query how many times it was searched, how many hits it had the last
 * time, and how many of its searches found nothing. The service's /2/ routes
 * (analytics-routes.ts, Algolia's Analytics API) and `npm run search:report` read them.
 *
 * - **Nothing about readers is stored.** No address, user token, cookie, user agent or referrer:
 *   only the counts above. To count an as-you-type search once (Algolia counts the last query of a
 *   user's keystrokes, grouping queries less than 30 s apart whose text follows on, by edit
 *   distance), a search being typed is held in memory under a salted hash of the client's address
 *   and user agent (or of its user token), for 30 s after its last keystroke. The salt is random
 *   per process; neither it nor the hash is ever written. (The service keeps each open
 *   connection's last reader as it was sent, to hash it once per connection, and forgets it with
 *   the connection.)
 * - **Bounded.** At most `maxQueriesPerDay` distinct queries per index and day: past it, the
 *   rarest tenth (fewest searches, then least recently searched) is dropped, while the day's
 *   totals stay exact. At most `maxPending` searches being typed: past it, the one idle longest
 *   is counted at once. Queries are at most 512 characters (the engine cuts them). Days older
 *   than `days` are deleted.
 * - **Never on the request path.** Recording a search queues it (an array push); the searches of
 *   an event loop's turn are added together once its requests are answered, in a run where the
 *   code stays hot (about half what adding each one in its request cost). Every `flushMs`, changed days
 *   are written with the index store's atomic writes, asynchronously, to
 *   `<dir>/<encoded index>/<YYYY-MM-DD>.json`; also on close. A crash loses at most the last
 *   interval; a restart reads the day back.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {typoDistance} from '../engine';
import {TEMP_SUFFIX, writeFileAtomicAsync} from '../atomic-files';

/** What the service tells the analytics of one search (SearchIndex.searchJson reports it). */
export type SearchSeen = {
  /** The query as searched (at most 512 characters). */
  query: string;
  nbHits: number;
  /** Whether facet filters narrowed it. */
  filtered: boolean;
};

export const ANALYTICS_DEFAULTS = {
  days: 90,
  maxQueriesPerDay: 10_000,
  /** Keystrokes of one reader less than this apart are one search (Algolia: 30 s). */
  windowMs: 30_000,
  flushMs: 10_000,
  maxPending: 10_000,
};

/** A day, in milliseconds (dates are UTC: every day has them all). */
export const DAY_MS = 86_400_000;

export type AnalyticsConfig = typeof ANALYTICS_DEFAULTS & {
  /** Record searches; reading works either way. */
  recording: boolean;
  /** Where the days are kept: `<SEARCH_DATA_DIR>/analytics`. */
  dir: string;
};

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}, not "${raw}".`);
  return value;
}

/**
 * The analytics' configuration, from the environment: SEARCH_ANALYTICS ("0" or "false": record
 * nothing), SEARCH_ANALYTICS_DAYS (90), SEARCH_ANALYTICS_MAX_QUERIES (10,000 per index and day).
 */
export function analyticsConfig(env: NodeJS.ProcessEnv, dataDir: string): AnalyticsConfig {
  return {
    ...ANALYTICS_DEFAULTS,
    recording: env.SEARCH_ANALYTICS !== '0' && env.SEARCH_ANALYTICS !== 'false',
    dir: path.join(dataDir, 'analytics'),
    days: whole(env, 'SEARCH_ANALYTICS_DAYS', ANALYTICS_DEFAULTS.days, 3650),
    maxQueriesPerDay: whole(env, 'SEARCH_ANALYTICS_MAX_QUERIES', ANALYTICS_DEFAULTS.maxQueriesPerDay, 1e6),
  };
}

/** A query normaliseQuery leaves as it is (most keystrokes): printable ASCII but capitals, single inner spaces. */
const NORMAL = /^[!-@[-~]+(?: [!-@[-~]+)*$/;

/** A query as the analytics count it: Unicode-normalised, lower case, spaces collapsed. */
export const normaliseQuery = (query: string) =>
  NORMAL.test(query) ? query : query.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether `next`, typed after `last`, carries on the same search: it extends it, backs up, or mends a typo. */
export function sameSearch(last: string, next: string): boolean {
  if (next.startsWith(last) || last.startsWith(next)) return true;
  return typoDistance(last, next, 2) <= 2;
}

/** The last day dateOf formatted (every search of a day asks for the same one). */
let lastDay = {number: NaN, date: ''};

/** The UTC date of a time, as YYYY-MM-DD. */
export function dateOf(ms: number): string {
  const number = Math.floor(ms / DAY_MS);
  if (number !== lastDay.number) lastDay = {number, date: new Date(ms).toISOString().slice(0, 10)};
  return lastDay.date;
}

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

type Day = {count: number; noResults: number; queries: Map<string, QueryFigures>; changed: boolean};

/** A day file: `queries` rows are [query, count, nbHits, noResults, noResultsFiltered]. */
type DayFile = {
  date: string;
  count: number;
  noResults: number;
  queries: [string, number, number, number, number][];
};

type Typing = {index: string; query: string; nbHits: number; filtered: boolean; at: number};

const emptyDay = (): Day => ({count: 0, noResults: 0, queries: new Map(), changed: false});

/** Adds one search, or a query's figures, to a map of them, keeping at most `max` queries. */
function addTo(
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

/** Adds one search (a query with its hits) to a day. */
function addSearch(day: Day, {query, nbHits, filtered}: Typing, last: number, max: number) {
  const none = nbHits === 0 ? 1 : 0;
  day.count += 1;
  day.noResults += none;
  const noResultsFiltered = none && filtered ? 1 : 0;
  addTo(day.queries, query, {count: 1, nbHits, noResults: none, noResultsFiltered, last}, max);
}

/** A day with another's searches added (a copy: neither changes). */
function merged(day: Day, more: Day, max: number): Day {
  const sum: Day = {...emptyDay(), count: day.count + more.count, noResults: day.noResults + more.noResults};
  for (const [query, figures] of day.queries) sum.queries.set(query, {...figures});
  // After every query of `day` (a loop: a spread of up to SEARCH_ANALYTICS_MAX_QUERIES arguments overflows the stack).
  let after = 1;
  for (const figures of day.queries.values()) after = Math.max(after, figures.last + 1);
  for (const [query, figures] of more.queries)
    addTo(sum.queries, query, {...figures, last: after + figures.last}, max);
  return sum;
}

/** Drops the `n` rarest queries: fewest searches, then least recently searched. */
function dropRarest(queries: Map<string, QueryFigures>, n: number) {
  const rarest = [...queries].sort(([, a], [, b]) => a.count - b.count || a.last - b.last).slice(0, n);
  for (const [query] of rarest) queries.delete(query);
}

function parseDayFile(text: string, date: string): Day | undefined {
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

function dayFileText(date: string, day: Day): string {
  const rows = [...day.queries]
    .sort(([, a], [, b]) => a.last - b.last)
    .map(([query, f]) => [query, f.count, f.nbHits, f.noResults, f.noResultsFiltered]);
  return JSON.stringify({date, count: day.count, noResults: day.noResults, queries: rows});
}

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

/** The oldest date kept when today is `today`: `days` days, today included. */
const oldestKept = (today: string, days: number) => dateOf(Date.parse(today) - (days - 1) * DAY_MS);

/** The dates from `start` to `end` (YYYY-MM-DD, both included). */
function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let t = Date.parse(start); t <= Date.parse(end); t += DAY_MS) dates.push(dateOf(t));
  return dates;
}

export class SearchAnalytics {
  /** Days in memory, by index then date: today's, and any not written yet. */
  private readonly days = new Map<string, Map<string, Day>>();
  /** Searches being typed, by reader key (one per index and reader), the one idle longest first. */
  private readonly typing = new Map<string, Typing>();
  private readonly salt = crypto.randomBytes(16).toString('hex');
  /** Searches recorded and not added yet (see record). */
  private queued: {index: string; reader: string; seen: SearchSeen; at: number}[] = [];
  private order = 0;
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  /** Whether the searches being typed changed since the last flush, and where it wrote them. */
  private typingChanged = false;
  private overlaid = new Set<string>();
  /** The day the old days were last deleted. */
  private prunedOn = '';
  private warned = new Set<string>();

  private constructor(
    readonly config: AnalyticsConfig,
    private readonly now: () => number,
  ) {}

  /**
   * The analytics over `config.dir`. Recording: reads today's days back, deletes what a crash left
   * half-written and days past the retention, and flushes every `flushMs`.
   */
  static open(config: AnalyticsConfig, now: () => number = Date.now): SearchAnalytics {
    const analytics = new SearchAnalytics(config, now);
    if (!config.recording) return analytics;
    const today = dateOf(now());
    for (const index of analytics.indexes()) {
      const dir = analytics.indexDir(index);
      for (const file of fs.readdirSync(dir)) {
        if (file.endsWith(TEMP_SUFFIX)) fs.rmSync(path.join(dir, file), {force: true});
      }
      const day = analytics.readDay(index, today);
      if (day) analytics.daysOf(index).set(today, day);
      // Searches counted from now on are later than every query of the day read back.
      analytics.order = Math.max(analytics.order, day?.queries.size ?? 0);
    }
    analytics.prune(today);
    analytics.timer = setInterval(() => void analytics.flush(), config.flushMs);
    analytics.timer.unref();
    return analytics;
  }

  /**
   * The key under which a reader's keystrokes on `index` are grouped: a salted hash, kept in memory
   * only (the service works it out once per reader of a connection).
   */
  readerKey(index: string, identity: string): string {
    // The index's length first: no index and identity read as another pair.
    return crypto.hash('sha256', `${this.salt}${index.length}:${index}\n${identity}`, 'base64url');
  }

  /**
   * Records one search of `reader` (its readerKey for `index`). Only queued: the searches of an
   * event loop's turn are added together once its requests are answered (see drain). No I/O.
   */
  record(index: string, reader: string, seen: SearchSeen): void {
    if (!this.config.recording || this.closed) return;
    if (this.queued.push({index, reader, seen, at: this.now()}) === 1) setImmediate(this.drain);
  }

  /** Adds the queued searches; everything that reads the figures does this first. Never throws. */
  private readonly drain = () => {
    const batch = this.queued;
    this.queued = [];
    for (const {index, reader, seen, at} of batch) {
      try {
        this.add(index, reader, seen, at);
      } catch (error) {
        // An older day that cannot be read back (count): that search is lost, the rest go on.
        this.warn(
          `add ${index}`,
          `Search analytics: a search could not be counted (${(error as Error).message}).`,
        );
      }
    }
  };

  private add(index: string, reader: string, seen: SearchSeen, at: number) {
    const query = normaliseQuery(seen.query);
    const last = this.typing.get(reader);
    if (last) {
      this.typing.delete(reader);
      if (at - last.at > this.config.windowMs || !sameSearch(last.query, query)) this.count(last);
    } else if (this.typing.size >= this.config.maxPending) {
      const [oldestKey, oldest] = this.typing.entries().next().value as [string, Typing];
      this.typing.delete(oldestKey);
      this.count(oldest);
    }
    this.typing.set(reader, {index, query, nbHits: seen.nbHits, filtered: seen.filtered, at});
    this.typingChanged = true;
  }

  /** Counts a finished search into its day (the day of its last keystroke). */
  private count(typing: Typing) {
    const date = dateOf(typing.at);
    const days = this.daysOf(typing.index);
    let day = days.get(date);
    // Today and yesterday stay in memory; an older day (a clock set back) is read back first.
    if (!day) days.set(date, (day = this.readDay(typing.index, date) ?? emptyDay()));
    addSearch(day, typing, ++this.order, this.config.maxQueriesPerDay);
    day.changed = true;
  }

  /** The searches being typed as if they ended now, by index and date. */
  private typingDays(): Map<string, Map<string, Day>> {
    const days = new Map<string, Map<string, Day>>();
    for (const typing of this.typing.values()) {
      let byDate = days.get(typing.index);
      if (!byDate) days.set(typing.index, (byDate = new Map()));
      const date = dateOf(typing.at);
      let day = byDate.get(date);
      if (!day) byDate.set(date, (day = emptyDay()));
      addSearch(day, typing, day.count, Infinity);
    }
    return days;
  }

  /** Counts the searches whose last keystroke is older than the window (or all of them). */
  private settle(all = false) {
    const horizon = this.now() - this.config.windowMs;
    for (const [key, typing] of this.typing) {
      if (!all && typing.at > horizon) continue;
      this.typing.delete(key);
      this.count(typing);
    }
  }

  /** Writes the days that changed; days before today leave memory once written. One flush at a time. */
  flush(): Promise<void> {
    // A flush that fails (a folder it cannot list or delete in) is reported, never thrown: it runs
    // on a timer, where a rejection would end the server, and the next flush tries again.
    this.flushing = this.flushing
      .then(() => this.write())
      .catch((error: unknown) =>
        this.warn(String(error), `Search analytics: could not write (${(error as Error).message}).`),
      );
    return this.flushing;
  }

  /**
   * Each day that changed, with the searches being typed as if they ended now: a crash loses at
   * most what came after the last flush. Days before yesterday then leave memory.
   */
  private async write() {
    this.drain();
    this.settle(this.closed);
    const now = this.now();
    const today = dateOf(now);
    const yesterday = dateOf(now - DAY_MS);
    const typed = this.typingDays();
    // The days that changed, the days the typing was written in last time, and, when the typing
    // changed, the days it is in now.
    const keys = new Set<string>(this.overlaid);
    for (const [index, days] of this.days)
      for (const [date, day] of days) if (day.changed) keys.add(`${index}\n${date}`);
    if (this.typingChanged)
      for (const [index, days] of typed) for (const date of days.keys()) keys.add(`${index}\n${date}`);
    this.typingChanged = false;
    this.overlaid = new Set();
    for (const key of keys) {
      const [index, date] = key.split('\n');
      const extra = typed.get(index)?.get(date);
      // The day the file holds besides the typing, in memory from now on (so that a search counted
      // later is added to it, never to the file that holds it already as typing).
      const days = this.daysOf(index);
      let day = days.get(date);
      if (!day) days.set(date, (day = emptyDay()));
      if (extra) this.overlaid.add(key);
      day.changed = false;
      const file = this.dayFile(index, date);
      const text = dayFileText(date, extra ? merged(day, extra, this.config.maxQueriesPerDay) : day);
      try {
        await writeFileAtomicAsync(file, text);
      } catch (error) {
        day.changed = true; // tried again at the next flush
        this.warn(file, `Search analytics: could not write ${file} (${(error as Error).message}).`);
      }
    }
    for (const days of this.days.values())
      for (const [date, day] of days) if (date < yesterday && !day.changed) days.delete(date);
    this.prune(today);
  }

  /** Counts every search being typed, writes everything, and stops the timer. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.closed = true;
    if (this.config.recording) await this.flush();
  }

  /** What memory holds: searches being typed, and distinct queries over the days in memory. */
  held(): {typing: number; queries: number} {
    this.drain();
    let queries = 0;
    for (const days of this.days.values()) for (const day of days.values()) queries += day.queries.size;
    return {typing: this.typing.size, queries};
  }

  /** Whether anything was ever recorded for an index. */
  knows(index: string): boolean {
    this.drain();
    return this.days.has(index) || fs.existsSync(this.indexDir(index));
  }

  /**
   * An index's figures from `start` to `end` (YYYY-MM-DD), as they would be if the searches
   * being typed ended now. Dates before the retention or after today hold nothing, and are left
   * out. Reads the days on disk without blocking searches for long.
   */
  async range(index: string, start: string, end: string): Promise<RangeFigures> {
    this.drain();
    const queries = new Map<string, QueryFigures>();
    // A long range of full days: still a bounded map (the rarest queries of the range dropped).
    const max = this.config.maxQueriesPerDay * 10;
    const today = dateOf(this.now());
    const oldest = oldestKept(today, this.config.days);
    const dates = datesBetween(start < oldest ? oldest : start, end > today ? today : end);
    const totals = new Map(dates.map((date) => [date, {date, count: 0, noResults: 0}]));
    const add = (date: string, day: Day, order: number) => {
      const total = totals.get(date);
      if (!total) return;
      total.count += day.count;
      total.noResults += day.noResults;
      // Later days win for nbHits: their order comes after every earlier day's.
      for (const [query, figures] of day.queries)
        addTo(queries, query, {...figures, last: order * 1e12 + figures.last}, max);
    };
    let order = 0;
    for (const date of totals.keys()) {
      order += 1;
      const day = this.days.get(index)?.get(date) ?? (await this.readDayAsync(index, date));
      if (day) add(date, day, order);
    }
    for (const [date, day] of this.typingDays().get(index) ?? []) add(date, day, order + 1);
    return {dates: [...totals.values()], queries};
  }

  private indexDir(index: string) {
    return path.join(this.config.dir, encodeURIComponent(index));
  }

  private dayFile(index: string, date: string) {
    return path.join(this.indexDir(index), `${date}.json`);
  }

  private indexes(): string[] {
    if (!fs.existsSync(this.config.dir)) return [];
    return fs
      .readdirSync(this.config.dir, {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => decodeURIComponent(entry.name));
  }

  private daysOf(index: string) {
    let days = this.days.get(index);
    if (!days) this.days.set(index, (days = new Map()));
    return days;
  }

  private readDay(index: string, date: string): Day | undefined {
    const file = this.dayFile(index, date);
    if (!fs.existsSync(file)) return undefined;
    return this.checked(file, date, fs.readFileSync(file, 'utf8'));
  }

  private async readDayAsync(index: string, date: string): Promise<Day | undefined> {
    const file = this.dayFile(index, date);
    let text: string;
    try {
      text = await fs.promises.readFile(file, 'utf8');
    } catch {
      return undefined;
    }
    return this.checked(file, date, text);
  }

  /** A day file read back; one that is not (edited by hand) is set aside, never overwritten. */
  private checked(file: string, date: string, text: string): Day | undefined {
    const day = parseDayFile(text, date);
    if (!day) {
      this.warn(file, `Search analytics: ${file} is not a day of analytics; ignored.`);
      try {
        if (this.config.recording) fs.renameSync(file, `${file}.unreadable`);
      } catch {
        // Left where it is (a folder it cannot write in): still never read, and warned of.
      }
    }
    return day;
  }

  /** Deletes the days past the retention, once a day. */
  private prune(today: string) {
    if (this.prunedOn === today) return;
    this.prunedOn = today;
    const oldest = oldestKept(today, this.config.days);
    for (const index of this.indexes()) {
      const dir = this.indexDir(index);
      for (const file of fs.readdirSync(dir)) {
        const stale = /^\d{4}-\d{2}-\d{2}\.json$/.test(file) && file.slice(0, 10) < oldest;
        if (stale) fs.rmSync(path.join(dir, file), {force: true});
      }
    }
  }

  private warn(key: string, message: string) {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    console.warn(message);
  }
}
