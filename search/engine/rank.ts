/**
 * Algolia's tie-breaking ranking of one query's candidates: the criteria of the index's `ranking`
 * (words, typo, attribute, proximity, exact, custom…) worked out from tables made once per query
 * from the postings (what each query word matched in each record) and from the records' word
 * layout, never by reading their text again.
 *
 * In two steps, so that a search works out the costly criterion only for the records that can
 * reach the page it shows:
 * - `evaluate` tells whether a record matches (each required slot of the query matched by its words
 *   or one of its alternatives, no excluded word) and gives its criteria, except proximity, and the
 *   attribute when it is computed on the closest words (attributeCriteriaComputedBy minProximity):
 *   for those, bounds that are never worse than the criteria (`final` false).
 * - `finish` works out the exact proximity (and attribute) from the record's word positions.
 */
import {MAX_EXPANSIONS, has, type Expansion, type InvertedIndex, type RecordSet} from './inverted';
import type {Layout} from './layout';
import type {RankingOrder} from './order';
import {consecutive, proximity, type WordHits} from './proximity';
import type {ParsedQuery, Slot} from './query';
import type {Candidate, Ranked} from './record';
import type {Scratch, WordTable} from './scratch';
import type {EngineSettings} from './settings';
import {codeExact, codeTypos} from './text';

/** What ranking one query needs: the index's parts (the same for every search) and the query's. */
export type RankContext = {
  /** The index's records, their word layout, its inverted index and its Scratch (valid until the next search). */
  candidates: Candidate[];
  layout: Layout;
  inverted: InvertedIndex;
  scratch: Scratch;
  /** The searchable attributes' ranks, in the order of the layout's fields. */
  ranks: number[];
  query: ParsedQuery;
  /** The index's words each query word matches (InvertedIndex.expand). */
  expansions: Expansion[];
  /** How the attribute criterion is computed for this query (attributeBy). */
  attribute: AttributeStrategy;
  /** The ranking this search is ordered by (typo first or not), which packs the criteria into keys. */
  order: RankingOrder;
};

/**
 * How the attribute criterion is computed: `sum`, each query word's best attribute added up;
 * `closest`, the attribute where the words are closest; `best`, the best attribute any word matched.
 */
type AttributeStrategy = 'sum' | 'closest' | 'best';

/**
 * attributeCriteriaComputedBy as it applies: Algolia computes the attribute on the closest words
 * whenever proximity ranks before attribute ("best" only takes effect when attribute ranks before
 * proximity; sum applies in both orders).
 */
export function attributeBy(settings: EngineSettings): AttributeStrategy {
  const strategy = settings.attributeCriteriaComputedBy;
  if (strategy === 'sum') return 'sum';
  const proximityAt = settings.ranking.indexOf('proximity');
  const closest =
    strategy === 'minProximity' ||
    (strategy === 'best' && proximityAt >= 0 && proximityAt < settings.ranking.indexOf('attribute'));
  return closest ? 'closest' : 'best';
}

/** The best rank among the attributes of `bits` (bit i: attribute i), or `at` if that is better. */
function bestRank(bits: number, ranks: number[], at: number): number {
  for (let b = bits; b !== 0; b &= b - 1) at = Math.min(at, ranks[31 - Math.clz32(b & -b)]);
  return at;
}

/**
 * Each query word's words by id (members[i][id] is how word `id` of the index matches query word i,
 * a matchCode, 0: not at all), and each query word's table by record: its fewest typos, whether
 * exactly, in which attributes. Made from the postings, once per query.
 */
function wordTables({expansions, inverted, scratch}: RankContext) {
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
  return {members, tables};
}

/**
 * Whether no word of the index can match two query words (or synonyms): then two matched words are
 * different words of the record, at least 1 apart, and each pair of consecutive matches adds 1 at
 * least to the proximity. (A word the index lacks matches nothing: it is left out.)
 */
function disjointWords({expansions, scratch, query}: RankContext, alternativeIds: Int32Array[][]): boolean {
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
  return disjoint;
}

/** What one slot of the query matched in a record: its own words (each its best match), or an alternative. */
type SlotMatch = {
  typos: number;
  exact: number;
  words: number;
  /** The best attribute rank of its matches, and (with `sum`) each of its query words' added up. */
  attribute: number;
  total: number;
  /** The attributes holding every match. */
  fields: number;
  /** How many hits proximity measures (an alternative is one), and the proximity it stands for. */
  matches: number;
  span: number;
  /** The alternative matched, when one was. */
  chosen: WordHits | undefined;
};

