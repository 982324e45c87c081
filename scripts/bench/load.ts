/**
 * Load and soak of the search service, on loopback, the service in a child
 * process (search-service.ts) so that its memory is measured apart from the
 * load generator's:
 * - load: autocannon sends the DocSearch dialog's request for each query of the
 *   mix (queries.ts) from 50 connections for 10 s (smoke: 2 s): throughput,
 *   p50 and p99 latency, and failures (errors + timeouts + non-2xx; target 0);
 * - soak: 60 s (smoke: 3 s) of the queries as they are typed, one request per
 *   keystroke ("s", "st", "str"…, ~500 distinct queries, so the engine's
 *   bounded caches fill up), with the service's RSS before and after.
 *
 * Why "RSS growth ≤ 50 MB": the service's only growing state is two caches with
 * a size cap (search/text.ts: ≤ 50,000 tokenised texts, ≤ 100,000 word
 * matches; together ~20–30 MB when full) plus the slack V8 keeps between
 * garbage collections. More than that over a steady minute is a leak.
 *
 * Alone: `npx tsx scripts/bench/load.ts [--smoke]` prints the rows as JSON.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {BenchContext, BenchRow} from './types';
import {QUERY_MIX} from './queries';
import {docSearchBody, failures, QUERIES_PATH, runLoad, spawnSearchService} from './search-service';

const MB = 1024 * 1024;
const RSS_GROWTH_LIMIT_MB = 50;

/** Every query as DocSearch sends it while the reader types it: one per keystroke. */
export const keystrokes = (queries: readonly string[]) => [
  ...new Set(
    queries.flatMap((q) =>
      Array.from({length: q.length}, (_, i) => q.slice(0, i + 1)).filter((p) => p.trim()),
    ),
  ),
];

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const {smoke, log} = context;
  const judged = (pass: boolean) => (smoke ? undefined : pass);
  const service = await spawnSearchService(context.root);
  try {
    // Warm-up: every query once (JIT, caches), so that the figures are of the steady state.
    for (const query of QUERY_MIX) {
      const response = await fetch(service.url + QUERIES_PATH, {
        method: 'POST',
        headers: {'content-type': 'text/plain'},
        body: docSearchBody(query),
      });
      if (!response.ok) throw new Error(`warm-up query "${query}": HTTP ${response.status}`);
    }

    const loadSeconds = smoke ? 2 : 10;
    const connections = 50;
    log(`search load: ${loadSeconds} s, ${connections} connections, ${QUERY_MIX.length} queries`);
    const load = await runLoad({url: service.url, seconds: loadSeconds, connections});
    const loadNote = `${connections} connections, ${loadSeconds} s, ${load.requests.total} requests`;

    const soakSeconds = smoke ? 3 : 60;
    const typed = keystrokes(QUERY_MIX);
    const rssBefore = service.rssBytes();
    log(`search soak: ${soakSeconds} s, 10 connections, ${typed.length} queries as typed`);
    const soak = await runLoad({url: service.url, seconds: soakSeconds, connections: 10, queries: typed});
    const rssAfter = service.rssBytes();
    const growth = (rssAfter - rssBefore) / MB;
    const soakNote = `10 connections, ${soakSeconds} s, ${soak.requests.total} requests`;

    return [
      {
        area: 'Search',
        metric: 'load: throughput, DocSearch multi-queries',
        value: load.requests.average,
        unit: 'req/s',
        note: loadNote,
      },
      {area: 'Search', metric: 'load: latency p50', value: load.latency.p50, unit: 'ms', note: loadNote},
      {area: 'Search', metric: 'load: latency p99', value: load.latency.p99, unit: 'ms', note: loadNote},
      {
        area: 'Search',
        metric: 'load: errors + timeouts + non-2xx',
        value: failures(load),
        unit: 'requests',
        target: '0',
        pass: failures(load) === 0,
        note: loadNote,
      },
      {area: 'Search', metric: 'soak: service RSS before', value: rssBefore / MB, unit: 'MB', note: soakNote},
      {area: 'Search', metric: 'soak: service RSS after', value: rssAfter / MB, unit: 'MB', note: soakNote},
      {
        area: 'Search',
        metric: 'soak: service RSS growth',
        value: growth,
        unit: 'MB',
        target: `≤ ${RSS_GROWTH_LIMIT_MB} MB`,
        pass: judged(growth <= RSS_GROWTH_LIMIT_MB),
        note: soakNote,
      },
      {
        area: 'Search',
        metric: 'soak: errors + timeouts + non-2xx',
        value: failures(soak),
        unit: 'requests',
        target: '0',
        pass: failures(soak) === 0,
        note: soakNote,
      },
    ];
  } finally {
    await service.close();
  }
}

if (require.main === module) {
  const {values} = parseArgs({options: {smoke: {type: 'boolean', default: false}}});
  const root = path.resolve(__dirname, '../..');
  void run({
    smoke: values.smoke,
    root,
    buildDir: path.join(root, 'build'),
    log: (message) => console.error(message),
  }).then((rows) => console.log(JSON.stringify(rows, null, 2)));
}
