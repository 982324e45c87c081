/**
 * A query as the engine searches it, from its text and the index's settings: words with the typos
 * they may have (typoTolerance, minWordSizefor1Typo/2Typos) and their plural forms (ignorePlurals);
 * runs of words with the synonyms they may be found as; quoted phrases and excluded words
 * (advancedSyntax); stop words removed (removeStopWords); optional words (optionalWords); a word
 * also as two words of the index, two words also as one (splitting and concatenation, which
 * Algolia's typo tolerance does).
 */
import pluralize from 'pluralize';
import {eng} from 'stopword';
import {stopwords as snowball} from '@orama/stopwords/english';
import {tokenizerFor, type QueryWord, type Tokenizer} from './text';
import type {EngineSettings} from './settings';
import type {Alternative, SynonymTable} from './synonyms';

/**
 * One unit a record must match (unless optional): its query words (`words[first..first+count)`),
 * all of them, or one of its alternatives; a phrase's words must also be consecutive.
 */
export type Slot = {
  first: number;
  count: number;
  alternatives: (Alternative & {exact: boolean})[];
  phrase: boolean;
  optional: boolean;
};

export type ParsedQuery = {
  words: QueryWord[];
  slots: Slot[];
  excluded: string[];
  /** How the index reads text (its separatorsToIndex), for the highlighter to read hits alike. */
  tokenizer: Tokenizer;
};

/**
 * Stop word lists by language (ISO 639-1). English: the stopword package's list together with the
 * Snowball list (@orama/stopwords), which has the question and negation words readers type ("why",
 * "does", "not", "cannot") that the first lacks.
 */
const STOP_WORDS = new Map([['en', new Set([...eng, ...snowball])]]);

/** The most words (or phrases, or synonym runs) of one query that are searched, and the most excluded. */
export const MAX_QUERY_WORDS = 16;

/** The typos a word may have, as the index allows them. */
function allowedTypos(word: string, settings: EngineSettings): number {
  if (settings.typoTolerance === false) return 0;
  if (word.length >= settings.minWordSizefor2Typos) return 2;
  return word.length >= settings.minWordSizefor1Typo ? 1 : 0;
}

/** Plural forms already worked out (pluralize tries its rules one by one), by word. */
const knownForms = new Map<string, string[]>();

/** A word's singular and plural (English), when they differ from it. */
function pluralForms(word: string): string[] {
  let forms = knownForms.get(word);
  if (!forms) {
    if (knownForms.size >= 10_000) knownForms.clear();
    // Nouns only: pluralize also maps pronouns and verbs (he -> they, is -> are, my -> mies).
    forms =
      !/^\p{L}+$/u.test(word) || STOP_WORDS.get('en')!.has(word)
        ? []
        : [...new Set([pluralize.plural(word), pluralize.singular(word)].map((w) => w.toLowerCase()))].filter(
            (w) => w !== word,
          );
    knownForms.set(word, forms);
  }
  return forms;
}

type Unit = {words: string[]; phrase: boolean};

/** The query's words, phrases and excluded words, as advancedSyntax reads them. */
function readUnits(query: string, settings: EngineSettings) {
  const phrases = settings.advancedSyntax && settings.advancedSyntaxFeatures.includes('exactPhrase');
  const exclusions = settings.advancedSyntax && settings.advancedSyntaxFeatures.includes('excludeWords');
  const {words} = tokenizerFor(settings.separatorsToIndex);
  const units: Unit[] = [];
  const excluded: string[] = [];
  /** Whether the query's last token is a plain word (not a phrase, not an excluded word). */
  let endsWithWord = false;
  for (const match of query.matchAll(phrases ? /"([^"]*)"?|[^\s"]+/g : /\S+/g)) {
    endsWithWord = false;
    if (match[1] !== undefined) {
      const inner = words(match[1]);
      if (inner.length) units.push({words: inner, phrase: true});
    } else if (exclusions && /^-[\p{L}\p{N}]/u.test(match[0])) {
      // A word right after a minus sign ("-stripe"); "--skip-ssl" is an option, searched as typed.
      excluded.push(...words(match[0].slice(1)));
    } else {
      const found = words(match[0]);
      for (const word of found) units.push({words: [word], phrase: false});
      endsWithWord = found.length > 0;
    }
  }
  // The last word is being typed (a prefix), unless the query ends with a space, a phrase or an
  // excluded word.
  const typing = endsWithWord && !/[\s"]$/.test(query);
  return {units, excluded, typing};
}

/**
 * Algolia splits a word in two only if it has at least minWordSizefor1Typo letters, the first part
 * at most 12. Here each part has at least 3 letters (shorter ones split too eagerly on a small
 * vocabulary) and the most even split wins (Algolia picks the one with the most matches).
 */
const MAX_SPLIT_HEAD = 12;

/**
 * The words an index has, to split and concatenate query words into: `mercadopago` is searched as
 * `mercado pago` too (a word the index lacks), `pay pal` as `paypal` too (two neighbouring words,
 * left to right, after stop words left), when the index has those words.
 */
export type Vocabulary = {has: (word: string) => boolean};

const NO_WORDS: Vocabulary = {has: () => false};

