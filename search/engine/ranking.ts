/**
 * Algolia's tie-breaking ranking of the candidates the inverted index retrieved: the
 * criteria of the index's `ranking`, in its order (words, typo, attribute,
 * proximity, exact, custom…). The word positions of every record are computed
 * once, when the index is built, so ranking a candidate is lookups, never
 * re-reading its text.
 */
import TinyQueue from 'tinyqueue';
import {has, type InvertedIndex} from './inverted';
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
  /** The record's position in the index (complete ties keep this order). */
  id: number;
  record: IndexRecord;
  values: number[];
  typos: number;
  /** How many query words the record matches (all of them, unless some were optional). */
  words: number;
  proximity: number;
  attribute: number;
  exact: number;
  /** The criteria packed into one number, lower better (keyPacker), when the search packs them. */
  key?: number;
  /**
   * Whether these are the record's criteria, or bounds that are never worse (proximity, and the
   * attribute computed on it, not yet worked out): Ranking.finish gives the criteria.
   */
  final: boolean;
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
 * best-ranked attribute among those with that proximity (attributeCriteriaComputedBy minProximity).
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

/** What one query word matched in records: typos + 1 (0: nothing), whether exactly, and in which attributes (bits). */
type WordTable = {typos: Uint8Array; exact: Uint8Array; fields: Int32Array};

/**
 * The ranking of one query's candidates, in two steps so that a search works out the costly criterion
 * only for the records that can reach the page it shows:
 *
 * - `evaluate` tells whether a record matches (each required slot of the query matched by its words
 *   or one of its alternatives, no excluded word) and gives its criteria, except proximity, and the
 *   attribute when it is computed on the closest words (attributeCriteriaComputedBy minProximity):
 *   for those, bounds that are never worse than the criteria (`final` false). It reads tables made
 *   once per query from the postings: what each query word matched in each record.
 * - `finish` works out the exact proximity (and attribute) from the record's word positions.
 *
 * `expansions` are the index's words each query word matches (InvertedIndex.expand); `ranks` the
 * searchable attributes' ranks, in the order of the candidates' positions.
 */
