/**
 * Algolia's tie-breaking ranking of the candidates the inverted index retrieved: the
 * criteria of the index's `ranking`, in its order (words, typo, attribute,
 * proximity, exact, custom…). The word positions of every record are computed
 * once, when the index is built, so ranking a candidate is lookups, never
 * re-reading its text.
 */
import TinyQueue from 'tinyqueue';
import {MAX_EXPANSIONS, has, type Expansion, type InvertedIndex, type RecordSet} from './inverted';
import {codeExact, codeTypos, tokens} from './text';
import type {ParsedQuery} from './query';
import {sortOf, type EngineSettings, type Sort} from './settings';

/** Between the elements of a list attribute, words are this far apart: never near. */
const ELEMENT_GAP = 8;

/** An attribute's texts: the attribute itself when it is text, each text of a list (Algolia searches each element). */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/**
 * Every record's searchable attributes as the index's word ids, in text order: a word's position in
 * an attribute is its index there. Between the elements of a list, ELEMENT_GAP entries of -1. One
 * array for the whole index (a few bytes a word), where a map per attribute and record cost tens.
 */
export class Layout {
  private constructor(
    readonly terms: Int32Array,
    /** Where each record's attribute begins in `terms` (record * fields + attribute), and ends (the next). */
    private readonly offsets: Int32Array,
    readonly fields: number,
    /** 1 when the record's attribute is one text, its words those of tokens(text) one for one. */
    private readonly plain: Uint8Array,
  ) {}

  /**
   * The layout of `size` records, from each one's searchable attributes (`texts(record)`, each one's
   * texts), with `idOf` the vocabulary's ids.
   */
  static of(
    size: number,
    fields: number,
    texts: (record: number) => string[][],
    idOf: (word: string) => number,
  ) {
    const offsets = new Int32Array(size * fields + 1);
    const plain = new Uint8Array(size * fields);
    const terms: number[] = [];
    for (let record = 0; record < size; record += 1)
      texts(record).forEach((elements, field) => {
        const at = record * fields + field;
        offsets[at] = terms.length;
        plain[at] = elements.length === 1 ? 1 : 0;
        elements.forEach((text, k) => {
          if (k > 0) for (let g = 0; g < ELEMENT_GAP; g += 1) terms.push(-1);
          for (const token of tokens(text)) terms.push(idOf(token.norm));
        });
        offsets[at + 1] = terms.length;
      });
    return new Layout(Int32Array.from(terms), offsets, fields, plain);
  }

  start(record: number, field: number): number {
    return this.offsets[record * this.fields + field];
  }

  end(record: number, field: number): number {
    return this.offsets[record * this.fields + field + 1];
  }

  /** Whether the record's attribute is one text whose tokens are its words one for one. */
  isPlain(record: number, field: number): boolean {
    return this.plain[record * this.fields + field] === 1;
  }
}

/** Each record's words and the attributes (bits) each is in, from its attributes' texts. */
export function wordsOf(attributes: string[][]): Map<string, number> {
  const out = new Map<string, number>();
  attributes.forEach((texts, a) => {
    for (const text of texts)
      for (const token of tokens(text)) out.set(token.norm, (out.get(token.norm) ?? 0) | (1 << a));
  });
  return out;
}

/** An Algolia object as the engine takes it: any attributes. */
export type IndexRecord = {objectID: string} & Record<string, unknown>;

