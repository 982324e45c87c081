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

export type LoadOptions = {
  url: string;
  /** How long the load runs, or (`amount`) how many requests it sends. */
  seconds?: number;
  amount?: number;
  connections: number;
  queries?: readonly string[];
  /** Hears each 2xx answer's latency in milliseconds, unrounded (autocannon's percentiles are whole milliseconds). */
  onLatency?: (ms: number) => void;
};

/** autocannon over `queries` (the query mix by default); the caller judges the result. */
export function runLoad({
  url,
  seconds,
  amount,
  connections,
  queries = QUERY_MIX,
  onLatency,
}: LoadOptions): Promise<autocannon.Result> {
  const run = autocannon({
    url,
    ...(amount === undefined ? {duration: seconds} : {amount}),
    connections,
    timeout: 10,
    requests: loadRequests(queries),
  });
  if (onLatency)
    run.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) onLatency(ms);
    });
  return run;
}

/** Every way a load run can fail: connection errors, timeouts, and non-2xx answers. */
export const failures = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;
