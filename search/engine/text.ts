/**
 * Words as the search sees them, shared by the index, the query and the
 * highlighter: letters and digits in any script, lower-cased, accents removed.
 */
import damerauLevenshtein from 'damerau-levenshtein';
import {distance as levenshtein} from 'fastest-levenshtein';

/**
 * Typos between two words, a swap of neighbouring letters counting as one (as Algolia counts them),
 * when at most `max`; otherwise max + 1. A swap is two Levenshtein edits, so fastest-levenshtein's
 * distance (bit-parallel, sub-microsecond) settles most pairs: ≤ max is within, > 2 × max is not;
 * only the pairs between pay for the full Damerau-Levenshtein matrix.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const edits = levenshtein(a, b);
  if (edits <= max) return edits;
  if (edits > 2 * max) return max + 1;
  return Math.min(damerauLevenshtein(a, b).steps, max + 1);
}

/**
 * The characters of a word as 32 bits (character code modulo 32). An edit changes at most two bits
 * (a substitution clears one and sets one, an insertion or deletion one, a swap none), so words
 * whose signatures differ in more than 2 × max bits are more than `max` typos apart, whatever the
 * collisions: a test that costs a few operations where typoDistance costs a matrix.
 */
export function letterSignature(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i += 1) bits |= 1 << (word.charCodeAt(i) & 31);
  return bits;
}

/** Whether two signatures rule out a match within `max` typos. */
export function signaturesTooFar(a: number, b: number, max: number): boolean {
  let x = a ^ b;
  // Population count (the bits that differ).
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  const count = (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  return count > 2 * max;
}

const normalize = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export type Token = {text: string; norm: string; start: number; end: number};

/**
 * How an index reads text into words: runs of letters and digits, and each of the index's
 * `separatorsToIndex` as a word of its own (Algolia's setting: "APP_KEY" with "_" indexed is the
 * three words app, _, key, so a query typed as the identifier matches it as written and not
 * "app key" elsewhere). Separators may not be letters, digits, spaces or currency signs (as
 * Algolia says); other characters of the setting are ignored.
 */
export type Tokenizer = {
  separators: string;
  tokens: (text: string) => Token[];
  words: (text: string) => string[];
};

/** The characters of a separatorsToIndex setting that can be separators, each once, in order. */
export const indexedSeparators = (setting: string): string =>
  [...new Set(setting.replace(/[\p{L}\p{N}\p{Sc}\s]/gu, ''))].join('');

function makeTokenizer(separators: string): Tokenizer {
  const escaped = [...separators].map((c) => `\\u{${c.codePointAt(0)!.toString(16)}}`).join('');
  const word = new RegExp(escaped ? `[\\p{L}\\p{N}]+|[${escaped}]` : '[\\p{L}\\p{N}]+', 'gu');
  /** Tokens of record texts, asked for on every search that hits them. */
  const cache = new Map<string, Token[]>();
  const tokenize = (text: string): Token[] => {
    const out: Token[] = [];
    for (const match of text.matchAll(word)) {
      out.push({
        text: match[0],
        norm: normalize(match[0]),
        start: match.index,
        end: match.index + match[0].length,
      });
    }
    return out;
  };
  const tokens = (text: string): Token[] => {
    let cached = cache.get(text);
    if (!cached) {
      if (cache.size > 50_000) cache.clear();
      cached = tokenize(text);
      cache.set(text, cached);
    }
    return cached;
  };
  return {separators, tokens, words: (text) => tokens(text).map((t) => t.norm)};
}

/** One tokenizer per separatorsToIndex setting (indexes with the same setting share its cache). */
const tokenizers = new Map<string, Tokenizer>();

export function tokenizerFor(separators: string): Tokenizer {
  let found = tokenizers.get(separators);
  if (!found) {
    // Settings come from clients: a few distinct ones are kept, not one per request.
    if (tokenizers.size >= 16) tokenizers.clear();
    found = makeTokenizer(separators);
    tokenizers.set(separators, found);
  }
  return found;
}

/** Words as read with no separator indexed (Algolia's default), for names and paths. */
export const {tokens, words} = tokenizerFor('');

/**
 * A word of the query, with how it may match a word of a record: as a prefix (the word being typed),
 * with up to `typos` typos, or as one of its `forms` (plural or singular, ignorePlurals).
 */
export type QueryWord = {
  word: string;
  prefix: boolean;
  typos: number;
  forms?: {words: string[]; exact: boolean};
};

export type WordMatch = {typos: number; exact: boolean; prefixLength?: number};

/** Typo distances already worked out, which ranking and highlighting ask again and again for the same pairs. */
const distances = new Map<string, number>();

/** How a record's word matches a query word, or null: the cheap answers first, the typo distance remembered. */
function matchWord(query: QueryWord, candidate: string): WordMatch | null {
  if (candidate === query.word) return {typos: 0, exact: true};
  if (query.prefix && candidate.startsWith(query.word))
    return {typos: 0, exact: false, prefixLength: query.word.length};
  const allowed = query.typos;
  // Typos count on whole words only, never inside a prefix.
  if (allowed === 0 || Math.abs(candidate.length - query.word.length) > allowed) return null;
  const key = `${allowed}${query.word}\u0000${candidate}`;
  let typos = distances.get(key);
  if (typos === undefined) {
    if (distances.size > 100_000) distances.clear();
    typos = typoDistance(query.word, candidate, allowed);
    distances.set(key, typos);
  }
  return typos <= allowed ? {typos, exact: false} : null;
}

/**
 * matchWord for the words of one query, remembered for as long as the caller keeps it (one search):
 * `match(i, word)` is how `word` matches the query's i-th word.
 */
export function matcher(query: QueryWord[]) {
  const memo = query.map(() => new Map<string, WordMatch | null>());
  return (i: number, word: string): WordMatch | null => {
    let match = memo[i].get(word);
    if (match === undefined) {
      match = matchOf(query[i], word);
      memo[i].set(word, match);
    }
    return match;
  };
}

/** How a word matches a query word (as one of its plural forms, exactly, as a prefix or with typos), or null. */
export function matchOf(query: QueryWord, word: string): WordMatch | null {
  const forms = query.forms;
  return forms && forms.words.includes(word) ? {typos: 0, exact: forms.exact} : matchWord(query, word);
}

/**
 * A WordMatch as one positive number (0: no match), for tables indexed by word id:
 * 1 + typos + 4 × exact + 8 × prefixLength.
 */
export const matchCode = (match: WordMatch | null): number =>
  match ? 1 + match.typos + (match.exact ? 4 : 0) + 8 * (match.prefixLength ?? 0) : 0;

/** The typos, exactness and prefix length of a matchCode (above 0). */
export const codeTypos = (code: number) => (code - 1) & 3;
export const codeExact = (code: number) => ((code - 1) & 4) !== 0;
export const codePrefixLength = (code: number) => (code - 1) >> 3 || undefined;