/** The two words of the index a query word may be split into (the most even split), if any. */
function split(word: string, vocabulary: Vocabulary, settings: EngineSettings): string[] | undefined {
  if (word.length < settings.minWordSizefor1Typo) return undefined;
  let best: string[] | undefined;
  for (let i = 3; i <= Math.min(MAX_SPLIT_HEAD, word.length - 3); i += 1) {
    const parts = [word.slice(0, i), word.slice(i)];
    if (!parts.every((part) => vocabulary.has(part))) continue;
    const even = (p: string[]) => Math.min(p[0].length, p[1].length);
    if (!best || even(parts) > even(best)) best = parts;
  }
  return best;
}

/** A run of plain words that a synonym applies to (or one unit), as the query is read. */
type Run = Unit & {alternatives: Alternative[]; typing?: boolean};

/** The units as runs: runs of plain words that a synonym applies to, longest first, left to right. */
function synonymRuns(units: Unit[], synonyms: SynonymTable): Run[] {
  const runs: Run[] = [];
  for (let i = 0; i < units.length;) {
    const unit = units[i];
    const entry = unit.phrase
      ? undefined
      : synonyms
          .get(unit.words[0])
          ?.find((e) =>
            e.span.every((w, k) => units[i + k] && !units[i + k].phrase && units[i + k].words[0] === w),
          );
    if (entry) {
      runs.push({words: entry.span, phrase: false, alternatives: entry.alternatives});
      i += entry.span.length;
    } else {
      runs.push({...unit, alternatives: []});
      i += 1;
    }
  }
  return runs;
}

/**
 * The runs without stop words, as Algolia removes them: never in a phrase or a synonym's run, never
 * the word being typed, and never every word (a query of stop words only is searched as is).
 */
function withoutStopWords(runs: Run[], settings: EngineSettings): Run[] {
  const stopLists = settings.removeStopWords.flatMap((l) => STOP_WORDS.get(l) ?? []);
  const isStop = (run: Run) =>
    stopLists.length > 0 &&
    !run.phrase &&
    run.alternatives.length === 0 &&
    !run.typing &&
    stopLists.some((list) => list.has(run.words[0]));
  const kept = runs.filter((run) => !isStop(run));
  return kept.length > 0 ? kept : runs;
}

/**
 * Splitting and concatenation (typo tolerance on), in `runs`: a word the index lacks may be two of
 * its words; two words may also be found as the one word they make together.
 */
function splitAndJoin(runs: Run[], vocabulary: Vocabulary, settings: EngineSettings) {
  if (settings.typoTolerance === false) return;
  const plain = (run: Run | undefined) =>
    run && !run.phrase && run.alternatives.length === 0 && run.words.length === 1;
  for (let i = 0; i < runs.length; i += 1) {
    const run = runs[i];
    if (!plain(run)) continue;
    const next = runs[i + 1];
    const joined = next && plain(next) ? run.words[0] + next.words[0] : '';
    if (joined && vocabulary.has(joined)) {
      runs.splice(i, 2, {
        words: [run.words[0], next.words[0]],
        phrase: false,
        typing: next.typing,
        alternatives: [{words: [joined], typos: 0, kind: 'splitOrConcatenation'}],
      });
      continue;
    }
    const parts = vocabulary.has(run.words[0]) ? undefined : split(run.words[0], vocabulary, settings);
    if (parts) run.alternatives = [{words: parts, typos: 0, kind: 'splitOrConcatenation'}];
  }
}

/**
 * The runs searched: a repeated word asks nothing more of a record; words beyond MAX_QUERY_WORDS
 * are not searched (a reader's query has a handful: this bounds what any client can make one query cost).
 */
function searchedRuns(runs: Run[]): Run[] {
  const seen = new Set<string>();
  return runs
    .filter((run) => {
      const key = `${run.phrase ? '"' : ''}${run.typing ? '…' : ''}${run.words.join(' ')}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_QUERY_WORDS);
}

export function parseQuery(
  query: string,
  settings: EngineSettings,
  synonyms: SynonymTable,
  vocabulary: Vocabulary = NO_WORDS,
): ParsedQuery {
  const {units, excluded, typing} = readUnits(query, settings);
  const runs = synonymRuns(units, synonyms);
  if (typing) runs[runs.length - 1].typing = true;
  const chosen = withoutStopWords(runs, settings);
  splitAndJoin(chosen, vocabulary, settings);

  const plurals = settings.ignorePlurals.includes('en');
  const pluralsExact = settings.alternativesAsExact.includes('ignorePlurals');
  const tokenizer = tokenizerFor(settings.separatorsToIndex);
  const optional = new Set(settings.optionalWords.flatMap(tokenizer.words));
  const out: ParsedQuery = {
    words: [],
    slots: [],
    excluded: [...new Set(excluded)].slice(0, MAX_QUERY_WORDS),
    tokenizer,
  };
  searchedRuns(chosen).forEach((run) => {
    const first = out.words.length;
    run.words.forEach((word, k) => {
      const prefix = Boolean(run.typing) && k === run.words.length - 1;
      const forms = plurals && !run.phrase ? pluralForms(word) : [];
      out.words.push({
        word,
        prefix,
        typos: run.phrase ? 0 : allowedTypos(word, settings),
        ...(forms.length ? {forms: {words: forms, exact: pluralsExact}} : {}),
      });
    });
    out.slots.push({
      first,
      count: run.words.length,
      alternatives: run.alternatives.map((a) => ({
        ...a,
        exact: settings.alternativesAsExact.includes(a.kind),
      })),
      phrase: run.phrase,
      optional: run.words.every((w) => optional.has(w)),
    });
  });
  return out;
}
