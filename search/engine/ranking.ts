/**
 * Algolia's tie-breaking ranking of the candidates the inverted index retrieved: the
 * criteria of the index's `ranking`, in its order (words, typo, attribute,
 * proximity, exact, custom…). The word positions of every record are computed
 * once, when the index is built, so ranking a candidate is lookups, never
 * re-reading its text.
 */
import {matcher, tokens, type WordMatch} from './text';
import type {ParsedQuery} from './query';
import {sortOf, type EngineSettings, type Sort} from './settings';

/** The word positions of one attribute of a record: word -> its indexes among the attribute's words. */
export type Positions = Map<string, number[]>;

const NONE: Positions = new Map();

/** Between the elements of a list attribute (joined with ELEMENTS), words are this far apart: never near. */
const ELEMENT_GAP = 8;
export const ELEMENTS = '\u0000';

/** Each word of the attributes -> the attributes (bits) it is in. */
export function wordsOf(attributes: Positions[]): Map<string, number> {
  const out = new Map<string, number>();
  attributes.forEach((at, a) => {
    for (const word of at.keys()) out.set(word, (out.get(word) ?? 0) | (1 << a));
  });
  return out;
}

/** Where each word is in each searchable attribute's text (in the order of `texts`). */
export function positions(texts: string[]): Positions[] {
  return texts.map((text) => {
    if (!text) return NONE;
    const at: Positions = new Map();
    let offset = 0;
    for (const element of text.split(ELEMENTS)) {
      const found = tokens(element);
      found.forEach((token, i) => {
        const list = at.get(token.norm);
        if (list) list.push(offset + i);
        else at.set(token.norm, [offset + i]);
      });
      offset += found.length + ELEMENT_GAP;
    }
    return at;
  });
}

/** An Algolia object as the engine takes it: any attributes. */
export type IndexRecord = {objectID: string} & Record<string, unknown>;

export type Candidate = {
  record: IndexRecord;
  positions: Positions[];
  /** Each word of the record -> the attributes (bits, in positions' order) it is in. */
  words: Map<string, number>;
  /** The values of the attributes the ranking sorts on (customRanking, asc()/desc()), in sortAttributes order. */
  values: number[];
};

export type Ranked = {
  record: IndexRecord;
  values: number[];
  typos: number;
  /** How many query words the record matches (all of them, unless some were optional). */
  words: number;
  proximity: number;
  attribute: number;
  exact: number;
};

/** What one query word (or synonym) matched in a record: its words, and the attributes (bits) they are in. */
type WordHits = {terms: string[]; fields: number};

/** Closest distance between a position of `a` and one of `b`, capped at 8. */
function gap(a: number[], b: number[]): number {
  let best = 8;
  for (const x of a) for (const y of b) best = Math.min(best, Math.abs(y - x));
  return best;
}

/**
 * Algolia's proximity: how far apart consecutive query words are within one attribute, summed
 * (each gap capped at 8); only attributes where every query word matched are looked at. Also the
 * best-ranked attribute among those with that proximity (attributeCriteriaComputedByMinProximity).
 */
function proximity(attributes: Positions[], ranks: number[], hits: WordHits[]) {
  let best = 8 * Math.max(0, hits.length - 1);
  let attribute = Infinity;
  if (hits.length < 2) return {proximity: 0, attribute};
  const everyWord = hits.reduce((bits, h) => bits & h.fields, ~0);
  for (let index = 0; index < attributes.length; index += 1) {
    if (!(everyWord & (1 << index))) continue;
    const at = attributes[index];
    let sum = 0;
    for (let i = 1; i < hits.length && sum < best; i += 1)
      sum += closest(at, hits[i - 1].terms, hits[i].terms);
    if (sum < best || (sum === best && ranks[index] < attribute)) {
      best = sum;
      attribute = ranks[index];
    }
  }
  return {proximity: best, attribute};
}

