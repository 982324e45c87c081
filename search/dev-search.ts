/**
 * The search of `npm start`: an index over the records of the pages as they are edited (rebuilt
 * when the search plugin hands over new records), answered by the search service as middleware of
 * the dev server, on the site's own port.
 */
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {SearchConfig} from './config';
import {SearchIndex} from './engine';
import type {DocSearchRecord} from './records/records';
import {createSearchService, type SearchServiceOptions} from './service/service';
import {SITE_INDEX} from './site-index';

/**
 * An index over records that may be replaced (the dev server's, after each edit), rebuilt when they
 * are, with the site's settings and synonyms.
 */
export function indexOverRecords(getRecords: () => DocSearchRecord[], indexName: string) {
  let built: {records: DocSearchRecord[]; index: SearchIndex} | undefined;
  return (name: string) => {
    if (name !== indexName) return undefined;
    const records = getRecords();
    if (built?.records !== records) built = {records, index: new SearchIndex(indexName, records, SITE_INDEX)};
    return built.index;
  };
}

export type DevMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Connect-style middleware for the dev server: answers /1/… with the search service, passes the rest on. */
export function createDevMiddleware(
  index: SearchServiceOptions['index'],
  config: SearchConfig,
): DevMiddleware {
  const ready = createSearchService({appId: config.appId, apiKey: config.apiKey, index});
  return (request, response, next) => {
    if (!request.url?.startsWith('/1/')) return next();
    void ready.then((app) => app.routing(request, response));
  };
}
