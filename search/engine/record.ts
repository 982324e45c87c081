/**
 * A record as the engine takes it (any Algolia object), and what ranking one query gives it.
 */

/** An Algolia object: an objectID and any attributes. The one record type of the search. */
export type IndexRecord = {objectID: string} & Record<string, unknown>;

/** A record of the index, with its values of the attributes the ranking sorts on. */
export type Candidate = {
  record: IndexRecord;
  /** The values of the attributes the ranking sorts on (customRanking, asc()/desc()), in sortAttributes order. */
  values: number[];
};

/** A record's criteria for one query (or bounds of them), as the ranking compares them. */
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
   * attribute computed on it, not yet worked out): QueryRanking.finish gives the criteria.
   */
  final: boolean;
};