/** Closest distance between a position of a word of `a` and one of `b` in one attribute, capped at 8. */
function closest(at: Positions, a: string[], b: string[]): number {
  let best = 8;
  for (const x of a)
    for (const y of b) {
      const xs = at.get(x);
      const ys = at.get(y);
      if (xs && ys) best = Math.min(best, gap(xs, ys));
    }
  return best;
}

/** The best rank among the attributes of `bits` (bit i: attribute i), or `at` if that is better. */
function bestRank(bits: number, ranks: number[], at: number): number {
  for (let b = bits; b !== 0; b &= b - 1) at = Math.min(at, ranks[31 - Math.clz32(b & -b)]);
  return at;
}

/** Whether the words appear one after the other in one attribute (a quoted phrase). */
function consecutive(attributes: Positions[], phrase: string[]): boolean {
  return attributes.some((at) =>
    (at.get(phrase[0]) ?? []).some((start) =>
      phrase.every((word, k) => k === 0 || (at.get(word) ?? []).includes(start + k)),
    ),
  );
}

/**
 * A function ranking the candidates of one query: their criteria, or undefined when a required
 * slot of the query matches none of a candidate's words, no word matches at all, or an excluded word
 * is there. `expansions` are the index's words each query word matches (InvertedIndex.expand);
 * `ranks` the searchable attributes' ranks, in the order of the candidates' positions; `required`
 * says which slots must match. Ranking reads each candidate's word positions only: no per-candidate
 * match table is built.
 */
export function ranker(
  query: ParsedQuery,
  ranks: number[],
  settings: EngineSettings,
  expansions: string[][],
  required: boolean[] = query.slots.map((s) => !s.optional),
) {
  const match = matcher(query.words);
  // Each query word's words, with how each matches it (typos, exact), worked out once per query.
  const wordTerms = query.words.map((_, i) => {
    const terms = new Map<string, WordMatch>();
    for (const term of expansions[i] ?? []) {
      const found = match(i, term);
      if (found) terms.set(term, found);
    }
    return terms;
  });
  // Algolia computes the attribute on the closest words whenever proximity ranks before attribute.
  const proximityAt = settings.ranking.indexOf('proximity');
  const byProximity =
    settings.attributeCriteriaComputedByMinProximity ||
    (proximityAt >= 0 && proximityAt < settings.ranking.indexOf('attribute'));
  const worst = Math.max(0, ...ranks) + 1;
  const slotWords = query.slots.map((slot) =>
    query.words.slice(slot.first, slot.first + slot.count).map((w) => w.word),
  );
  return (candidate: Candidate, retrieved: boolean): Ranked | undefined => {
    const attributes = candidate.positions;
    if (query.excluded.some((word) => candidate.words.has(word))) return undefined;
    let typos = 0;
    let exact = 0;
    let words = 0;
    let attribute = worst;
    // With attributeCriteriaComputedByMinProximity, a record whose words are in no one attribute
    // ranks by the lowest attribute where all of them have been seen.
    let spread = 0;
    /** Proximity the alternatives stand for (each as far as the words it replaces). */
    let span = 0;
    const hits: WordHits[] = [];
    for (let s = 0; s < query.slots.length; s += 1) {
      const slot = query.slots[s];
      // The slot's own words, each its best match among the record's words.
      let own = {typos: 0, exact: 0, words: 0, attribute: worst, hits: [] as WordHits[], span: 0};
      for (let i = slot.first; retrieved && i < slot.first + slot.count; i += 1) {
        const terms = wordTerms[i];
        let bestTypos = Infinity;
        let isExact = false;
        const hit: WordHits = {terms: [], fields: 0};
        let at = worst;
        // The smaller side is looped over: the record's words, or the query word's expansions.
        const recordWords = candidate.words;
        const small = recordWords.size <= terms.size;
        for (const term of small ? recordWords.keys() : terms.keys()) {
          const how = terms.get(term);
          const bits = how && recordWords.get(term);
          if (!how || !bits) continue;
          if (how.typos < bestTypos) bestTypos = how.typos;
          if (how.exact) isExact = true;
          hit.terms.push(term);
          hit.fields |= bits;
          at = bestRank(bits, ranks, at);
        }
        if (!Number.isFinite(bestTypos)) continue;
        own.typos += bestTypos;
        own.exact += isExact ? 1 : 0;
        own.words += 1;
        own.attribute = Math.min(own.attribute, at);
        own.hits.push(hit);
      }
      if (
        slot.phrase &&
        own.words > 0 &&
        !(own.words === slot.count && consecutive(candidate.positions, slotWords[s]))
      )
        own = {typos: 0, exact: 0, words: 0, attribute: worst, hits: [], span: 0};
      // Or one of its alternatives (synonyms), when that is a better match: all of its words, and
      // the words of a phrase ("two factor") together and in order, as Algolia matches them.
      for (const alternative of slot.alternatives) {
        const better = own.words < slot.count || alternative.typos < own.typos;
        if (!better || !retrieved) continue;
        // The attributes holding each of its words; all of them must be somewhere.
        const hit: WordHits = {terms: alternative.words, fields: 0};
        let at = worst;
        let everyWord = true;
        for (const w of alternative.words) {
          const bits = candidate.words.get(w);
          if (!bits) {
            everyWord = false;
            break;
          }
          hit.fields |= bits;
          at = bestRank(bits, ranks, at);
        }
        if (!everyWord) continue;
        if (alternative.words.length > 1 && !consecutive(attributes, alternative.words)) continue;
        own = {
          typos: alternative.typos,
          exact: alternative.exact ? slot.count : 0,
          words: slot.count,
          attribute: at,
          hits: [hit],
          // The slot's words stand for this one hit: as far apart as the words it replaces at best
          // ("deposit" for "top up" is no closer than "top up" itself).
          span: slot.count - 1,
        };
      }
      if (own.words < slot.count && retrieved && required[s]) return undefined;
      typos += own.typos;
      exact += own.exact;
      words += own.words;
      attribute = Math.min(attribute, own.attribute);
      span += own.span;
      if (own.words) spread = Math.max(spread, own.attribute);
      hits.push(...own.hits);
    }
    if (retrieved && hits.length === 0) return undefined;
    const near = proximity(candidate.positions, ranks, hits);
    return {
      record: candidate.record,
      values: candidate.values,
      typos,
      words,
      proximity: near.proximity + span,
      attribute: !query.slots.length
        ? 0
        : byProximity
          ? Number.isFinite(near.attribute)
            ? near.attribute
            : spread
          : attribute,
      exact,
    };
  };
}

