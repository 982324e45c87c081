/** autocannon against the search service's multi-query route, as the DocSearch dialog sends it. */
import autocannon from 'autocannon';
import {QUERY_MIX} from './queries';
import {docSearchBody, QUERIES_PATH} from './docsearch';

/** One autocannon request per query (each connection cycles through them). */
function loadRequests(queries: readonly string[]): autocannon.Request[] {
  return queries.map((query) => ({
    method: 'POST',
    path: QUERIES_PATH,
    headers: {'content-type': 'text/plain'},
    body: docSearchBody(query),
  }));
}

export type LoadOptions = {url: string; seconds: number; connections: number; queries?: readonly string[]};

/** autocannon over `queries` (the query mix by default); the caller judges the result. */
export function runLoad({
  url,
  seconds,
  connections,
  queries = QUERY_MIX,
}: LoadOptions): Promise<autocannon.Result> {
  return autocannon({url, duration: seconds, connections, timeout: 10, requests: loadRequests(queries)});
}

/** Every way a load run can fail: connection errors, timeouts, and non-2xx answers. */
export const failures = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;
