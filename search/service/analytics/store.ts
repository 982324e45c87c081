/**
 * The search analytics' days, in memory and on disk: searches recorded (queued, and counted a turn
 * of the event loop at a time), keystrokes grouped (keystrokes.ts), days written every `flushMs`
 * and on close, read back at start and for a range, and deleted past the retention.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {TEMP_SUFFIX, writeFileAtomicAsync, readTextIfPresent} from '../../atomic-files';
import type {RangeFigures} from './api';
import type {AnalyticsConfig} from './config';
import {DAY_FILE, dayFileText, parseDayFile} from './day-file';
import {
  DAY_MS,
  addSearch,
  addTo,
  dateOf,
  datesBetween,
  emptyDay,
  merged,
  oldestKept,
  type Day,
  type QueryFigures,
  type SearchSeen,
} from './days';
import {Keystrokes, type Typing} from './keystrokes';

/** At most this many analyticsTags of one search are counted (Algolia's analyticsTags are few). */
const MAX_TAGS_PER_SEARCH = 10;

/**
 * Where a tag's searches of an index are counted, beside the index's own figures, the way Algolia's
 * Analytics API reads them back with `tags=<tag>` (a character no index name or tag holds by
 * accident as the separator; encoded in the folder's name like the rest).
 */
export const segmentOf = (index: string, tag: string) => `${index}\u0001tag:${tag}`;

/** A day's file to write: its index and date, and the searches being typed on that day, if any. */
type DayToWrite = {index: string; date: string; typing?: Day};

/** Where a day is in `days` and in the files: its index and date. */
const dayKey = (index: string, date: string) => `${index}\n${date}`;

export class SearchAnalytics {
  /** Days in memory, by index then date: today's, and any not written yet. */
  private readonly days = new Map<string, Map<string, Day>>();
  private readonly keystrokes: Keystrokes;
  private readonly salt = crypto.randomBytes(16).toString('hex');
  /** Searches recorded and not added yet (see record). */
  private queued: {index: string; reader: string; seen: SearchSeen; at: number}[] = [];
  private order = 0;
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  /** The day files last written with searches being typed in them (dayKey). */
  private writtenWithTyping = new Set<string>();
  /** The day the old days were last deleted. */
  private prunedOn = '';
  private warned = new Set<string>();
  /** Flushes or day files the disk refused, since start (for the metrics). */
  writeFailures = 0;

  private constructor(
    readonly config: AnalyticsConfig,
    private readonly now: () => number,
  ) {
    this.keystrokes = new Keystrokes(config, (search) => this.count(search));
  }

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
  record(index: string, reader: string, seen: SearchSeen, tags: readonly string[] = []): void {
    if (!this.config.recording || this.closed) return;
    const at = this.now();
    if (this.queued.push({index, reader, seen, at}) === 1) setImmediate(this.drain);
    // A tagged search also counts in each of its tags' segment (segmentOf), its keystrokes apart.
    for (const tag of [...new Set(tags)].slice(0, MAX_TAGS_PER_SEARCH))
      this.queued.push({index: segmentOf(index, tag), reader: `${reader}\u0001${tag}`, seen, at});
  }

  /** Adds the queued searches; everything that reads the figures does this first. Never throws. */
  private readonly drain = () => {
    const batch = this.queued;
    this.queued = [];
    for (const {index, reader, seen, at} of batch) {
      try {
        this.keystrokes.add(index, reader, seen, at);
      } catch (error) {
        // An older day that cannot be read back (count): that search is lost, the rest go on.
        this.warn(
          `add ${index}`,
          `Search analytics: a search could not be counted (${(error as Error).message}).`,
        );
      }
    }
  };

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

  /** Writes the days that changed; days before today leave memory once written. One flush at a time. */
  flush(): Promise<void> {
    // A flush that fails (a folder it cannot list or delete in) is reported, never thrown: it runs
    // on a timer, where a rejection would end the server, and the next flush tries again.
    this.flushing = this.flushing
      .then(() => this.write())
      .catch((error: unknown) => {
        this.writeFailures += 1;
        this.warn(String(error), `Search analytics: could not write (${(error as Error).message}).`);
      });
    return this.flushing;
  }

  /**
   * Writes each day file that is out of date. A day's file holds its counted searches and, so that
   * a crash loses at most one interval, the searches still being typed as if they ended now. Days
   * before yesterday then leave memory, and days past the retention are deleted.
   */
  private async write() {
    this.drain();
    this.keystrokes.settle(this.now(), this.closed);
    const now = this.now();
    const typing = this.keystrokes.asDays();
    for (const file of this.outOfDate(typing)) await this.writeDay(file);
    this.forgetWrittenBefore(dateOf(now - DAY_MS));
    this.prune(dateOf(now));
  }

  /**
   * The day files out of date: a day `changed` (searches counted since it was written), a day
   * written with searches being typed in it (they have ended or moved on since), and, when the
   * searches being typed changed, each day they are on now.
   */
  private outOfDate(typing: Map<string, Map<string, Day>>): DayToWrite[] {
    const keys = new Set<string>(this.writtenWithTyping);
    for (const [index, days] of this.days)
      for (const [date, day] of days) if (day.changed) keys.add(dayKey(index, date));
    if (this.keystrokes.changedSince())
      for (const [index, days] of typing) for (const date of days.keys()) keys.add(dayKey(index, date));
    this.writtenWithTyping = new Set();
    return [...keys].map((key) => {
      const [index, date] = key.split('\n');
      return {index, date, typing: typing.get(index)?.get(date)};
    });
  }

  /** Writes a day's file: the day in memory, with the searches being typed on it. */
  private async writeDay({index, date, typing}: DayToWrite) {
    // The day the file holds besides the typing, in memory from now on (so that a search counted
    // later is added to it, never to the file that holds it already as typing).
    const days = this.daysOf(index);
    let day = days.get(date);
    if (!day) days.set(date, (day = emptyDay()));
    if (typing) this.writtenWithTyping.add(dayKey(index, date));
    day.changed = false;
    const file = this.dayFile(index, date);
    const text = dayFileText(date, typing ? merged(day, typing, this.config.maxQueriesPerDay) : day);
    try {
      await writeFileAtomicAsync(file, text);
    } catch (error) {
      day.changed = true; // tried again at the next flush
      this.writeFailures += 1;
      this.warn(file, `Search analytics: could not write ${file} (${(error as Error).message}).`);
    }
  }

  /** Lets the days before `date` leave memory once their files are written. */
  private forgetWrittenBefore(date: string) {
    for (const days of this.days.values())
      for (const [day, figures] of days) if (day < date && !figures.changed) days.delete(day);
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
    return {typing: this.keystrokes.size, queries};
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
    for (const [date, day] of this.keystrokes.asDays().get(index) ?? []) add(date, day, order + 1);
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
    const text = await readTextIfPresent(file);
    return text === undefined ? undefined : this.checked(file, date, text);
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
        const stale = DAY_FILE.test(file) && file.slice(0, 10) < oldest;
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
