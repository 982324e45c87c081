/**
 * The engine's own inverted index, built once per index: the sorted vocabulary of the searchable
 * attributes, each word's records as a sorted Int32Array (with the attributes, as bits, it is in in
 * each of them), and record sets as bitsets. A query word
 * is expanded once to the vocabulary's words it matches (itself, its plural forms, the words it
 * begins when it is being typed, the words within its typos), and a set of records is a union of
 * postings: microseconds on a few thousand words, where a general full-text library scored every
 * candidate it found.
 */
import {letterSignature, matchCode, matchOf, signaturesTooFar, typoDistance, type QueryWord} from './text';

/** The words of the vocabulary a query word matches, their ids, and how each matches it (matchCode). */
export type Expansion = {terms: string[]; ids: Int32Array; codes: Int32Array};

/** A set of records (ids 0…n-1), one bit each. */
export type RecordSet = Uint32Array;

/** The most words one query word may expand to (a one-letter prefix expands to the shortest ones). */
export const MAX_EXPANSIONS = 200;

/**
 * The most query words whose expansions are kept (then all are dropped and computed again): at most
 * MAX_EXPANSIONS words each, a few MB whatever clients send.
 */
const MAX_CACHED_EXPANSIONS = 5_000;

export class InvertedIndex {
  /** The vocabulary, sorted (binary search for prefixes). */
  private readonly terms: string[];
  private readonly ids = new Map<string, number>();
  private readonly postings: Int32Array[];
  /** For each posting, the attributes (bits) the word is in in that record. */
  private readonly fields: Int32Array[];
  /** Term ids by length, for typo expansion (a word with k typos differs in length by at most k). */
  private readonly byLength = new Map<number, number[]>();
  /** Each term's letterSignature: most words too far for a typo match are ruled out without typoDistance. */
  private readonly signatures: Int32Array;
  private readonly words: number;

  constructor(
    readonly size: number,
    /** Each record's words, and the attributes (bits) each is in. */
    recordTerms: (record: number) => Map<string, number>,
  ) {
    const lists = new Map<string, {records: number[]; fields: number[]}>();
    for (let record = 0; record < size; record += 1)
      for (const [term, fields] of recordTerms(record)) {
        const list = lists.get(term);
        if (list) {
          list.records.push(record);
          list.fields.push(fields);
        } else lists.set(term, {records: [record], fields: [fields]});
      }
    this.terms = [...lists.keys()].sort();
    this.fields = [];
    this.postings = this.terms.map((term, id) => {
      this.ids.set(term, id);
      const lengthList = this.byLength.get(term.length) ?? [];
      lengthList.push(id);
      this.byLength.set(term.length, lengthList);
      const {records, fields} = lists.get(term)!;
      this.fields.push(Int32Array.from(fields));
      return Int32Array.from(records);
    });
    this.signatures = Int32Array.from(this.terms, letterSignature);
    this.words = Math.ceil(size / 32);
  }

  /** How many words the vocabulary has (their ids are 0…vocabularySize-1). */
  get vocabularySize(): number {
    return this.terms.length;
  }

  /** A word's id, or -1 when the index does not have it. */
  idOf(term: string): number {
    return this.ids.get(term) ?? -1;
  }

  /** The records holding word `id` (in increasing order) and the attributes (bits) it is in in each. */
  postingsAt(id: number): {records: Int32Array; fields: Int32Array} {
    return {records: this.postings[id], fields: this.fields[id]};
  }

