/**
 * The order of the hits: the comparison of two records by an index's `ranking` (criterion by
 * criterion, or as one packed number each), and the first hits of a page taken from a heap.
 */
import TinyQueue from 'tinyqueue';
import type {Candidate, Ranked} from './record';
import {sortOf, type EngineSettings, type Sort} from './settings';

/** x - y, where two infinities of one sign tie (their difference would be NaN). */
const byNumber = (x: number, y: number) => (x === y ? 0 : x - y);

type Criterion = (a: Ranked, b: Ranked) => number;

/** The criteria, as the comparator's codes; a sort on the i-th sort attribute is SORT + i. */
const CODES: Record<string, number> = {typo: 0, words: 1, proximity: 2, attribute: 3, exact: 4};
const SORT = 5;

/** The attributes the ranking sorts on: customRanking's, then the asc()/desc() entries of ranking. */
export function sortAttributes(settings: EngineSettings): Sort[] {
  return [...settings.customRanking, ...settings.ranking.flatMap((name) => sortOf(name) ?? [])];
}

/**
 * A record's value for a sort attribute. As in Algolia, a record without one (or with a value that
 * is not a number or a boolean) ranks after the records that have it, whichever the order.
 */
export function sortValue(value: unknown, order: Sort['order']): number {
  const number = typeof value === 'boolean' ? Number(value) : value;
  if (typeof number === 'number' && Number.isFinite(number)) return number;
  return order === 'desc' ? -Infinity : Infinity;
}

/** The criteria of a ranking, in order, as codes (geo and filters left out). */
function codesOf(settings: EngineSettings): number[] {
  let next = settings.customRanking.length;
  return settings.ranking.flatMap((name): number[] => {
    if (name === 'custom') return settings.customRanking.map((_, i) => SORT + i);
    if (sortOf(name)) return [SORT + next++];
    return Object.hasOwn(CODES, name) ? [CODES[name]] : [];
  });
}

/**
 * The comparison of two candidates by an index's `ranking`: each criterion in its order, the next
 * one only on a tie; `custom` is the customRanking, asc()/desc() entries sort on an attribute. geo
 * and filters never tell records apart here (no geo search, no optionalFilters), so they are skipped.
 */
export function comparator(settings: EngineSettings): Criterion {
  const sorts = sortAttributes(settings);
  const desc = sorts.map((sort) => sort.order === 'desc');
  // Small integers tested in turn, not a list of closures: a heap compares the same records often.
  const codes = codesOf(settings);
  return (a, b) => {
    for (const code of codes) {
      let order: number;
      if (code === 0) order = a.typos - b.typos;
      else if (code === 1) order = b.words - a.words;
      else if (code === 2) order = a.proximity - b.proximity;
      else if (code === 3) order = a.attribute - b.attribute;
      else if (code === 4) order = b.exact - a.exact;
      else {
        const i = code - SORT;
        order = desc[i] ? byNumber(b.values[i], a.values[i]) : byNumber(a.values[i], b.values[i]);
      }
      if (order !== 0) return order;
    }
    return 0;
  };
}

/** Each record's place for one sort attribute (`of`, by record id), and the last place. */
export type SortPlaces = {of: Int32Array; last: number}[];

/**
 * Each record's place for each sort attribute (sortAttributes order): 0 for the best value, equal
 * values equal places (a dense rank, so that it needs as few bits as there are distinct values).
 */
export function sortPlaces(candidates: Candidate[], settings: EngineSettings): SortPlaces {
  return sortAttributes(settings).map(({order}, i) => {
    const distinct = [...new Set(candidates.map((c) => c.values[i]))].sort((x, y) =>
      order === 'desc' ? byNumber(y, x) : byNumber(x, y),
    );
    const place = new Map(distinct.map((value, k) => [value, k]));
    return {of: Int32Array.from(candidates, (c) => place.get(c.values[i])!), last: distinct.length - 1};
  });
}

/** Bits to hold the integers 0…max. */
const bitsFor = (max: number) => (max <= 0 ? 0 : 32 - Math.clz32(max));

/** What the largest criteria of one query are: its words, the worst attribute rank, whether attributes add up. */
export type PackedQuery = {
  words: number;
  worst: number;
  bySum: boolean;
  /** The largest value of the words criterion, when words weigh by rarity (rarity.ts); else `words`. */
  wordsMax?: number;
};