export function ranking(
  query: ParsedQuery,
  candidates: Candidate[],
  inverted: InvertedIndex,
  ranks: number[],
  settings: EngineSettings,
  expansions: string[][],
  /** sortPlaces of the candidates, and the settings whose ranking orders this search (typo first or not). */
  places: SortPlaces,
  order: EngineSettings,
) {
  const size = candidates.length;
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
  const tables: WordTable[] = wordTerms.map((terms) => {
    const table = {typos: new Uint8Array(size), exact: new Uint8Array(size), fields: new Int32Array(size)};
    for (const [term, how] of terms) {
      const postings = inverted.postingsOf(term);
      if (!postings) continue;
      const {records, fields} = postings;
      for (let k = 0; k < records.length; k += 1) {
        const id = records[k];
        const before = table.typos[id];
        if (before === 0 || how.typos + 1 < before) table.typos[id] = how.typos + 1;
        if (how.exact) table.exact[id] = 1;
        table.fields[id] |= fields[k];
      }
    }
    return table;
  });
  const excluded = inverted.union(query.excluded);
  const alternativeSets = query.slots.map((slot) => slot.alternatives.map((a) => inverted.every(a.words)));
  // Algolia computes the attribute on the closest words whenever proximity ranks before attribute.
  // ("best" only takes effect when attribute ranks before proximity; sum applies in both orders).
  const proximityAt = settings.ranking.indexOf('proximity');
  const strategy = settings.attributeCriteriaComputedBy;
  const bySum = strategy === 'sum';
  const byProximity =
    strategy === 'minProximity' ||
    (strategy === 'best' && proximityAt >= 0 && proximityAt < settings.ranking.indexOf('attribute'));
  const worst = Math.max(0, ...ranks) + 1;
  /** With `sum`, what a query word matched nowhere adds: more than any match could. */
  const unmatched = 2 * worst;
  const pack = keyPacker(order, places, {words: query.words.length, worst, bySum});
  const slotWords = query.slots.map((slot) =>
    query.words.slice(slot.first, slot.first + slot.count).map((w) => w.word),
  );
  // Two matched words that are different words of the record are at least 1 apart. When no word of
  // the index can match two query words (or synonyms), each pair of consecutive matches adds 1 at least.
  const sources = new Map<string, number>();
  let disjoint = true;
  const claim = (term: string, source: number) => {
    const owner = sources.get(term);
    if (owner !== undefined && owner !== source) disjoint = false;
    sources.set(term, source);
  };
  wordTerms.forEach((terms, i) => {
    for (const term of terms.keys()) claim(term, i);
  });
  let source = query.words.length;
  for (const slot of query.slots)
    for (const alternative of slot.alternatives) {
      source += 1;
      for (const word of alternative.words) claim(word, source);
    }

  /** The record's words matching query word i. */
  const termsOf = (candidate: Candidate, i: number) => {
    const terms = wordTerms[i];
    const out: string[] = [];
    // The smaller side is looped over: the record's words, or the query word's expansions.
    if (candidate.words.size <= terms.size) {
      for (const term of candidate.words.keys()) if (terms.has(term)) out.push(term);
    } else for (const term of terms.keys()) if (candidate.words.has(term)) out.push(term);
    return out;
  };

  /** The criteria of record `id` (bounds unless `final`), or undefined when it does not match. */
  function rank(id: number, required: boolean[], final: boolean): Ranked | undefined {
    if (has(excluded, id)) return undefined;
    const candidate = candidates[id];
    let typos = 0;
    let exact = 0;
    let words = 0;
    let attribute = worst;
    /** With `sum`: each query word's best attribute, added up. */
    let total = 0;
    // With attributeCriteriaComputedBy minProximity, a record whose words are in no one attribute
    // ranks by the lowest attribute where all of them have been seen.
    let spread = 0;
    /** Proximity the alternatives stand for (each as far as the words it replaces). */
    let span = 0;
    let matches = 0;
    /** The attributes holding every match. */
    let everywhere = ~0;
    const hits: WordHits[] = [];
    for (let s = 0; s < query.slots.length; s += 1) {
      const slot = query.slots[s];
      // The slot's own words, each its best match among the record's words.
      let ownTypos = 0;
      let ownExact = 0;
      let ownWords = 0;
      let ownAttribute = worst;
      let ownFields = ~0;
      let ownTotal = 0;
      for (let i = slot.first; i < slot.first + slot.count; i += 1) {
        const table = tables[i];
        const typo = table.typos[id];
        if (typo === 0) {
          ownTotal += unmatched;
          continue;
        }
        ownTypos += typo - 1;
        ownExact += table.exact[id];
        ownWords += 1;
        const at = bestRank(table.fields[id], ranks, worst);
        ownAttribute = Math.min(ownAttribute, at);
        ownTotal += at;
        ownFields &= table.fields[id];
      }
      if (
        slot.phrase &&
        ownWords > 0 &&
        !(ownWords === slot.count && consecutive(candidate.positions, slotWords[s]))
      ) {
        ownTypos = ownExact = ownWords = 0;
        ownAttribute = worst;
        ownFields = ~0;
        ownTotal = unmatched * slot.count;
      }
      let ownMatches = ownWords;
      let ownSpan = 0;
      let chosen: {words: string[]; fields: number} | undefined;
      // Or one of its alternatives (synonyms), when that is a better match: all of its words, and
      // the words of a phrase ("two factor") together and in order, as Algolia matches them.
      slot.alternatives.forEach((alternative, k) => {
        const better = ownWords < slot.count || alternative.typos < ownTypos;
        if (!better || !has(alternativeSets[s][k], id)) return;
        if (alternative.words.length > 1 && !consecutive(candidate.positions, alternative.words)) return;
        let fields = 0;
        for (const w of alternative.words) fields |= candidate.words.get(w)!;
        ownTypos = alternative.typos;
        ownExact = alternative.exact ? slot.count : 0;
        ownWords = slot.count;
        ownAttribute = bestRank(fields, ranks, worst);
        // Each query word it stands for counts where the alternative matched.
        ownTotal = ownAttribute * slot.count;
        ownFields = fields;
        ownMatches = 1;
        // The slot's words stand for this one hit: as far apart as the words it replaces at best
        // ("deposit" for "top up" is no closer than "top up" itself).
        ownSpan = slot.count - 1;
        chosen = {words: alternative.words, fields};
      });
      if (ownWords < slot.count && required[s]) return undefined;
      typos += ownTypos;
      exact += ownExact;
      words += ownWords;
      attribute = Math.min(attribute, ownAttribute);
      total += ownTotal;
      span += ownSpan;
      matches += ownMatches;
      if (ownMatches) everywhere &= ownFields;
      if (ownWords) spread = Math.max(spread, ownAttribute);
      if (!final || !ownMatches) continue;
      if (chosen) hits.push({terms: chosen.words, fields: chosen.fields});
      else
        for (let i = slot.first; i < slot.first + slot.count; i += 1)
          if (tables[i].typos[id]) hits.push({terms: termsOf(candidate, i), fields: tables[i].fields[id]});
    }
    if (matches === 0) return undefined;
    // One match, or no attribute with all of them: no distance to measure.
    let near = {proximity: 0, attribute: Infinity};
    let exactly = true;
    if (matches >= 2 && everywhere === 0) near = {proximity: 8 * (matches - 1), attribute: Infinity};
    else if (matches >= 2 && !final) {
      near = {proximity: disjoint ? matches - 1 : 0, attribute: Infinity};
      exactly = false;
    } else if (matches >= 2) near = proximity(candidate.positions, ranks, hits);
    const ranked: Ranked = {
      id,
      record: candidate.record,
      values: candidate.values,
      typos,
      words,
      proximity: near.proximity + span,
      attribute: bySum
        ? total
        : byProximity
          ? Number.isFinite(near.attribute)
            ? near.attribute
            : spread
          : attribute,
      exact,
      final: exactly,
      key: 0,
    };
    if (pack) ranked.key = pack(ranked);
    return ranked;
  }

  const all = query.slots.map(() => false);
  return {
    wordTerms,
    /** Whether every Ranked of this search has its key. */
    packed: pack !== undefined,
    evaluate: (id: number, required: boolean[]) => rank(id, required, false),
    finish: (bounds: Ranked): Ranked => (bounds.final ? bounds : rank(bounds.id, all, true)!),
  };
}

