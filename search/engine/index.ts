/**
 * The search engine's front door: everything outside search/engine/ imports the engine from here,
 * never from a file inside it. An index over records (`new SearchIndex(name, records, {settings,
 * synonyms})`, the one way to open one), its record type and error, the checks of what a client
 * stores (settings, synonyms), and the engine's reading of words for the tools that compare or
 * group queries.
 */
import {parseQuery} from './query';
import {resolveSettings, type EngineSettings} from './settings';
import type {QueryWord} from './text';

export {SearchIndex, type SearchIndexOptions} from './engine';
export type {SearchResponse} from './response';
export type {IndexRecord} from './record';
export {SearchError} from './errors';
export {EXTENSIONS, resolveSettings} from './settings';
export {checkSynonym, synonymType, type Synonym} from './synonyms';
export {typoDistance, words, type QueryWord} from './text';
export {MAX_HITS_PER_PAGE, MAX_QUERY_LENGTH} from './params';
export {AnswerBudget} from './limits';
export {MAX_QUERY_WORDS} from './query';

/** Algolia's default settings, as the engine applies them. */
const DEFAULTS = resolveSettings({});

/**
 * The words of a query as an index with `settings` searches them (Algolia's defaults when absent),
 * synonyms aside: each word, whether it is a prefix (being typed), the typos it may have.
 */
export const queryWords = (query: string, settings: EngineSettings = DEFAULTS): QueryWord[] =>
  parseQuery(query, settings, new Map()).words;
