/**
 * A search counted once, not once per keystroke: like Algolia, the last query of a reader's
 * keystrokes less than `windowMs` apart whose text carries on (extends, backs up, or differs by at
 * most two typos) is the search. Searches being typed are held here, by reader key (a salted hash,
 * in memory only), the one idle longest first; each one that ends is handed to `count`.
 */
import {typoDistance} from '../../engine';
import {addSearch, dateOf, emptyDay, type Day, type SearchSeen} from './days';

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

/** A search being typed: its index, its latest query (normalised) and hits, and when it was typed. */
export type Typing = SearchSeen & {index: string; at: number};

export class Keystrokes {
  /** Searches being typed, by reader key (one per index and reader), the one idle longest first. */
  private readonly typing = new Map<string, Typing>();
  /** Whether the searches being typed changed since changedSince last asked. */
  private changed = false;

  constructor(
    private readonly limits: {windowMs: number; maxPending: number},
    /** Where a search goes when it ends. */
    private readonly count: (search: Typing) => void,
  ) {}

  get size(): number {
    return this.typing.size;
  }

  /** A keystroke of `reader` at `at`: ends the reader's search if this one does not carry it on. */
  add(index: string, reader: string, seen: SearchSeen, at: number) {
    const query = normaliseQuery(seen.query);
    const last = this.typing.get(reader);
    if (last) {
      this.typing.delete(reader);
      if (at - last.at > this.limits.windowMs || !sameSearch(last.query, query)) this.count(last);
    } else if (this.typing.size >= this.limits.maxPending) {
      const [oldestKey, oldest] = this.typing.entries().next().value as [string, Typing];
      this.typing.delete(oldestKey);
      this.count(oldest);
    }
    this.typing.set(reader, {index, query, nbHits: seen.nbHits, filtered: seen.filtered, at});
    this.changed = true;
  }

  /** Ends the searches whose last keystroke is older than the window at `now` (or all of them). */
  settle(now: number, all = false) {
    const horizon = now - this.limits.windowMs;
    for (const [key, typing] of this.typing) {
      if (!all && typing.at > horizon) continue;
      this.typing.delete(key);
      this.count(typing);
    }
  }

  /** Whether the searches being typed changed since the last time this was asked. */
  changedSince(): boolean {
    const changed = this.changed;
    this.changed = false;
    return changed;
  }

  /** The searches being typed as if they ended now, by index and date. */
  asDays(): Map<string, Map<string, Day>> {
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
}