export type Candidate = {
  record: IndexRecord;
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

/**
 * What one query word (or synonym) matched in a record: the attributes (bits) it is in, and its
 * words: those `member` marks (a query word's, by word id), or `ids` (a synonym's words).
 */
type WordHits = {fields: number; member?: Int32Array; ids?: Int32Array};

const holds = (hit: WordHits, term: number) =>
  hit.member ? hit.member[term] !== 0 : hit.ids!.includes(term);

/**
 * Closest distance (capped at 8) between consecutive hits in one attribute (`terms[from..to)`), into
 * `gaps` (gaps[i]: between hits i and i+1). One pass: at each position, each hit it holds is
 * measured against the last position of its neighbours (a position holding both is 0 apart).
 */
function closestGaps(
  terms: Int32Array,
  from: number,
  to: number,
  hits: WordHits[],
  last: number[],
  gaps: number[],
) {
  const count = hits.length;
  last.fill(-Infinity);
  gaps.fill(8);
  for (let p = from; p < to; p += 1) {
    const term = terms[p];
    if (term < 0) continue;
    let any = false;
    for (let j = 0; j < count; j += 1)
      if (holds(hits[j], term)) {
        last[j] = p;
        any = true;
      }
    if (!any) continue;
    for (let j = 0; j < count; j += 1) {
      if (last[j] !== p) continue;
      if (j > 0) gaps[j - 1] = Math.min(gaps[j - 1], p - last[j - 1]);
      if (j < count - 1) gaps[j] = Math.min(gaps[j], p - last[j + 1]);
    }
  }
}

/**
 * Algolia's proximity: how far apart consecutive query words are within one attribute, summed
 * (each gap capped at 8); only attributes where every query word matched are looked at. Also the
 * best-ranked attribute among those with that proximity (attributeCriteriaComputedBy minProximity).
 */
function proximity(layout: Layout, record: number, ranks: number[], hits: WordHits[]) {
  let best = 8 * Math.max(0, hits.length - 1);
  let attribute = Infinity;
  if (hits.length < 2) return {proximity: 0, attribute};
  const everyWord = hits.reduce((bits, h) => bits & h.fields, ~0);
  const last = new Array<number>(hits.length);
  const gaps = new Array<number>(hits.length - 1);
  for (let index = 0; index < layout.fields; index += 1) {
    if (!(everyWord & (1 << index))) continue;
    closestGaps(layout.terms, layout.start(record, index), layout.end(record, index), hits, last, gaps);
    let sum = 0;
    for (let i = 1; i < hits.length && sum < best; i += 1) sum += gaps[i - 1];
    if (sum < best || (sum === best && ranks[index] < attribute)) {
      best = sum;
      attribute = ranks[index];
    }
  }
  return {proximity: best, attribute};
}

/** The best rank among the attributes of `bits` (bit i: attribute i), or `at` if that is better. */
function bestRank(bits: number, ranks: number[], at: number): number {
  for (let b = bits; b !== 0; b &= b - 1) at = Math.min(at, ranks[31 - Math.clz32(b & -b)]);
  return at;
}

/** Whether the words (ids) appear one after the other in one attribute of a record (a quoted phrase). */
function consecutive(layout: Layout, record: number, phrase: Int32Array): boolean {
  if (phrase.includes(-1)) return false;
  const {terms} = layout;
  for (let field = 0; field < layout.fields; field += 1) {
    const end = layout.end(record, field) - phrase.length;
    for (let p = layout.start(record, field); p <= end; p += 1) {
      let k = 0;
      while (k < phrase.length && terms[p + k] === phrase[k]) k += 1;
      if (k === phrase.length) return true;
    }
  }
  return false;
}

/** What one query word matched in records: typos + 1 (0: nothing), whether exactly, and in which attributes (bits). */
type WordTable = {typos: Uint8Array; exact: Uint8Array; fields: Int32Array};

/**
 * The query words whose tables are kept between searches: a reader's query has a handful; a long
 * quoted phrase (hundreds of words) gets tables of its own, not kept for the life of the index.
 */
const MAX_REUSED = 16;

/**
 * The per-query tables of an index (by record, by word id), allocated once and cleared for each
 * query: a search is synchronous, so one set serves every search of the index in turn.
 */
export class Scratch {
  private readonly tables: WordTable[] = [];
  private readonly members: Int32Array[] = [];
  private owners?: Int32Array;

  constructor(
    private readonly records: number,
    private readonly words: number,
  ) {}

  /** Query word i's table, cleared (a new one past the first MAX_REUSED words). */
  table(i: number): WordTable {
    let table = this.tables[i];
    if (!table) {
      const size = this.records;
      table = {
        typos: new Uint8Array(size),
        exact: new Uint8Array(size),
        fields: new Int32Array(size),
      };
      if (i < MAX_REUSED) this.tables[i] = table;
    } else {
      table.typos.fill(0);
      table.exact.fill(0);
      table.fields.fill(0);
    }
    return table;
  }

  /** Query word i's matchCodes by word id, cleared (a new one past the first MAX_REUSED words). */
  member(i: number): Int32Array {
    const member = this.members[i];
    if (member) return member.fill(0);
    const made = new Int32Array(this.words);
    if (i < MAX_REUSED) this.members[i] = made;
    return made;
  }

  /** Which query word (or synonym) claimed each word id, cleared. */
  claims(): Int32Array {
    return this.owners ? this.owners.fill(0) : (this.owners = new Int32Array(this.words));
  }
}

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
  layout: Layout,
  inverted: InvertedIndex,
  ranks: number[],
  settings: EngineSettings,
  expansions: Expansion[],
  /** sortPlaces of the candidates, and the settings whose ranking orders this search (typo first or not). */
  places: SortPlaces,
  order: EngineSettings,
  /** The index's Scratch: valid until the next search. */
  scratch: Scratch,
) {
  // Each query word's words by id: members[i][id] is how word `id` of the index matches query word i
  // (a matchCode, 0: not at all), as InvertedIndex.expand worked it out once for that query word.
  const members = expansions.map(({ids, codes}, i) => {
    const member = scratch.member(i);
    for (let e = 0; e < ids.length; e += 1) member[ids[e]] = codes[e];
    return member;
  });
  const tables: WordTable[] = expansions.map(({ids, codes}, i) => {
    const table = scratch.table(i);
    for (let e = 0; e < ids.length; e += 1) {
      const code = codes[e];
      if (code === 0) continue;
      const typos = codeTypos(code) + 1;
      const exact = codeExact(code);
      const {records, fields} = inverted.postingsAt(ids[e]);
      for (let k = 0; k < records.length; k += 1) {
        const id = records[k];
        const before = table.typos[id];
        if (before === 0 || typos < before) table.typos[id] = typos;
        if (exact) table.exact[id] = 1;
        table.fields[id] |= fields[k];
      }
    }
    return table;
  });
  const excluded = inverted.union(query.excluded);
  const alternativeSets: RecordSet[][] = query.slots.map((slot) =>
    slot.alternatives.map((a) => inverted.every(a.words)),
  );
  const alternativeIds = query.slots.map((slot) =>
    slot.alternatives.map((a) => Int32Array.from(a.words, (w) => inverted.idOf(w))),
  );
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
    Int32Array.from(query.words.slice(slot.first, slot.first + slot.count), (w) => inverted.idOf(w.word)),
  );
  // Two matched words that are different words of the record are at least 1 apart. When no word of
  // the index can match two query words (or synonyms), each pair of consecutive matches adds 1 at least.
  // (A word the index lacks matches nothing: it is left out.)
  const owners = scratch.claims();
  let disjoint = true;
  const claim = (id: number, source: number) => {
    if (id < 0) return;
    if (owners[id] !== 0 && owners[id] !== source) disjoint = false;
    owners[id] = source;
  };
  expansions.forEach(({ids, codes}, i) => {
    for (let e = 0; e < ids.length; e += 1) if (codes[e] !== 0) claim(ids[e], i + 1);
  });
  let source = query.words.length + 1;
  for (const ids of alternativeIds.flat()) {
    source += 1;
    for (const id of ids) claim(id, source);
  }

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
        !(ownWords === slot.count && consecutive(layout, id, slotWords[s]))
      ) {
        ownTypos = ownExact = ownWords = 0;
        ownAttribute = worst;
        ownFields = ~0;
        ownTotal = unmatched * slot.count;
      }
      let ownMatches = ownWords;
      let ownSpan = 0;
      let chosen: WordHits | undefined;
      // Or one of its alternatives (synonyms), when that is a better match: all of its words, and
      // the words of a phrase ("two factor") together and in order, as Algolia matches them.
      for (let k = 0; k < slot.alternatives.length; k += 1) {
        const alternative = slot.alternatives[k];
        const better = ownWords < slot.count || alternative.typos < ownTypos;
        if (!better || !has(alternativeSets[s][k], id)) continue;
        const ids = alternativeIds[s][k];
        if (ids.length > 1 && !consecutive(layout, id, ids)) continue;
        let fields = 0;
        for (const w of ids) fields |= inverted.fieldsIn(w, id);
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
        chosen = {ids, fields};
      }
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
      if (chosen) hits.push(chosen);
      else
        for (let i = slot.first; i < slot.first + slot.count; i += 1)
          if (tables[i].typos[id]) hits.push({member: members[i], fields: tables[i].fields[id]});
    }
    if (matches === 0) return undefined;
    // One match, or no attribute with all of them: no distance to measure.
    let near = {proximity: 0, attribute: Infinity};
    let exactly = true;
    if (matches >= 2 && everywhere === 0) near = {proximity: 8 * (matches - 1), attribute: Infinity};
    else if (matches >= 2 && !final) {
      near = {proximity: disjoint ? matches - 1 : 0, attribute: Infinity};
      exactly = false;
    } else if (matches >= 2) near = proximity(layout, id, ranks, hits);
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
    /** What highlighting matches by word id (highlighter): the members, and whether they are whole. */
    matched: {members, complete: expansions.every((e) => e.terms.length < MAX_EXPANSIONS)},
    /** Each slot's alternatives' records (also the slots' records, SearchIndex.slotRecords). */
    alternativeSets,
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
