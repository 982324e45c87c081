/**
 * What an index searches in each record, laid out once when the index is built: the searchable
 * attributes, and every record's words in them as the vocabulary's ids, in text order. Ranking
 * (proximity, phrases) and highlighting then compare numbers, never strings.
 */
import type {TextWords} from './highlight';
import type {IndexRecord} from './record';
import type {EngineSettings} from './settings';
import type {Tokenizer} from './text';

/** Bits of a record's matched attributes are kept in one 32-bit number: at most 31 searchable attributes. */
const MAX_FIELDS = 31;

/** Between the elements of a list attribute, words are this far apart: never near. */
const ELEMENT_GAP = 8;

/**
 * Every attribute of the records with text in it, in the order first seen ("hierarchy.lvl1"…): what
 * Algolia searches when an index has no searchableAttributes.
 */
function textAttributes(records: IndexRecord[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, path: string) => {
    if (found.size >= MAX_FIELDS) return;
    if (typeof value === 'string' || (Array.isArray(value) && value.some((v) => typeof v === 'string'))) {
      if (path && path !== 'objectID') found.add(path);
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const key of Object.keys(value))
        walk((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
    }
  };
  for (const record of records) walk(record, '');
  return [...found];
}

/** The attributes an index searches, each with its rank for the attribute criterion. */
export function searchableAttributes(
  settings: EngineSettings,
  records: IndexRecord[],
): {attribute: string; rank: number}[] {
  return (
    settings.searchableAttributes?.slice(0, MAX_FIELDS) ??
    textAttributes(records).map((attribute, rank) => ({attribute, rank}))
  );
}

/** An attribute's texts: the attribute itself when it is text, each text of a list (Algolia searches each element). */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/** Each record's words and the attributes (bits) each is in, from its attributes' texts. */
export function wordsOf(attributes: string[][], tokens: Tokenizer['tokens']): Map<string, number> {
  const out = new Map<string, number>();
  attributes.forEach((texts, a) => {
    for (const text of texts)
      for (const token of tokens(text)) out.set(token.norm, (out.get(token.norm) ?? 0) | (1 << a));
  });
  return out;
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
    /** 1 when the record's attribute is one text, its words those of its tokens one for one. */
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
    tokens: Tokenizer['tokens'],
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

  /**
   * For the highlighting of one search: a record's text at a path (`keys`, or the `key` of an object
   * there) as word ids, when it is a searchable attribute's only text. `fieldAt`: each searchable
   * attribute's place, by path.
   */
  textWords(
    fieldAt: Map<string, number>,
  ): (id: number, keys: string[], key?: string) => TextWords | undefined {
    const fieldOf = new Map<string[], Map<string, number>>();
    return (id, keys, key = '') => {
      // A key with a dot ("a.b" in {a: {b}}) names no one path: matched as text.
      if (key.includes('.')) return undefined;
      // Paths are split once (keysOf): each is looked up once per search.
      let byKey = fieldOf.get(keys);
      if (!byKey) fieldOf.set(keys, (byKey = new Map()));
      let field = byKey.get(key);
      if (field === undefined)
        byKey.set(key, (field = fieldAt.get(key ? `${keys.join('.')}.${key}` : keys.join('.')) ?? -1));
      if (field < 0 || !this.isPlain(id, field)) return undefined;
      return {terms: this.terms, from: this.start(id, field)};
    };
  }
}
