/**
 * A day of reader feedback (UTC days): per page, its yes and no votes, how many comments it got,
 * and the latest of them (at most `maxComments`); a day's file; and a range's figures, ranked.
 */
import type {Vote} from './input';

export type Comment = {at: string; vote: Vote; text: string};
type PageDay = {yes: number; no: number; comments: number; latest: Comment[]};
export type FeedbackDay = {pages: Map<string, PageDay>; changed: boolean};

export const emptyFeedbackDay = (): FeedbackDay => ({pages: new Map(), changed: false});

function pageOf(day: FeedbackDay, page: string): PageDay {
  let figures = day.pages.get(page);
  if (!figures) day.pages.set(page, (figures = {yes: 0, no: 0, comments: 0, latest: []}));
  return figures;
}

/** Counts a vote, or moves one (`before`: the vote this reader gave the page earlier that day). */
export function addVote(day: FeedbackDay, page: string, vote: Vote, before?: Vote): void {
  const figures = pageOf(day, page);
  if (before === vote) return;
  if (before) figures[before] = Math.max(0, figures[before] - 1);
  figures[vote] += 1;
  day.changed = true;
}

/** Keeps a comment among the page's latest `maxComments` of the day; the count stays exact. */
export function addComment(day: FeedbackDay, page: string, comment: Comment, maxComments: number): void {
  const figures = pageOf(day, page);
  figures.comments += 1;
  figures.latest.push(comment);
  if (figures.latest.length > maxComments) figures.latest.splice(0, figures.latest.length - maxComments);
  day.changed = true;
}

type DayFile = {date: string; pages: Record<string, PageDay>};

export function feedbackDayText(date: string, day: FeedbackDay): string {
  return JSON.stringify({date, pages: Object.fromEntries(day.pages)} satisfies DayFile);
}

const count = (value: unknown) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : 0);

/** A day read back from its file, or undefined when the text is not one (edited by hand). */
export function parseFeedbackDay(text: string, date: string): FeedbackDay | undefined {
  try {
    const file = JSON.parse(text) as DayFile;
    if (file.date !== date || typeof file.pages !== 'object' || file.pages === null) return undefined;
    const pages = new Map<string, PageDay>();
    for (const [page, f] of Object.entries(file.pages)) {
      const latest = Array.isArray(f.latest)
        ? f.latest.filter((c) => typeof c?.text === 'string' && (c.vote === 'yes' || c.vote === 'no'))
        : [];
      pages.set(page, {yes: count(f.yes), no: count(f.no), comments: count(f.comments), latest});
    }
    return {pages, changed: false};
  } catch {
    return undefined;
  }
}

/** A page's figures over a range, with its comments (latest first). */
export type PageFigures = {
  page: string;
  yes: number;
  no: number;
  /** The share of "No" among its votes, 0 to 1 (0 with no votes). */
  noShare: number;
  comments: number;
  latest: (Comment & {date: string})[];
};

export type FeedbackRange = {
  dates: {date: string; yes: number; no: number; comments: number}[];
  pages: PageFigures[];
};

/** The days of a range added up: each date's totals, and each page's figures. */
export function rangeFigures(days: {date: string; day?: FeedbackDay}[], maxComments: number): FeedbackRange {
  const pages = new Map<string, PageFigures>();
  const dates = days.map(({date, day}) => {
    const total = {date, yes: 0, no: 0, comments: 0};
    for (const [page, f] of day?.pages ?? []) {
      total.yes += f.yes;
      total.no += f.no;
      total.comments += f.comments;
      let p = pages.get(page);
      if (!p) pages.set(page, (p = {page, yes: 0, no: 0, noShare: 0, comments: 0, latest: []}));
      p.yes += f.yes;
      p.no += f.no;
      p.comments += f.comments;
      p.latest.push(...f.latest.map((c) => ({...c, date})));
    }
    return total;
  });
  for (const p of pages.values()) {
    p.noShare = p.yes + p.no === 0 ? 0 : p.no / (p.yes + p.no);
    p.latest = p.latest.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, maxComments);
  }
  return {dates, pages: [...pages.values()]};
}

/** Pages least helpful first: the largest share of "No", then the most "No", then by path. */
export const leastHelpful = (pages: PageFigures[]) =>
  [...pages].sort(
    (a, b) => b.noShare - a.noShare || b.no - a.no || b.comments - a.comments || (a.page < b.page ? -1 : 1),
  );
