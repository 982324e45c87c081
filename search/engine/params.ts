/**
 * Search parameters as Algolia clients send them: as JSON fields of a request,
 * or URL-encoded in its `params` string (values there are JSON or plain text),
 * or both. Unknown parameters are ignored, as Algolia does; a known parameter
 * with a value of the wrong type is a 400.
 */
import settings from './settings.json';

export class SearchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const MAX_QUERY_LENGTH = 512;
export const MAX_HITS_PER_PAGE = 1000;

export type FacetFilters = (string | string[])[];

export type SearchParams = {
  query: string;
  page: number;
  hitsPerPage: number;
  facetFilters: FacetFilters;
  facets: string[];
  distinct: number;
  attributesToRetrieve: string[];
  attributesToHighlight: string[];
  attributesToSnippet: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  clickAnalytics: boolean;
  /** Languages whose stop words leave the query (only English has a list here). */
  removeStopWords: string[];
  removeWordsIfNoResults: RemoveWords;
};

/** Algolia's strategies for a query that finds nothing. */
const REMOVE_WORDS = ['none', 'lastWords', 'firstWords', 'allOptional'] as const;
export type RemoveWords = (typeof REMOVE_WORDS)[number];

type Raw = Record<string, unknown>;

/** Parameters whose values are text: in a `params` string they are taken as typed ("query=true" searches "true"). */
const TEXT_PARAMS = new Set(['query', 'highlightPreTag', 'highlightPostTag', 'snippetEllipsisText']);

/** A value from a `params` string: JSON when it parses as JSON (lists, numbers, booleans), the plain string otherwise. */
function fromParamsString(key: string, value: string): unknown {
  if (TEXT_PARAMS.has(key)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function mergeParams(request: Raw): Raw {
  // No prototype: a parameter named "__proto__" is an unknown parameter like any other (ignored).
  const merged: Raw = Object.assign(Object.create(null) as Raw, request);
  if (request.params !== undefined) {
    if (typeof request.params !== 'string') throw new SearchError(400, 'params must be a string');
    for (const [key, value] of new URLSearchParams(request.params))
      merged[key] = fromParamsString(key, value);
  }
  return merged;
}

const wrongType = (name: string, expected: string) =>
  new SearchError(400, `Invalid value for ${name}: expected ${expected}`);

function integer(raw: Raw, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = raw[name];
  if (value === undefined || value === null) return fallback;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) throw wrongType(name, 'an integer');
  if (number < 0) throw new SearchError(400, `Invalid value for ${name}: it must be 0 or more`);
  return Math.min(number, max);
}

function text(raw: Raw, name: string, fallback: string): string {
  const value = raw[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw wrongType(name, 'a string');
  return value;
}

function list(raw: Raw, name: string, fallback: string[]): string[] {
  const value = raw[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
  throw wrongType(name, 'a list of strings');
}

function bool(raw: Raw, name: string, fallback: boolean): boolean {
  const value = raw[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw wrongType(name, 'true or false');
}

/** removeStopWords: true (every language), false, or a list of ISO 639-1 codes. */
function stopWordLanguages(raw: Raw): string[] {
  const value = raw.removeStopWords ?? settings.removeStopWords;
  if (value === true || value === 'true') return ['en'];
  if (value === false || value === 'false') return [];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
  throw wrongType('removeStopWords', 'true, false or a list of language codes');
}

function removeWords(raw: Raw): RemoveWords {
  const value = raw.removeWordsIfNoResults ?? settings.removeWordsIfNoResults;
  if (!REMOVE_WORDS.includes(value as RemoveWords))
    throw wrongType('removeWordsIfNoResults', REMOVE_WORDS.join(', '));
  return value as RemoveWords;
}

function facetFilters(raw: Raw): FacetFilters {
  const value = raw.facetFilters;
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  const valid =
    Array.isArray(value) &&
    value.every((f) => typeof f === 'string' || (Array.isArray(f) && f.every((g) => typeof g === 'string')));
  if (!valid) throw wrongType('facetFilters', 'a list of "attribute:value" strings or lists of them');
  return value as FacetFilters;
}

function distinct(raw: Raw): number {
  const value = raw.distinct;
  if (value === undefined || value === null) return settings.distinct ? 1 : 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === 'true' || value === 'false') return value === 'true' ? 1 : 0;
  return integer(raw, 'distinct', 0, 4);
}

/** The first `max` UTF-16 units of a text, without half of a character (an emoji cut in two). */
function truncate(value: string, max: number): string {
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) && value.length > max ? cut.slice(0, -1) : cut;
}

/** The parameters of one query, with the index settings as defaults. */
export function parseParams(request: Raw): SearchParams {
  const raw = mergeParams(request);
  return {
    // Longer queries are cut at 512 characters (Algolia's limit), never refused.
    query: truncate(text(raw, 'query', ''), MAX_QUERY_LENGTH),
    page: integer(raw, 'page', 0),
    hitsPerPage: integer(raw, 'hitsPerPage', settings.hitsPerPage, MAX_HITS_PER_PAGE),
    facetFilters: facetFilters(raw),
    facets: list(raw, 'facets', []),
    distinct: distinct(raw),
    attributesToRetrieve: list(raw, 'attributesToRetrieve', settings.attributesToRetrieve),
    attributesToHighlight: list(raw, 'attributesToHighlight', settings.attributesToHighlight),
    attributesToSnippet: list(raw, 'attributesToSnippet', settings.attributesToSnippet),
    highlightPreTag: text(raw, 'highlightPreTag', settings.highlightPreTag),
    highlightPostTag: text(raw, 'highlightPostTag', settings.highlightPostTag),
    snippetEllipsisText: text(raw, 'snippetEllipsisText', settings.snippetEllipsisText),
    clickAnalytics: bool(raw, 'clickAnalytics', false),
    removeStopWords: stopWordLanguages(raw),
    removeWordsIfNoResults: removeWords(raw),
  };
}

/** The `params` string Algolia echoes back in each result. */
export function paramsString(request: Raw): string {
  const entries = Object.entries(mergeParams(request)).filter(([k]) => k !== 'params' && k !== 'indexName');
  return new URLSearchParams(
    entries.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();
}
