/**
 * The records a query matches, with their criteria (or bounds of them): each slot's records from
 * the postings, combined (every required slot, or any when words may be missing), within the facet
 * filters, ranked (rank.ts); retried with words made optional when nothing matches
 * (removeWordsIfNoResults); cut to the fewest typos with typoTolerance "min" or "strict".
 */
import {and, members, or, type InvertedIndex, type RecordSet} from './inverted';
import type {RankingOrder} from './order';
import type {SearchParams} from './params';
import type {ParsedQuery} from './query';
import {QueryRanking, unranked, type RankContext} from './rank';
import {rarityWeights} from './rarity';
import type {Candidate, Ranked} from './record';
import type {EngineSettings, RemoveWords} from './settings';

/** What a query found: its records' criteria or bounds, how to finish them, and what highlighting matches. */
export type Found = {
  ranked: Ranked[];
  finish: (bounds: Ranked) => Ranked;
  /** Whether every Ranked has its packed key. */
  packed: boolean;
  matched: QueryRanking['matched'];
};

/** A query without words: every record that passes the filters, all tied but for the sorts. */
export function everyRecord(keep: RecordSet, candidates: Candidate[], order: RankingOrder): Found {
  const ranked: Ranked[] = [];
  // Every criterion ties: the key is the sorts alone.
  const pack = order.packer({words: 0, worst: 0, bySum: false});
  for (const id of members(keep)) {
    const bounds = unranked(id, candidates[id]);
    if (pack) bounds.key = pack(bounds);
    ranked.push(bounds);
  }
  return {
    ranked,
    finish: (bounds) => bounds,
    packed: pack !== undefined,
    matched: {members: [], complete: false},
  };
}

/** The records matching a query with words (`keep`: those passing its facet filters). */
export function matchingRecords(context: RankContext, params: SearchParams, keep: RecordSet): Found {
  const {query} = context;
  const required = query.slots.map((slot) => !slot.optional);
  const ranking = new QueryRanking(context);
  const slots = slotRecords(query, context, ranking.alternativeSets);
  if (params.optionalWordsByRarity && slots.length > 1)
    ranking.weigh(rarityWeights(slots, context.candidates.length));
  let ranked = matching(ranking, params, slots, required, keep);
  // Nothing matches every word: retry with words made optional, as removeWordsIfNoResults says.
  for (const relaxed of relaxations(required, params.removeWordsIfNoResults)) {
    if (ranked.length > 0) break;
    ranked = matching(ranking, params, slots, relaxed, keep);
  }
  return {ranked, finish: ranking.finish, packed: ranking.packed, matched: ranking.matched};
}

/** Each slot's records: all its words' (each word expanded to the index's words it matches), or one of its synonyms'. */
function slotRecords(
  query: ParsedQuery,
  {inverted, expansions}: {inverted: InvertedIndex; expansions: RankContext['expansions']},
  alternativeSets: RecordSet[][],
): RecordSet[] {
  return query.slots.map((slot, s) => {
    let own: RecordSet | undefined;
    for (let i = slot.first; i < slot.first + slot.count; i += 1) {
      const records = inverted.unionOf(expansions[i].ids);
      own = own ? and(own, records) : records;
    }
    for (const records of alternativeSets[s]) or(own!, records);
    return own!;
  });
}

/**
 * The records matching the query's required slots (at least one word when none is), with their
 * criteria or bounds of them: every slot's records, or any slot's when words may be missing.
 * `slots` are reused by each retry of removeWordsIfNoResults, so they are combined into a copy.
 */
function matching(
  ranking: QueryRanking,
  params: SearchParams,
  slots: RecordSet[],
  required: boolean[],
  keep: RecordSet,
): Ranked[] {
  const combined = slots.slice(1).reduce(required.every(Boolean) ? and : or, slots[0].slice());
  const found = and(combined, keep);
  const matched: Ranked[] = [];
  for (const id of members(found)) {
    const result = ranking.evaluate(id, required);
    if (result) matched.push(result);
  }
  return withinTypos(matched, params.typoTolerance);
}

/**
 * removeWordsIfNoResults, as Algolia documents it: the slots each retry requires, in order, when the
 * query found nothing. lastWords makes the last word optional, then the last two… (at most 5);
 * firstWords the same from the start; allOptional every word (any one word is enough).
 */
function relaxations(required: boolean[], strategy: RemoveWords): boolean[][] {
  const count = required.length;
  const steps = Math.min(5, count - 1);
  const range = (n: number) => Array.from({length: n}, (_, i) => i + 1);
  switch (strategy) {
    case 'lastWords':
      return range(steps).map((k) => required.map((r, i) => r && i < count - k));
    case 'firstWords':
      return range(steps).map((k) => required.map((r, i) => r && i >= k));
    case 'allOptional':
      return count > 1 ? [required.map(() => false)] : [];
    default:
      return [];
  }
}

/**
 * typoTolerance "min" keeps only the hits with the fewest typos; "strict" those with the two lowest
 * numbers of typos among the hits (Algolia: "the two smallest numbers of typos").
 */
function withinTypos(ranked: Ranked[], tolerance: EngineSettings['typoTolerance']): Ranked[] {
  if (tolerance !== 'min' && tolerance !== 'strict') return ranked;
  const counts = [...new Set(ranked.map((r) => r.typos))].sort((a, b) => a - b);
  const limit = tolerance === 'min' ? counts[0] : (counts[1] ?? counts[0]);
  return ranked.filter((r) => r.typos <= limit);
}
