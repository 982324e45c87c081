/**
 * Facets, the Algolia way: the records that pass a query's `facetFilters`, and the count of each
 * value of the facets it asks for among its hits. Both are worked out from tables kept by the
 * index (the records passing each set of filters seen lately, each record's value of each facet).
 */
import {add, type InvertedIndex, type RecordSet} from './inverted';
import type {FacetFilters} from './params';
import {keysOf, valueAt, valueAtKeys} from './paths';
import type {Candidate, IndexRecord, Ranked} from './record';

/** A record's values of an attribute as facet text (a list's each, "undefined" when missing). */
function facetTexts(record: IndexRecord, keys: string[]): string[] {
  const actual = valueAtKeys(record, keys);
  try {
    return Array.isArray(actual) ? actual.map(String) : [String(actual)];
  } catch {
    // A value whose toString is not a function ({"toString": 1}): no value to match.
    return [];
  }
}

/**
 * Top-level entries AND together; the entries of a nested list OR together. Each list's filters are
 * grouped by attribute once per search ("attribute:value" in `any`, "-attribute:value" in `none`),
 * so a record costs one lookup per attribute, not one per filter.
 */
function facetPredicate(filters: FacetFilters): (record: IndexRecord) => boolean {
  const groups = filters.map((entry) => {
    const byAttribute = new Map<string, {keys: string[]; any: Set<string>; none: Set<string>}>();
    for (const filter of Array.isArray(entry) ? entry : [entry]) {
      const negated = filter.startsWith('-');
      const [attribute, ...rest] = (negated ? filter.slice(1) : filter).split(':');
      let group = byAttribute.get(attribute);
      if (!group)
        byAttribute.set(attribute, (group = {keys: keysOf(attribute), any: new Set(), none: new Set()}));
      (negated ? group.none : group.any).add(rest.join(':'));
    }
    return [...byAttribute.values()];
  });
  const passes = (record: IndexRecord, {keys, any, none}: (typeof groups)[number][number]) => {
    const values = facetTexts(record, keys);
    if (values.some((value) => any.has(value))) return true;
    for (const value of none) if (!values.includes(value)) return true;
    return false;
  };
  return (record) => groups.every((group) => group.some((test) => passes(record, test)));
}

/** Facet counts by attribute, then by value. */
export type FacetCounts = Record<string, Record<string, number>>;

export class Facets {
  /** Facet values by record, per attribute of attributesForFaceting counted so far (see valuesOf). */
  private readonly tables = new Map<string, {of: Int32Array; values: string[]}>();
  /** Records passing each facet filter set seen lately (see passing). */
  private readonly filters = new Map<string, RecordSet>();

  constructor(
    private readonly candidates: Candidate[],
    private readonly inverted: InvertedIndex,
  ) {}

  /** The records that pass the facet filters, computed once per distinct filters (DocSearch sends the same ones every time). */
  passing(filters: FacetFilters): RecordSet {
    const key = JSON.stringify(filters);
    let set = this.filters.get(key);
    if (!set) {
      const keep = facetPredicate(filters);
      set = this.inverted.empty();
      this.candidates.forEach(({record}, id) => {
        if (keep(record)) add(set!, id);
      });
      if (this.filters.size >= 100) this.filters.clear();
      this.filters.set(key, set);
    }
    // Shared between searches: only ever read (the candidates are intersected with it, not it with them).
    return set;
  }

  /**
   * The counts of each value of the facets asked for (`asked`, "*" for all) that the index facets on
   * (`faceting`), among the hits (`ranked`, before they are paged).
   */
  count(faceting: string[], asked: string[], ranked: Ranked[]): FacetCounts {
    const facets: FacetCounts = {};
    const facetNames = asked.includes('*') ? faceting : asked;
    for (const facet of facetNames.filter((f) => faceting.includes(f))) {
      const {of, values} = this.valuesOf(facet);
      // Counted by value number, in the order values are first met (a value such as "constructor"
      // or "__proto__" is a value like any other: the object is built from entries).
      const counts = new Int32Array(values.length);
      const met: number[] = [];
      for (const {id} of ranked) {
        const value = of[id];
        if (value >= 0 && counts[value]++ === 0) met.push(value);
      }
      facets[facet] = Object.fromEntries(met.map((value) => [values[value], counts[value]]));
    }
    return facets;
  }

  /** Each record's value of a facet attribute, as a number (-1: none), and the values: computed once per attribute. */
  private valuesOf(facet: string): {of: Int32Array; values: string[]} {
    let found = this.tables.get(facet);
    if (!found) {
      const numbers = new Map<string, number>();
      const of = Int32Array.from(this.candidates, ({record}) => {
        const value = valueAt(record, facet);
        if (value === undefined || value === null) return -1;
        let text: string;
        try {
          text = String(value);
        } catch {
          // An object whose toString is not a function ({"toString": 1}): no value to count.
          return -1;
        }
        let number = numbers.get(text);
        if (number === undefined) numbers.set(text, (number = numbers.size));
        return number;
      });
      found = {of, values: [...numbers.keys()]};
      this.tables.set(facet, found);
    }
    return found;
  }
}
