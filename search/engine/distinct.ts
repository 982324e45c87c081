/**
 * Algolia's distinct: at most `distinct` hits of each value of attributeForDistinct (a page's
 * records, for DocSearch's settings). Groups are numbered when the index is built.
 */
import {valueAt} from './paths';
import type {IndexRecord, Ranked} from './record';

export type DistinctGroups = {
  /** Each record's group, numbered from 0 (a record without the attribute is a group of its own). */
  of: Int32Array;
  count: number;
};

export function distinctGroups(records: IndexRecord[], attribute: string | undefined): DistinctGroups {
  const numbers = new Map<unknown, number>();
  const of = Int32Array.from(records, (record) => {
    const value = attribute ? valueAt(record, attribute) : undefined;
    if (value === undefined || value === null) return numbers.set(Symbol(), numbers.size).size - 1;
    const key = typeof value === 'object' ? JSON.stringify(value) : value;
    let group = numbers.get(key);
    if (group === undefined) numbers.set(key, (group = numbers.size));
    return group;
  });
  return {of, count: numbers.size};
}

/** The hits a query has when each group counts up to `perGroup` of them (0: no distinct). */
export function hitCount(ranked: Ranked[], groups: DistinctGroups, perGroup: number): number {
  if (perGroup <= 0) return ranked.length;
  const sizes = new Uint32Array(groups.count);
  let nbHits = 0;
  for (const {id} of ranked) if (sizes[groups.of[id]]++ < perGroup) nbHits += 1;
  return nbHits;
}
