/**
 * Load and soak of the search service, on loopback, the service in a child
 * process (lib/search-child.ts) so that its memory is measured apart from the
 * load generator's:
 * - load: autocannon sends the DocSearch dialog's request for each query of the
 *   mix (tests/support/queries.ts) from 50 connections for 10 s (smoke: 2 s):
 *   throughput, p50 and p99 latency, and failures (errors + timeouts + non-2xx; target 0);
 * - soak: 60 s (smoke: 3 s) of the queries as they are typed, one request per
 *   keystroke ("s", "st", "str"…, ~400 distinct queries), after a warm-up that
 *   asks each of them once: the service's RSS (/proc VmRSS) before, every 5 s
 *   and after, and its retained memory (V8 heap in use right after a full GC)
 *   before, halfway and after.
 *
 * The targets are on retained memory, because the service's only growing state
 * is its caches, all capped, and the warm-up fills most of them: growth over the
 * minute ≤ 50 MB, and ≤ 25 MB over its second half, where a leak keeps growing
 * and a bounded service is flat. RSS is reported, not judged: under a high
 * allocation rate it also holds slack that V8 and malloc keep and that no
 * collection returns.
 *
 * Alone: `npx tsx bench/load.ts [--smoke]` prints the rows as JSON.
 */
import {parseArgs} from 'node:util';
import {docSearchBody, QUERIES_PATH} from '../tests/support/docsearch';
import {failures, runLoad} from '../tests/support/load';
import {QUERY_MIX} from '../tests/support/queries';
import {startSearchChild} from './lib/search-child';
import {standaloneContext} from './lib/context';
import type {BenchContext, BenchRow} from './lib/types';

const MB = 1024 * 1024;
const GROWTH_LIMIT_MB = 50;
const SECOND_HALF_LIMIT_MB = 25;

/** Every query as DocSearch sends it while the reader types it: one per keystroke. */
export const keystrokes = (queries: readonly string[]) => [
  ...new Set(
    queries.flatMap((q) =>
      Array.from({length: q.length}, (_, i) => q.slice(0, i + 1)).filter((p) => p.trim()),
    ),
  ),
];

/** Asks each query once, in turn; throws on any answer but a 2xx. */
async function warmUp(url: string, queries: readonly string[]) {
  for (const query of queries) {
    const response = await fetch(url + QUERIES_PATH, {
      method: 'POST',
      headers: {'content-type': 'text/plain'},
      body: docSearchBody(query),
    });
    if (!response.ok) throw new Error(`warm-up query "${query}": HTTP ${response.status}`);
  }
}

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const {smoke, log} = context;
  const judged = (pass: boolean) => (smoke ? undefined : pass);
  const service = await startSearchChild();
  try {
    // Warm-up: every query once (JIT, caches), so that the figures are of the steady state.
    await warmUp(service.url, QUERY_MIX);

    const loadSeconds = smoke ? 2 : 10;
    const connections = 50;
    log(`search load: ${loadSeconds} s, ${connections} connections, ${QUERY_MIX.length} queries`);
    const load = await runLoad({url: service.url, seconds: loadSeconds, connections});
    const loadNote = `${connections} connections, ${loadSeconds} s, ${load.requests.total} requests`;

    const soakSeconds = smoke ? 3 : 60;
    const typed = keystrokes(QUERY_MIX);
    log(`search soak: warm-up, ${smoke ? QUERY_MIX.length : typed.length} queries once`);
    await warmUp(service.url, smoke ? QUERY_MIX : typed);
    const rssBefore = service.rssBytes();
    const heapBefore = await service.heapAfterGc();
    const samples: {at: number; rss: number}[] = [];
    const started = Date.now();
    const sampler = setInterval(
      () => samples.push({at: Date.now() - started, rss: service.rssBytes()}),
      5000,
    );
    const heapHalfway = new Promise<number>((resolve) =>
      setTimeout(() => resolve(service.heapAfterGc()), (soakSeconds * 1000) / 2),
    );
    log(`search soak: ${soakSeconds} s, 10 connections, ${typed.length} queries as typed`);
    const soak = await runLoad({url: service.url, seconds: soakSeconds, connections: 10, queries: typed});
    clearInterval(sampler);
    const rssAfter = service.rssBytes();
    const heapMiddle = await heapHalfway;
    const heapAfter = await service.heapAfterGc();
    // What the service retains (heap after a full GC) is what a leak grows; RSS also holds the slack
    // V8 and malloc keep under a high allocation rate, which no collection is asked to return.
    const growth = (heapAfter - heapBefore) / MB;
    const secondHalf = (heapAfter - heapMiddle) / MB;
    const peak = Math.max(rssBefore, rssAfter, ...samples.map((s) => s.rss)) / MB;
    const soakNote = `10 connections, ${soakSeconds} s, ${soak.requests.total} requests, peak ${peak.toFixed(0)} MB`;

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
        metric: 'soak: service heap after a full GC, before → after',
        value: heapAfter / MB,
        unit: 'MB',
        note: `before ${(heapBefore / MB).toFixed(1)} MB, halfway ${(heapMiddle / MB).toFixed(1)} MB`,
      },
      {
        area: 'Search',
        metric: 'soak: retained memory growth (heap after a full GC)',
        value: growth,
        unit: 'MB',
        target: `≤ ${GROWTH_LIMIT_MB} MB`,
        pass: judged(growth <= GROWTH_LIMIT_MB),
        note: soakNote,
      },
      {
        area: 'Search',
        metric: 'soak: retained memory growth, second half',
        value: secondHalf,
        unit: 'MB',
        target: `≤ ${SECOND_HALF_LIMIT_MB} MB`,
        pass: judged(secondHalf <= SECOND_HALF_LIMIT_MB),
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
  void run(standaloneContext(values.smoke)).then((rows) => console.log(JSON.stringify(rows, null, 2)));
}
