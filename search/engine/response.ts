/**
 * Algolia's search response: what a query's parameters decide (the answer, which the index caches),
 * and around it what echoes the request, as the JSON the service sends.
 */
import crypto from 'node:crypto';
import type {SearchHit} from './decorate';
import type {FacetCounts} from './facets';
import {paramsString} from './params';

export type SearchResponse = Record<string, unknown> & {hits: SearchHit[]; nbHits: number};

/** What a query's parameters alone decide (the rest of a response echoes the request). */
export type Answer = {
  hits: SearchHit[];
  nbHits: number;
  facets: FacetCounts;
  /** The bytes of the hits as JSON (limits.ts): what each request that gets them spends. */
  bytes: number;
  /** `hits` as JSON, built with them (it is most of the bytes). */
  hitsJson: string;
  /** What the response says of the parameters, copied when the answer is made. */
  echo: {
    page: number;
    hitsPerPage: number;
    nbPages: number;
    /** The query as searched (at most 512 characters). */
    query: string;
    facets: boolean;
    clickAnalytics: boolean;
    /** Whether the search may be reported to the caller (Algolia's `analytics` parameter, true by default). */
    reported: boolean;
    /** Its analyticsTags, reported with it. */
    tags: string[];
    /** Whether facet filters narrowed it. */
    filtered: boolean;
  };
};

/** A query id for click analytics: 32 hex characters, as Algolia's. */
const queryId = () => crypto.randomUUID().replace(/-/g, '');

/** The response to `request` of index `index`, from its answer; `started`: when the search began (performance.now()). */
export function responseOf(
  {hits, nbHits, facets, echo}: Answer,
  request: Record<string, unknown>,
  index: string,
  started: number,
): SearchResponse {
  const response: SearchResponse = {
    hits,
    nbHits,
    page: echo.page,
    nbPages: echo.nbPages,
    hitsPerPage: echo.hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: {nbHits: true, typo: true},
    query: echo.query,
    params: paramsString(request),
    index,
    renderingContent: {},
    processingTimeMS: Math.round(performance.now() - started),
  };
  if (echo.facets) response.facets = facets;
  if (echo.clickAnalytics) response.queryID = queryId();
  return response;
}

/** A response as JSON text; its answer's hits were serialised once, however many responses send them. */
export function responseJson(response: SearchResponse, answer: Answer): string {
  const {hits: _hits, ...rest} = response;
  return `{"hits":${answer.hitsJson},${JSON.stringify(rest).slice(1)}`;
}
