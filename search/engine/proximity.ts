/**
 * Where a record's matched words are, measured on the index's layout (layout.ts): how close
 * consecutive query words are (Algolia's proximity), and whether words follow one another (a
 * quoted phrase, a synonym of several words).
 */
import type {Layout} from './layout';

/**
 * What one query word (or synonym) matched in a record: the attributes (bits) it is in, and its
 * words: those `member` marks (a query word's, by word id), or `ids` (a synonym's words).
 */
export type WordHits = {fields: number; member?: Int32Array; ids?: Int32Array};

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
export function proximity(layout: Layout, record: number, ranks: number[], hits: WordHits[]) {
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

/** Whether the words (ids) appear one after the other in one attribute of a record (a quoted phrase). */
export function consecutive(layout: Layout, record: number, phrase: Int32Array): boolean {
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
