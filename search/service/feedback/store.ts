/**
 * Reader feedback's days, in memory and on disk: votes and comments counted in memory (no I/O on
 * the request path), days written every `flushMs` and on close with atomic writes to
 * `<dir>/<YYYY-MM-DD>.json`, today's read back at start, days past the retention deleted.
 * Readers: a salted hash per reader and page, today only, in memory only (a second vote of the
 * same reader on the same page that day replaces the first); the salt changes at every start.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {TEMP_SUFFIX, writeFileAtomicAsync, readTextIfPresent} from '../../atomic-files';
import {dateOf, datesBetween, oldestKept} from '../analytics/days';
import type {FeedbackConfig} from './config';
import {
  addComment,
  addVote,
  emptyFeedbackDay,
  feedbackDayText,
  parseFeedbackDay,
  rangeFigures,
  type FeedbackDay,
  type FeedbackRange,
} from './days';
import type {Vote} from './input';

const DAY_FILE = /^\d{4}-\d{2}-\d{2}\.json$/;

export class FeedbackStore {
  private readonly days = new Map<string, FeedbackDay>();
  private readonly salt = crypto.randomBytes(16).toString('hex');
  /** Today's voters: hash of reader and page → their vote. */
  private voters = {date: '', votes: new Map<string, Vote>()};
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  private warned = new Set<string>();

  private constructor(
    readonly config: FeedbackConfig,
    private readonly now: () => number,
  ) {}

  /** The store over `config.dir`; recording, it reads today back and flushes every `flushMs`. */
  static open(config: FeedbackConfig, now: () => number = Date.now): FeedbackStore {
    const store = new FeedbackStore(config, now);
    if (!config.recording) return store;
    if (fs.existsSync(config.dir))
      for (const file of fs.readdirSync(config.dir))
        if (file.endsWith(TEMP_SUFFIX)) fs.rmSync(path.join(config.dir, file), {force: true});
    const today = dateOf(now());
    const day = store.readDay(today);
    if (day) store.days.set(today, day);
    store.prune(today);
    store.timer = setInterval(() => void store.flush(), config.flushMs);
    store.timer.unref();
    return store;
  }

  /** A reader as kept for the day: a salted hash of who sent it (never written). */
  readerKey(identity: string): string {
    return crypto.hash('sha256', `${this.salt}\n${identity}`, 'base64url');
  }

  /** Counts a vote and keeps a comment, in memory. `reader`: its readerKey. */
  record(reader: string, page: string, vote: Vote, comment?: string): void {
    if (!this.config.recording || this.closed) return;
    const at = this.now();
    const date = dateOf(at);
    if (this.voters.date !== date) this.voters = {date, votes: new Map()};
    const voter = crypto.hash('sha256', `${reader}\n${page}`, 'base64url');
    const before = this.voters.votes.get(voter);
    this.voters.votes.delete(voter);
    this.voters.votes.set(voter, vote);
    // Bounded: past maxVoters the one remembered longest is forgotten.
    if (this.voters.votes.size > this.config.maxVoters)
      this.voters.votes.delete(this.voters.votes.keys().next().value as string);
    const day = this.dayFor(date);
    addVote(day, page, vote, before);
    if (comment)
      addComment(
        day,
        page,
        {at: new Date(at).toISOString(), vote, text: comment},
        this.config.maxCommentsPerPageDay,
      );
  }

  private dayFor(date: string): FeedbackDay {
    let day = this.days.get(date);
    if (!day) this.days.set(date, (day = this.readDay(date) ?? emptyFeedbackDay()));
    return day;
  }

  /** Writes the days that changed; days before today leave memory once written. One at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing
      .then(() => this.write())
      .catch((error: unknown) =>
        this.warn('flush', `Feedback: could not write (${(error as Error).message}).`),
      );
    return this.flushing;
  }

  private async write() {
    const today = dateOf(this.now());
    for (const [date, day] of this.days) {
      if (day.changed) {
        day.changed = false;
        const file = path.join(this.config.dir, `${date}.json`);
        try {
          await writeFileAtomicAsync(file, feedbackDayText(date, day));
        } catch (error) {
          day.changed = true; // tried again at the next flush
          this.warn(file, `Feedback: could not write ${file} (${(error as Error).message}).`);
        }
      }
      if (date < today && !day.changed) this.days.delete(date);
    }
    this.prune(today);
  }

  /** Writes everything and stops the timer. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.closed = true;
    if (this.config.recording) await this.flush();
  }

  /** The figures from `start` to `end` (YYYY-MM-DD), within the days kept and up to today. */
  async range(start: string, end: string): Promise<FeedbackRange> {
    const today = dateOf(this.now());
    const oldest = oldestKept(today, this.config.days);
    const dates = datesBetween(start < oldest ? oldest : start, end > today ? today : end);
    const days = [];
    for (const date of dates) days.push({date, day: this.days.get(date) ?? (await this.readDayAsync(date))});
    return rangeFigures(days, this.config.maxCommentsPerPageDay);
  }

  private readDay(date: string): FeedbackDay | undefined {
    const file = path.join(this.config.dir, `${date}.json`);
    if (!fs.existsSync(file)) return undefined;
    return this.checked(file, date, fs.readFileSync(file, 'utf8'));
  }

  private async readDayAsync(date: string): Promise<FeedbackDay | undefined> {
    const file = path.join(this.config.dir, `${date}.json`);
    const text = await readTextIfPresent(file);
    return text === undefined ? undefined : this.checked(file, date, text);
  }

  /** A day file read back; one that is not (edited by hand) is set aside, never overwritten. */
  private checked(file: string, date: string, text: string): FeedbackDay | undefined {
    const day = parseFeedbackDay(text, date);
    if (!day) {
      this.warn(file, `Feedback: ${file} is not a day of feedback; ignored.`);
      try {
        if (this.config.recording) fs.renameSync(file, `${file}.unreadable`);
      } catch {
        // Left where it is: still never read, and warned of.
      }
    }
    return day;
  }

  private prune(today: string) {
    if (!fs.existsSync(this.config.dir)) return;
    const oldest = oldestKept(today, this.config.days);
    for (const file of fs.readdirSync(this.config.dir))
      if (DAY_FILE.test(file) && file.slice(0, 10) < oldest)
        fs.rmSync(path.join(this.config.dir, file), {force: true});
  }

  private warn(key: string, message: string) {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    console.warn(message);
  }
}
