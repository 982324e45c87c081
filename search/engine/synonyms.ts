/**
 * Synonyms, the Algolia way: the objects `saveSynonyms` takes, checked when stored, and the table
 * the engine looks query words up in. Applied: `synonym` (every entry finds every other),
 * `oneWaySynonym` (the input finds the synonyms), `altCorrection1`/`altCorrection2` (the word finds
 * the corrections, counted as 1 or 2 typos). `placeholder` synonyms are stored, not applied.
 */
import {SearchError} from './errors';
import type {Tokenizer} from './text';

export type Synonym = {
  objectID: string;
  type: string;
  synonyms?: string[];
  input?: string;
  word?: string;
  corrections?: string[];
  placeholder?: string;
  replacements?: string[];
};

/** Algolia's synonym types, in the case its REST API documents (the lower-case spellings are accepted too). */
const TYPES = ['synonym', 'oneWaySynonym', 'altCorrection1', 'altCorrection2', 'placeholder'];

/** At most this many words or phrases in one synonym (each finds every other: n × (n - 1) alternatives). */
const MAX_ENTRIES = 100;

const isWordList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.length <= MAX_ENTRIES &&
  value.every((v) => typeof v === 'string' && v.trim() !== '');
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The type as Algolia spells it in its documentation, whatever the case it was sent in. */
export const synonymType = (type: unknown) =>
  TYPES.find((t) => typeof type === 'string' && t.toLowerCase() === type.toLowerCase());

/** A synonym as a client sent it, checked: a clear 400 for what Algolia would refuse. */
export function checkSynonym(raw: unknown, where: string, objectID?: string): Synonym {
  const fail = (message: string) => new SearchError(400, `${where}: ${message}`);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw fail('a synonym must be an object');
  const synonym = raw as Record<string, unknown>;
  const id = objectID ?? synonym.objectID;
  if (!isText(id)) throw fail('objectID must be a non-empty string');
  const type = synonymType(synonym.type);
  if (!type) throw fail(`type must be one of ${TYPES.join(', ')}`);
  if (type === 'synonym' && !(isWordList(synonym.synonyms) && synonym.synonyms.length >= 2))
    throw fail(`a synonym needs "synonyms", a list of 2 to ${MAX_ENTRIES} words or phrases`);
  if (type === 'oneWaySynonym' && !(isText(synonym.input) && isWordList(synonym.synonyms)))
    throw fail('a oneWaySynonym needs "input" and "synonyms"');
  if (type.startsWith('altCorrection') && !(isText(synonym.word) && isWordList(synonym.corrections)))
    throw fail(`an ${type} needs "word" and "corrections"`);
  if (type === 'placeholder' && !(isText(synonym.placeholder) && isWordList(synonym.replacements)))
    throw fail('a placeholder needs "placeholder" and "replacements"');
  return {...(synonym as Synonym), objectID: id, type: String(synonym.type)};
}

/** What a run of query words may also be found as: other words (a phrase when several: together, in order). */
export type Alternative = {
  words: string[];
  typos: number;
  kind: 'singleWordSynonym' | 'multiWordsSynonym' | 'altCorrection' | 'splitOrConcatenation';
};

/** Query words (a run of one or more) -> their alternatives. */
type Entry = {span: string[]; alternatives: Alternative[]};

/** Synonyms by the first word of the run of query words they apply to. */
export type SynonymTable = Map<string, Entry[]>;

/** The index's synonyms, their words read as the index reads text (`words`). */
export function synonymTable(synonyms: Synonym[], words: Tokenizer['words']): SynonymTable {
  const table: SynonymTable = new Map();
  const add = (from: string, to: string[], typos: number) => {
    const span = words(from);
    if (span.length === 0) return;
    const alternatives = to
      .map(words)
      .filter((w) => w.length > 0 && w.join(' ') !== span.join(' '))
      .map((w): Alternative => ({
        words: w,
        typos,
        kind:
          typos > 0
            ? 'altCorrection'
            : w.length === 1 && span.length === 1
              ? 'singleWordSynonym'
              : 'multiWordsSynonym',
      }));
    if (alternatives.length === 0) return;
    const entries = table.get(span[0]) ?? [];
    const same = entries.find((e) => e.span.join(' ') === span.join(' '));
    if (same) {
      const known = new Set(same.alternatives.map((a) => a.words.join(' ')));
      same.alternatives.push(...alternatives.filter((a) => !known.has(a.words.join(' '))));
    } else entries.push({span, alternatives});
    // Longest runs first: "log in" is tried before "log".
    entries.sort((a, b) => b.span.length - a.span.length);
    table.set(span[0], entries);
  };
  for (const synonym of synonyms) {
    const type = synonymType(synonym.type);
    if (type === 'synonym') for (const from of synonym.synonyms ?? []) add(from, synonym.synonyms ?? [], 0);
    else if (type === 'oneWaySynonym' && synonym.input) add(synonym.input, synonym.synonyms ?? [], 0);
    else if (type === 'altCorrection1' && synonym.word) add(synonym.word, synonym.corrections ?? [], 1);
    else if (type === 'altCorrection2' && synonym.word) add(synonym.word, synonym.corrections ?? [], 2);
  }
  return table;
}
