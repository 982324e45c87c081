/**
 * Algolia's tie-breaking ranking of the candidates MiniSearch retrieved: typos,
 * proximity, attribute, exact, then the custom ranking. The word positions of
 * every record are computed once, when the index is built, so ranking a
 * candidate is lookups, never re-reading its text.
 */
import type {SearchResult} from 'minisearch';
import {matcher, tokens, type QueryWord} from './text';

/** The word positions of one attribute of a record: word -> its indexes among the attribute's words. */
export type Positions = Map<string, number[]>;

const NONE: Positions = new Map();

/** Where each word is in each searchable attribute's text (in the order of `texts`). */
export function positions(texts: string[]): Positions[] {
  return texts.map((text) => {
    if (!text) return NONE;
    const at: Positions = new Map();
    tokens(text).forEach((token, i) => {
      const list = at.get(token.norm);
      if (list) list.push(i);
      else at.set(token.norm, [i]);
    });
    return at;
  });
}

/** An Algolia object as the engine takes it: any attributes, DocSearch's read where they are. */
export type IndexRecord = {objectID: string} & Record<string, unknown>;

/** DocSearch's custom ranking: weight.pageRank and weight.level descending, weight.position ascending. */
type Weight = {pageRank: number; level: number; position: number};

/**
 * A record's custom ranking values. As in Algolia, a record without one (pushed without DocSearch's
 * `weight`) ranks after the records that have it, whichever the order.
 */
export function weightOf(record: IndexRecord): Weight {
  const weight = (record.weight ?? {}) as Partial<Record<keyof Weight, unknown>>;
  const value = (key: keyof Weight, missing: number) =>
    typeof weight[key] === 'number' && Number.isFinite(weight[key]) ? (weight[key] as number) : missing;
  return {
    pageRank: value('pageRank', -Infinity),
    level: value('level', -Infinity),
    position: value('position', Infinity),
  };
}

export type Candidate = {record: IndexRecord; positions: Positions[]; weight: Weight};
export type Ranked = {
  record: IndexRecord;
  weight: Weight;
  typos: number;
  /** How many query words the record matches (all of them, unless some were made optional). */
  words: number;
  proximity: number;
  attribute: number;
  exact: number;
};

/** What one query word matched in a record: its words, and the attributes (bits) they are in. */
type WordHits = {terms: string[]; fields: number};

/** Closest distance between a position of `a` and one of `b`, capped at 8. */
function gap(a: number[], b: number[]): number {
  let best = 8;
  for (const x of a) for (const y of b) best = Math.min(best, Math.abs(y - x));
  return best;
}

/**
 * Algolia's proximity: how far apart consecutive query words are within one attribute, summed
 * (each gap capped at 8); only attributes where every query word matched are looked at.
 */
function proximity(attributes: Positions[], hits: WordHits[]): number {
  if (hits.length < 2) return 0;
  let best = 8 * (hits.length - 1);
  const everyWord = hits.reduce((bits, h) => bits & h.fields, ~0);
  attributes.forEach((at, index) => {
    if (!(everyWord & (1 << index))) return;
    const places = hits.map((h) => h.terms.flatMap((term) => at.get(term) ?? []));
    let sum = 0;
    for (let i = 1; i < places.length; i += 1) sum += gap(places[i - 1], places[i]);
    best = Math.min(best, sum);
  });
  return best;
}

/**
 * A function ranking the candidates of one query: their criteria, or undefined when a required
 * query word matches none of a candidate's words (MiniSearch's edit distance is looser than
 * Algolia's typos), or no word does. `attributes` are the searchable attributes in ranking order,
 * as MiniSearch names its fields; `required` says which query words must match (all by default).
 */
export function ranker(
  query: QueryWord[],
  attributes: string[],
  required: boolean[] = query.map(() => true),
) {
  const match = matcher(query);
  const order = new Map(attributes.map((attribute, i) => [attribute, i]));
  return (candidate: Candidate, result: SearchResult | undefined): Ranked | undefined => {
    let typos = 0;
    let exact = 0;
    let attribute = query.length ? attributes.length : 0;
    const hits: WordHits[] = [];
    const matched = result?.match ?? {};
    for (let i = 0; i < query.length; i += 1) {
      let bestTypos = Infinity;
      let isExact = false;
      const hit: WordHits = {terms: [], fields: 0};
      for (const term in matched) {
        const found = match(i, term);
        if (!found) continue;
        bestTypos = Math.min(bestTypos, found.typos);
        isExact ||= found.exact;
        hit.terms.push(term);
        for (const field of matched[term]) {
          const at = order.get(field)!;
          hit.fields |= 1 << at;
          attribute = Math.min(attribute, at);
        }
      }
      if (!Number.isFinite(bestTypos)) {
        // An optional word (removeWordsIfNoResults) may be missing; a required one may not.
        if (result && required[i]) return undefined;
        continue;
      }
      typos += bestTypos;
      if (isExact) exact += 1;
      hits.push(hit);
    }
    if (result && hits.length === 0) return undefined;
    return {
      record: candidate.record,
      weight: candidate.weight,
      typos,
      words: hits.length,
      proximity: proximity(candidate.positions, hits),
      attribute,
      exact,
    };
  };
}

/** x - y, where two infinities of one sign tie (their difference would be NaN). */
const byNumber = (x: number, y: number) => (x === y ? 0 : x - y);

type Criterion = (a: Ranked, b: Ranked) => number;

/** Algolia's ranking criteria; custom is DocSearch's customRanking on `weight`. */
const CRITERIA: Record<string, Criterion> = {
  typo: (a, b) => a.typos - b.typos,
  words: (a, b) => b.words - a.words,
  proximity: (a, b) => a.proximity - b.proximity,
  attribute: (a, b) => a.attribute - b.attribute,
  exact: (a, b) => b.exact - a.exact,
  custom: (a, b) =>
    byNumber(b.weight.pageRank, a.weight.pageRank) ||
    byNumber(b.weight.level, a.weight.level) ||
    byNumber(a.weight.position, b.weight.position),
};

/**
 * The comparison of two candidates by an index's `ranking`: each criterion in its order, the next
 * one only on a tie. geo and filters never tell records apart here (no geo search, no
 * optionalFilters), so they are skipped; a criterion Algolia does not have is refused.
 */
export function comparator(ranking: string[]): Criterion {
  const criteria = ranking
    .filter((name) => name !== 'geo' && name !== 'filters')
    .map((name) => {
      const criterion = CRITERIA[name];
      if (!criterion) throw new Error(`Unknown ranking criterion "${name}"`);
      return criterion;
    });
  return (a, b) => {
    for (const criterion of criteria) {
      const order = criterion(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
}
