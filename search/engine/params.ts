/**
 * Search parameters as Algolia clients send them: as JSON fields of a request,
 * or URL-encoded in its `params` string (values there are JSON or plain text),
 * or both. Unknown parameters are ignored, as Algolia does; a known parameter
 * with a value of the wrong type is a 400. The index's settings are the defaults.
 */
import {SearchError} from './errors';
import {checkList, mergeFilters} from './limits';
import {integer, resolveSettings, stringList, bool, text, type EngineSettings} from './settings';

export const MAX_QUERY_LENGTH = 512;

export type FacetFilters = (string | string[])[];

/** One query: what it asks, over the index's settings as that query overrides them. */
export type SearchParams = EngineSettings & {
  query: string;
  page: number;
  facetFilters: FacetFilters;
  facets: string[];
  clickAnalytics: boolean;
  /** Whether the search analytics count this query (Algolia's `analytics`, true by default). */
  analytics: boolean;
  /** Algolia's analyticsTags: the segments of the search analytics this query also counts in. */
  analyticsTags: string[];
  /** Adds each hit's `_rankingInfo` (the values of the ranking criteria). */
  getRankingInfo: boolean;
};

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

function facetFilters(raw: Raw): FacetFilters {
  const value = raw.facetFilters;
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  const valid =
    Array.isArray(value) &&
    value.every((f) => typeof f === 'string' || (Array.isArray(f) && f.every((g) => typeof g === 'string')));
  if (!valid)
    throw new SearchError(
      400,
      'Invalid value for facetFilters: expected a list of "attribute:value" strings or lists of them',
    );
  return mergeFilters(value as FacetFilters);
}

/** Filter parameters this service does not apply: refused, never silently ignored (an empty one is nothing to apply). */
const UNSUPPORTED_FILTERS = ['filters', 'numericFilters', 'tagFilters', 'optionalFilters'];

function refuseUnsupportedFilters(raw: Raw) {
  for (const name of UNSUPPORTED_FILTERS) {
    const value = raw[name];
    const empty =
      value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
    if (!empty)
      throw new SearchError(
        400,
        `${name} is not supported by this search service: use facetFilters ("attribute:value", lists for OR, "-attribute:value" to exclude)`,
      );
  }
}

/** The first `max` UTF-16 units of a text, without half of a character (an emoji cut in two). */
function truncate(value: string, max: number): string {
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) && value.length > max ? cut.slice(0, -1) : cut;
}

/** The parameters of one query, with the index's settings as defaults. */
export function parseParams(request: Raw, settings: EngineSettings): SearchParams {
  const raw = mergeParams(request);
  refuseUnsupportedFilters(raw);
  const params: SearchParams = {
    ...resolveSettings(raw, settings),
    // Longer queries are cut at 512 characters (Algolia's limit), never refused.
    query: truncate(text(raw, 'query', ''), MAX_QUERY_LENGTH),
    page: integer(raw, 'page', 0),
    facetFilters: facetFilters(raw),
    facets: stringList(raw, 'facets', []),
    clickAnalytics: bool(raw, 'clickAnalytics', false),
    analytics: bool(raw, 'analytics', true),
    analyticsTags: stringList(raw, 'analyticsTags', []),
    getRankingInfo: bool(raw, 'getRankingInfo', false),
  };
  // Tags and the other lists were checked with the settings (resolveSettings).
  checkList('facets', params.facets);
  checkList('analyticsTags', params.analyticsTags);
  return params;
}

/** The `params` string Algolia echoes back in each result. */
export function paramsString(request: Raw): string {
  const entries = Object.entries(mergeParams(request)).filter(([k]) => k !== 'params' && k !== 'indexName');
  return new URLSearchParams(
    entries.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();
}

export {MAX_HITS_PER_PAGE} from './settings';