/** x - y, where two infinities of one sign tie (their difference would be NaN). */
const byNumber = (x: number, y: number) => (x === y ? 0 : x - y);

type Criterion = (a: Ranked, b: Ranked) => number;

const CRITERIA: Record<string, Criterion> = {
  typo: (a, b) => a.typos - b.typos,
  words: (a, b) => b.words - a.words,
  proximity: (a, b) => a.proximity - b.proximity,
  attribute: (a, b) => a.attribute - b.attribute,
  exact: (a, b) => b.exact - a.exact,
};

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

/**
 * The comparison of two candidates by an index's `ranking`: each criterion in its order, the next
 * one only on a tie; `custom` is the customRanking, asc()/desc() entries sort on an attribute. geo
 * and filters never tell records apart here (no geo search, no optionalFilters), so they are skipped.
 */
export function comparator(settings: EngineSettings): Criterion {
  const sorts = sortAttributes(settings);
  const sortOn = (index: number): Criterion =>
    sorts[index].order === 'desc'
      ? (a, b) => byNumber(b.values[index], a.values[index])
      : (a, b) => byNumber(a.values[index], b.values[index]);
  let next = settings.customRanking.length;
  const criteria = settings.ranking.flatMap((name): Criterion[] => {
    if (name === 'custom') return settings.customRanking.map((_, i) => sortOn(i));
    if (sortOf(name)) return [sortOn(next++)];
    return CRITERIA[name] ? [CRITERIA[name]] : [];
  });
  return (a, b) => {
    for (const criterion of criteria) {
      const order = criterion(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
}
