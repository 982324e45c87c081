/**
 * A query as the engine searches it, from its text and the index's settings: words with the typos
 * they may have (typoTolerance, minWordSizefor1Typo/2Typos) and their plural forms (ignorePlurals);
 * runs of words with the synonyms they may be found as; quoted phrases and excluded words
 * (advancedSyntax); stop words removed (removeStopWords); optional words (optionalWords).
 */
import pluralize from 'pluralize';
import {eng} from 'stopword';
import {words, type QueryWord} from './text';
import type {EngineSettings} from './settings';
import type {Alternative, SynonymTable} from './synonyms';

/**
 * One unit a record must match (unless optional): its query words (`words[first..first+count)`),
 * all of them, or one of its alternatives; a phrase's words must also be consecutive.
 */
type Slot = {
  first: number;
  count: number;
  alternatives: (Alternative & {exact: boolean})[];
  phrase: boolean;
  optional: boolean;
};

export type ParsedQuery = {words: QueryWord[]; slots: Slot[]; excluded: string[]};

/** Stop word lists by language (ISO 639-1): English's, from the stopword package. */
const STOP_WORDS: Record<string, Set<string>> = {en: new Set(eng)};

/** The typos a word may have, as the index allows them. */
function allowedTypos(word: string, settings: EngineSettings): number {
  if (settings.typoTolerance === false) return 0;
  if (word.length >= settings.minWordSizefor2Typos) return 2;
  return word.length >= settings.minWordSizefor1Typo ? 1 : 0;
}

/** A word's singular and plural (English), when they differ from it. */
function pluralForms(word: string): string[] {
  if (!/^\p{L}+$/u.test(word)) return [];
  return [...new Set([pluralize.plural(word), pluralize.singular(word)].map((w) => w.toLowerCase()))].filter(
    (w) => w !== word,
  );
}

type Unit = {words: string[]; phrase: boolean};

/** The query's words, phrases and excluded words, as advancedSyntax reads them. */
function split(query: string, settings: EngineSettings) {
  const phrases = settings.advancedSyntax && settings.advancedSyntaxFeatures.includes('exactPhrase');
  const exclusions = settings.advancedSyntax && settings.advancedSyntaxFeatures.includes('excludeWords');
  const units: Unit[] = [];
  const excluded: string[] = [];
  for (const match of query.matchAll(phrases ? /"([^"]*)"?|[^\s"]+/g : /\S+/g)) {
    if (match[1] !== undefined) {
      const inner = words(match[1]);
      if (inner.length) units.push({words: inner, phrase: true});
    } else if (exclusions && match[0].length > 1 && match[0].startsWith('-')) {
      excluded.push(...words(match[0].slice(1)));
    } else {
      for (const word of words(match[0])) units.push({words: [word], phrase: false});
    }
  }
  // The last word is being typed (a prefix), unless the query ends with a space or a closed phrase.
  const last = units.at(-1);
  const typing = last !== undefined && !last.phrase && !/[\s"]$/.test(query);
  return {units, excluded, typing};
}

export function parseQuery(query: string, settings: EngineSettings, synonyms: SynonymTable): ParsedQuery {
  const {units, excluded, typing} = split(query, settings);
  const stopLists = settings.removeStopWords.map((l) => STOP_WORDS[l]).filter(Boolean);
  const plurals = settings.ignorePlurals.includes('en');
  const pluralsExact = settings.alternativesAsExact.includes('ignorePlurals');
  const optional = new Set(settings.optionalWords.flatMap(words));

  // Runs of plain words that a synonym applies to, longest first, left to right.
  type Run = Unit & {alternatives: Alternative[]};
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

  // Stop words leave the query, as Algolia removes them: never in a phrase or a synonym's run,
  // never the word being typed, and never every word (a query of stop words is searched as is).
  const isStop = (run: Run, i: number) =>
    stopLists.length > 0 &&
    !run.phrase &&
    run.alternatives.length === 0 &&
    !(typing && i === runs.length - 1) &&
    stopLists.some((list) => list.has(run.words[0]));
  const kept = runs.filter((run, i) => !isStop(run, i));
  const chosen = kept.length > 0 ? kept : runs;

  const out: ParsedQuery = {words: [], slots: [], excluded};
  chosen.forEach((run, r) => {
    const first = out.words.length;
    run.words.forEach((word, k) => {
      const prefix = typing && r === chosen.length - 1 && k === run.words.length - 1 && run === runs.at(-1);
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