/** The ranking of one query's candidates: `evaluate`, then `finish` for the records near the top. */
export class QueryRanking {
  /** What highlighting matches by word id (highlighter): the members, and whether they are whole. */
  readonly matched: {members: Int32Array[]; complete: boolean};
  /** Each slot's alternatives' records (also part of the slots' records, matching.ts). */
  readonly alternativeSets: RecordSet[][];
  /** Whether every Ranked of this search has its key. */
  packed: boolean;
  private readonly members: Int32Array[];
  private readonly tables: WordTable[];
  private readonly excluded: RecordSet;
  private readonly alternativeIds: Int32Array[][];
  /** Each slot's own words, as ids (a phrase's must be consecutive). */
  private readonly slotWords: Int32Array[];
  /** One past the worst attribute rank; and with `sum`, what a query word matched nowhere adds: more than any match could. */
  private readonly worst: number;
  private readonly unmatched: number;
  private readonly disjoint: boolean;
  private pack?: (ranked: Ranked) => number;
  /** Each slot's weight in the words criterion (rarity.ts), or undefined: every word counts one. */
  private weights?: number[];
  private readonly all: boolean[];
  /** Filled for each slot of each record evaluated. */
  private readonly own: SlotMatch = {
    typos: 0,
    exact: 0,
    words: 0,
    attribute: 0,
    total: 0,
    fields: 0,
    matches: 0,
    span: 0,
    chosen: undefined,
  };

  constructor(private readonly context: RankContext) {
    const {query, inverted, expansions, ranks} = context;
    ({members: this.members, tables: this.tables} = wordTables(context));
    this.excluded = inverted.union(query.excluded);
    this.alternativeSets = query.slots.map((slot) => slot.alternatives.map((a) => inverted.every(a.words)));
    this.alternativeIds = query.slots.map((slot) =>
      slot.alternatives.map((a) => Int32Array.from(a.words, (w) => inverted.idOf(w))),
    );
    this.worst = Math.max(0, ...ranks) + 1;
    this.unmatched = 2 * this.worst;
    const bySum = context.attribute === 'sum';
    this.pack = context.order.packer({words: query.words.length, worst: this.worst, bySum});
    this.packed = this.pack !== undefined;
    this.slotWords = query.slots.map((slot) =>
      Int32Array.from(query.words.slice(slot.first, slot.first + slot.count), (w) => inverted.idOf(w.word)),
    );
    this.disjoint = disjointWords(context, this.alternativeIds);
    this.all = query.slots.map(() => false);
    this.matched = {
      members: this.members,
      complete: expansions.every((e) => e.terms.length < MAX_EXPANSIONS),
    };
  }

  /**
   * Words weigh by rarity from now on (before any record is evaluated): slot s counts `weights[s]`
   * for each of its words matched, and the key packer makes room for the largest sum.
   */
  weigh(weights: number[]) {
    const {query, order, attribute} = this.context;
    this.weights = weights;
    const wordsMax = query.slots.reduce((sum, slot, s) => sum + slot.count * weights[s], 0);
    this.pack = order.packer({
      words: query.words.length,
      worst: this.worst,
      bySum: attribute === 'sum',
      wordsMax,
    });
    this.packed = this.pack !== undefined;
  }

  /** A record's criteria, or bounds of them, when the slots `required` asks for match; else undefined. */
  evaluate(id: number, required: boolean[]): Ranked | undefined {
    return this.rank(id, required, false);
  }

  /** A record's criteria from its bounds. */
  readonly finish = (bounds: Ranked): Ranked =>
    bounds.final ? bounds : this.rank(bounds.id, this.all, true)!;