/** The ranking of a query without words: every record ties on every criterion but the sorts. */
export function unranked(id: number, candidate: Candidate): Ranked {
  return {
    id,
    record: candidate.record,
    values: candidate.values,
    typos: 0,
    words: 0,
    proximity: 0,
    attribute: 0,
    exact: 0,
    final: true,
  };
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

/**
 * The comparison of two candidates by an index's `ranking`: each criterion in its order, the next
 * one only on a tie; `custom` is the customRanking, asc()/desc() entries sort on an attribute. geo
 * and filters never tell records apart here (no geo search, no optionalFilters), so they are skipped.
 */
/** The criteria of a ranking, in order, as codes (geo and filters left out). */
function codesOf(settings: EngineSettings): number[] {
  let next = settings.customRanking.length;
  return settings.ranking.flatMap((name): number[] => {
    if (name === 'custom') return settings.customRanking.map((_, i) => SORT + i);
    if (sortOf(name)) return [SORT + next++];
    return Object.hasOwn(CODES, name) ? [CODES[name]] : [];
  });
}

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

/**
 * Each record's place for each sort attribute (sortAttributes order): 0 for the best value, equal
 * values equal places (a dense rank, so that it needs as few bits as there are distinct values).
 */
export type SortPlaces = {of: Int32Array; last: number}[];

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

/**
 * The ranking as one number per record, when the criteria fit in the 53 bits of a double: each
 * criterion, in the ranking's order, in as many bits as its largest value in a query of `words`
 * words needs, lower better. The heap then compares numbers, not criteria one by one. Undefined
 * when they do not fit (the comparator is used).
 */
export function keyPacker(
  settings: EngineSettings,
  places: SortPlaces,
  {words, worst, bySum}: {words: number; worst: number; bySum: boolean},
): ((ranked: Ranked) => number) | undefined {
  const codes = codesOf(settings);
  const max = codes.map((code) => {
    if (code === 0) return 2 * words; // typos: at most 2 per word (or per synonym standing for words)
    if (code === 1) return words;
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
            ? words - r.words
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