/**
 * The ranking as one number per record, when the criteria fit in the 53 bits of a double: each
 * criterion, in the ranking's order, in as many bits as its largest value in a query of `words`
 * words needs, lower better. The heap then compares numbers, not criteria one by one. Undefined
 * when they do not fit (the comparator is used).
 */
export function keyPacker(
  settings: EngineSettings,
  places: SortPlaces,
  {words, worst, bySum, wordsMax = words}: PackedQuery,
): ((ranked: Ranked) => number) | undefined {
  const codes = codesOf(settings);
  const max = codes.map((code) => {
    if (code === 0) return 2 * words; // typos: at most 2 per word (or per synonym standing for words)
    if (code === 1) return wordsMax;
    if (code === 2) return 9 * words; // proximity: 8 per pair, plus the span of synonyms
    if (code === 3) return bySum ? 2 * worst * words : worst;
    if (code === 4) return words;
    return places[code - SORT].last;
  });
  const bits = max.map(bitsFor);
  if (bits.reduce((sum, b) => sum + b, 0) > 53) return undefined;
  const scale = bits.map((b) => 2 ** b);
  return (r) => {
    let key = 0;
    for (let c = 0; c < codes.length; c += 1) {
      const code = codes[c];
      const value =
        code === 0
          ? r.typos
          : code === 1
            ? wordsMax - r.words
            : code === 2
              ? r.proximity
              : code === 3
                ? r.attribute
                : code === 4
                  ? words - r.exact
                  : places[code - SORT].of[r.id];
      // Out of its bits (never expected): this record sorts last, the comparator's order is lost.
      if (!(value >= 0 && value <= max[c])) return Infinity;
      key = key * scale[c] + value;
    }
    return key;
  };
}

/**
 * One ranking of an index's records (its `ranking`, or the same with typo first, which
 * typoTolerance "min" and "strict" force): the comparator, the key packer of a query, and the order
 * of the heap.
 */
export class RankingOrder {
  readonly compare: Criterion;

  constructor(
    readonly settings: EngineSettings,
    /** Each record's place by each sort attribute (sortPlaces), for the packed keys. */
    private readonly places: SortPlaces,
  ) {
    this.compare = comparator(settings);
  }

  /** The packed keys of a query's candidates (keyPacker), or undefined when they do not fit. */
  packer(query: PackedQuery) {
    return keyPacker(this.settings, this.places, query);
  }

  /**
   * The heap's order: by packed key when every candidate has one, else criterion by criterion; the
   * records' order breaks complete ties (as a stable sort of them all would).
   */
  byRank(packed: boolean): Criterion {
    const compare = this.compare;
    return packed
      ? (a: Ranked, b: Ranked) => a.key! - b.key! || a.id - b.id
      : (a: Ranked, b: Ranked) => compare(a, b) || a.id - b.id;
  }
}

/**
 * The first `count` records by the ranking (`ranked` is reordered), at most `perGroup` of each distinct group when it is
 * above 0, with their exact criteria. A heap of the records by their criteria or bounds: the best is
 * taken out; if its proximity is still a bound, it is worked out and the record goes back in, else it
 * is the next hit. Bounds are never worse than the criteria, so a record comes out as a hit only once
 * no other can rank before it, and only the records near the top have their proximity measured.
 */
export function best(
  ranked: Ranked[],
  count: number,
  {
    byRank,
    finish,
    perGroup,
    groupOf,
  }: {
    byRank: (a: Ranked, b: Ranked) => number;
    finish: (bounds: Ranked) => Ranked;
    perGroup: number;
    /** The distinct group of a record, by its id (numbers from 0). */
    groupOf: (id: number) => number;
  },
): Ranked[] {
  if (count <= 0) return [];
  const heap = new TinyQueue(ranked, byRank);
  const taken = new Map<number, number>();
  const out: Ranked[] = [];
  while (out.length < count && heap.length > 0) {
    const next = heap.pop()!;
    const group = perGroup > 0 ? groupOf(next.id) : -1;
    const sofar = perGroup > 0 ? (taken.get(group) ?? 0) : 0;
    if (perGroup > 0 && sofar >= perGroup) continue;
    if (!next.final) {
      heap.push(finish(next));
      continue;
    }
    out.push(next);
    if (perGroup > 0) taken.set(group, sofar + 1);
  }
  return out;
}