  /** The criteria of record `id` (bounds unless `final`), or undefined when it does not match. */
  private rank(id: number, required: boolean[], final: boolean): Ranked | undefined {
    if (has(this.excluded, id)) return undefined;
    const {query, candidates} = this.context;
    const {own, tables, members} = this;
    let typos = 0;
    let exact = 0;
    let words = 0;
    let attribute = this.worst;
    /** With `sum`: each query word's best attribute, added up. */
    let total = 0;
    // With the attribute on the closest words, a record whose words are in no one attribute ranks by
    // the lowest attribute where all of them have been seen.
    let spread = 0;
    /** Proximity the alternatives stand for (each as far as the words it replaces). */
    let span = 0;
    let matches = 0;
    /** The attributes holding every match. */
    let everywhere = ~0;
    const hits: WordHits[] = [];
    for (let s = 0; s < query.slots.length; s += 1) {
      const slot = query.slots[s];
      this.matchWords(slot, s, id);
      this.matchAlternatives(slot, s, id);
      if (own.words < slot.count && required[s]) return undefined;
      typos += own.typos;
      exact += own.exact;
      words += this.weights ? own.words * this.weights[s] : own.words;
      attribute = Math.min(attribute, own.attribute);
      total += own.total;
      span += own.span;
      matches += own.matches;
      if (own.matches) everywhere &= own.fields;
      if (own.words) spread = Math.max(spread, own.attribute);
      if (!final || !own.matches) continue;
      if (own.chosen) hits.push(own.chosen);
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
      near = {proximity: this.disjoint ? matches - 1 : 0, attribute: Infinity};
      exactly = false;
    } else if (matches >= 2) near = proximity(this.context.layout, id, this.context.ranks, hits);
    const by = this.context.attribute;
    const candidate = candidates[id];
    const ranked: Ranked = {
      id,
      record: candidate.record,
      values: candidate.values,
      typos,
      words,
      proximity: near.proximity + span,
      attribute:
        by === 'sum'
          ? total
          : by === 'closest'
            ? Number.isFinite(near.attribute)
              ? near.attribute
              : spread
            : attribute,
      exact,
      final: exactly,
      key: 0,
    };
    if (this.pack) ranked.key = this.pack(ranked);
    return ranked;
  }

  /** Into `own`: what the slot's own words matched in record `id`, each its best match among the record's words. */
  private matchWords(slot: Slot, s: number, id: number) {
    const {tables, worst, unmatched} = this;
    const ranks = this.context.ranks;
    let typos = 0;
    let exact = 0;
    let words = 0;
    let attribute = worst;
    let fields = ~0;
    let total = 0;
    for (let i = slot.first; i < slot.first + slot.count; i += 1) {
      const table = tables[i];
      const typo = table.typos[id];
      if (typo === 0) {
        total += unmatched;
        continue;
      }
      typos += typo - 1;
      exact += table.exact[id];
      words += 1;
      const at = bestRank(table.fields[id], ranks, worst);
      attribute = Math.min(attribute, at);
      total += at;
      fields &= table.fields[id];
    }
    if (
      slot.phrase &&
      words > 0 &&
      !(words === slot.count && consecutive(this.context.layout, id, this.slotWords[s]))
    ) {
      typos = exact = words = 0;
      attribute = worst;
      fields = ~0;
      total = unmatched * slot.count;
    }
    const own = this.own;
    own.typos = typos;
    own.exact = exact;
    own.words = words;
    own.attribute = attribute;
    own.fields = fields;
    own.total = total;
    own.matches = words;
    own.span = 0;
    own.chosen = undefined;
  }

  /**
   * Into `own`: one of the slot's alternatives (synonyms) instead, when that is a better match: all
   * of its words, and the words of a phrase ("two factor") together and in order, as Algolia matches them.
   */
  private matchAlternatives(slot: Slot, s: number, id: number) {
    const {own} = this;
    const {ranks, layout, inverted} = this.context;
    for (let k = 0; k < slot.alternatives.length; k += 1) {
      const alternative = slot.alternatives[k];
      const better = own.words < slot.count || alternative.typos < own.typos;
      if (!better || !has(this.alternativeSets[s][k], id)) continue;
      const ids = this.alternativeIds[s][k];
      if (ids.length > 1 && !consecutive(layout, id, ids)) continue;
      let fields = 0;
      for (const w of ids) fields |= inverted.fieldsIn(w, id);
      own.typos = alternative.typos;
      own.exact = alternative.exact ? slot.count : 0;
      own.words = slot.count;
      own.attribute = bestRank(fields, ranks, this.worst);
      // Each query word it stands for counts where the alternative matched.
      own.total = own.attribute * slot.count;
      own.fields = fields;
      own.matches = 1;
      // The slot's words stand for this one hit: as far apart as the words it replaces at best
      // ("deposit" for "top up" is no closer than "top up" itself).
      own.span = slot.count - 1;
      own.chosen = {ids, fields};
    }
  }
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