  /** The attributes (bits) word `id` is in in a record (0: none). */
  fieldsIn(id: number, record: number): number {
    const records = this.postings[id];
    let low = 0;
    let high = records.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (records[mid] < record) low = mid + 1;
      else high = mid;
    }
    return records[low] === record ? this.fields[id][low] : 0;
  }

  has(term: string): boolean {
    return this.ids.has(term);
  }

  /** Expansions already computed, by query word (and how it may match). */
  private readonly expansions = new Map<string, Expansion>();

  /**
   * The vocabulary's words a query word matches, as the ranking will count them (at most
   * MAX_EXPANSIONS), and their ids: computed once per distinct query word for the life of the index.
   */
  expand(word: QueryWord): Expansion {
    const forms = word.forms ? `${word.forms.exact ? '=' : '~'}${word.forms.words.join(' ')}` : '';
    const key = `${word.prefix ? 'p' : 'w'}${word.typos}${word.word} ${forms}`;
    let found = this.expansions.get(key);
    if (!found) {
      if (this.expansions.size >= MAX_CACHED_EXPANSIONS) this.expansions.clear();
      const terms = this.expandNow(word);
      found = {
        terms,
        ids: Int32Array.from(terms, (term) => this.ids.get(term)!),
        codes: Int32Array.from(terms, (term) => matchCode(matchOf(word, term))),
      };
      this.expansions.set(key, found);
    }
    return found;
  }

  private expandNow(word: QueryWord): string[] {
    const out = new Set<string>();
    const add = (term: string) => out.size < MAX_EXPANSIONS && out.add(term);
    if (this.ids.has(word.word)) add(word.word);
    for (const form of word.forms?.words ?? []) if (this.ids.has(form)) add(form);
    if (word.typos > 0) {
      const signature = letterSignature(word.word);
      for (let length = word.word.length - word.typos; length <= word.word.length + word.typos; length += 1)
        for (const id of this.byLength.get(length) ?? [])
          if (
            !signaturesTooFar(signature, this.signatures[id], word.typos) &&
            typoDistance(word.word, this.terms[id], word.typos) <= word.typos
          )
            add(this.terms[id]);
    }
    if (word.prefix) {
      // The words it begins, shortest first (the closest to what is typed) when there are too many.
      const from = this.lowerBound(word.word);
      const begun: string[] = [];
      for (let i = from; i < this.terms.length && this.terms[i].startsWith(word.word); i += 1)
        begun.push(this.terms[i]);
      if (out.size + begun.length > MAX_EXPANSIONS)
        begun.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
      for (const term of begun) add(term);
    }
    return [...out];
  }

  /** The records holding any of the words (by id). */
  unionOf(ids: ArrayLike<number>): RecordSet {
    const set = new Uint32Array(this.words);
    for (let k = 0; k < ids.length; k += 1) {
      const records = this.postings[ids[k]];
      for (let r = 0; r < records.length; r += 1) add(set, records[r]);
    }
    return set;
  }

  /** The records holding any of the terms. */
  union(terms: Iterable<string>): RecordSet {
    const ids: number[] = [];
    for (const term of terms) {
      const id = this.ids.get(term);
      if (id !== undefined) ids.push(id);
    }
    return this.unionOf(ids);
  }

  /** The records holding every one of the terms. */
  every(terms: string[]): RecordSet {
    let set: RecordSet | undefined;
    for (const term of terms) set = set ? and(set, this.union([term])) : this.union([term]);
    return set ?? new Uint32Array(this.words);
  }

  empty(): RecordSet {
    return new Uint32Array(this.words);
  }

  private lowerBound(prefix: string): number {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.terms[mid] < prefix) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/** a ∩ b, in a (returned). */
export function and(a: RecordSet, b: RecordSet): RecordSet {
  for (let i = 0; i < a.length; i += 1) a[i] &= b[i];
  return a;
}

/** a ∪ b, in a (returned). */
export function or(a: RecordSet, b: RecordSet): RecordSet {
  for (let i = 0; i < a.length; i += 1) a[i] |= b[i];
  return a;
}

export function add(set: RecordSet, record: number) {
  set[record >>> 5] |= 1 << (record & 31);
}

export const has = (set: RecordSet, record: number) => (set[record >>> 5] & (1 << (record & 31))) !== 0;

/** How many records a set holds. */
export function count(set: RecordSet): number {
  let total = 0;
  for (let i = 0; i < set.length; i += 1) {
    let bits = set[i] - ((set[i] >>> 1) & 0x55555555);
    bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
    total += (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}

/** The records of a set, in increasing order. */
export function members(set: RecordSet): number[] {
  const out: number[] = [];
  for (let i = 0; i < set.length; i += 1) {
    let bits = set[i];
    while (bits !== 0) {
      const low = bits & -bits;
      out.push(i * 32 + 31 - Math.clz32(low));
      bits ^= low;
    }
  }
  return out;
}
