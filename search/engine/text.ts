/**
 * Words as the search sees them, shared by the index, the query and the
 * highlighter: letters and digits in any script, lower-cased, accents removed.
 */
import damerauLevenshtein from 'damerau-levenshtein';
import {eng} from 'stopword';

/** Edits between two words, a swap of neighbouring letters counting as one (as Algolia counts typos). */
const distance = (a: string, b: string) => damerauLevenshtein(a, b).steps;

const WORD = /[\p{L}\p{N}]+/gu;

const normalize = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export type Token = {text: string; norm: string; start: number; end: number};

/** Tokens of record texts, asked for on every search that hits them. */
const tokenCache = new Map<string, Token[]>();

export function tokens(text: string): Token[] {
  let cached = tokenCache.get(text);
  if (!cached) {
    if (tokenCache.size > 50_000) tokenCache.clear();
    cached = tokenize(text);
    tokenCache.set(text, cached);
  }
  return cached;
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    out.push({
      text: match[0],
      norm: normalize(match[0]),
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return out;
}

export const words = (text: string) => tokens(text).map((t) => t.norm);

/** Algolia's typo tolerance: one typo from 4 letters, two from 8. */
export const allowedTypos = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/** A word of the query, with how it may match a word of a record. */
export type QueryWord = {word: string; prefix: boolean};

export type WordMatch = {typos: number; exact: boolean; prefixLength?: number};

/** Answers of matchWord, which ranking and highlighting ask again and again for the same pairs. */
const matches = new Map<string, WordMatch | null>();

/** How a record's word matches a query word, or null. */
function matchWord(query: QueryWord, candidate: string): WordMatch | null {
  const key = `${query.prefix ? 'p' : 'w'}${query.word}\u0000${candidate}`;
  let match = matches.get(key);
  if (match === undefined) {
    if (matches.size > 100_000) matches.clear();
    match = compareWords(query, candidate);
    matches.set(key, match);
  }
  return match;
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
      match = matchWord(query[i], word);
      memo[i].set(word, match);
    }
    return match;
  };
}

function compareWords(query: QueryWord, candidate: string): WordMatch | null {
  if (candidate === query.word) return {typos: 0, exact: true};
  if (query.prefix && candidate.startsWith(query.word))
    return {typos: 0, exact: false, prefixLength: query.word.length};
  const allowed = allowedTypos(query.word);
  if (allowed === 0) return null;
  // Typos count on whole words only (as the index's fuzzy search finds them), never inside a prefix.
  if (Math.abs(candidate.length - query.word.length) > allowed) return null;
  const typos = distance(query.word, candidate);
  return typos <= allowed ? {typos, exact: false} : null;
}

/** The query's words: every word must match, the last one also as a prefix (unless the query ends with a space). */
export function queryWords(query: string): QueryWord[] {
  const list = words(query);
  const lastIsPrefix = !/\s$/.test(query);
  return list.map((word, i) => ({word, prefix: lastIsPrefix && i === list.length - 1}));
}

/** Stop word lists by language (ISO 639-1): English's, from the stopword package. */
const STOP_WORDS: Record<string, Set<string>> = {en: new Set(eng)};

/**
 * The query without the stop words of `languages` (removeStopWords), as Algolia removes them: never a
 * word being typed (a prefix), and never every word (a query of stop words alone is searched as is).
 */
export function withoutStopWords(query: QueryWord[], languages: string[]): QueryWord[] {
  const lists = languages.map((language) => STOP_WORDS[language]).filter(Boolean);
  if (lists.length === 0) return query;
  const kept = query.filter((q) => q.prefix || !lists.some((list) => list.has(q.word)));
  return kept.length > 0 ? kept : query;
}
