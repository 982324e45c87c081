/**
 * Prometheus metrics (METRICS_PORT), through prom-client, on a listener of their own (loopback by
 * default) so that they are never public by accident. Each server has its own registry.
 * - quiznest_http_requests_total{route,status}: answers by route class (server/route-class.ts)
 *   and status.
 * - quiznest_search_duration_seconds: the engine's time for each query (a histogram).
 * - quiznest_searches_without_results_total: queries answered with no hits.
 * - quiznest_search_answer_cache_{hits,misses}_total and _hit_ratio: the engines' answer caches.
 * - quiznest_search_index_records{index}: records per index served.
 * - quiznest_analytics_flush_failures_total: analytics writes the disk refused.
 * - prom-client's default process and Node metrics (CPU, memory, event-loop lag, GC…).
 * What the search path does per query is one histogram observation and, for none found, one
 * increment; the rest is read when Prometheus scrapes.
 */
import Fastify, {type FastifyInstance} from 'fastify';
import client from 'prom-client';
import type {SearchIndex} from '../search/engine';
import type {SearchObserver} from '../search/service/service';
import type {IndexStore} from '../search/service/store';
import type {SearchAnalytics} from '../search/service/analytics';
import {routeClass} from './route-class';

/** Upper bounds of the search latency buckets, in seconds: from a cached answer to a costly search. */
const SEARCH_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/** The search path's metrics: what the search service calls for each query (SearchObserver). */
export function searchMetrics(registry: client.Registry): SearchObserver {
  const duration = new client.Histogram({
    name: 'quiznest_search_duration_seconds',
    help: "The search engine's time for one query, in seconds",
    buckets: SEARCH_BUCKETS,
    registers: [registry],
  });
  const empty = new client.Counter({
    name: 'quiznest_searches_without_results_total',
    help: 'Queries answered with no hits (queries sent with analytics: false are not counted)',
    registers: [registry],
  });
  return (ms, nbHits) => {
    duration.observe(ms / 1000);
    if (nbHits === 0) empty.inc();
  };
}

/** The answer caches' hits and misses, kept monotonic across the indexes a push replaces. */
function cacheMetrics(registry: client.Registry, store: IndexStore) {
  const seen = new WeakMap<SearchIndex, {hits: number; misses: number}>();
  const totals = {hits: 0, misses: 0};
  const update = () => {
    for (const {searchIndex} of store.indexStats()) {
      if (!searchIndex) continue;
      const before = seen.get(searchIndex) ?? {hits: 0, misses: 0};
      const now = {...searchIndex.cacheCounts};
      totals.hits += now.hits - before.hits;
      totals.misses += now.misses - before.misses;
      seen.set(searchIndex, now);
    }
  };
  const counter = (kind: 'hits' | 'misses') => {
    const last = {value: 0};
    return new client.Counter({
      name: `quiznest_search_answer_cache_${kind}_total`,
      help: `Queries the answer cache ${kind === 'hits' ? 'answered' : 'did not have'}`,
      registers: [registry],
      collect() {
        update();
        this.inc(totals[kind] - last.value);
        last.value = totals[kind];
      },
    });
  };
  counter('hits');
  counter('misses');
  new client.Gauge({
    name: 'quiznest_search_answer_cache_hit_ratio',
    help: 'Share of queries the answer cache answered since start (0 before any query)',
    registers: [registry],
    collect() {
      update();
      const all = totals.hits + totals.misses;
      this.set(all === 0 ? 0 : totals.hits / all);
    },
  });
}

function storeMetrics(registry: client.Registry, store: IndexStore, analytics: SearchAnalytics) {
  new client.Gauge({
    name: 'quiznest_search_index_records',
    help: 'Records in each index served',
    labelNames: ['index'],
    registers: [registry],
    collect() {
      this.reset();
      for (const {name, records} of store.indexStats()) this.set({index: name}, records);
    },
  });
  const flushed = {failures: 0};
  new client.Counter({
    name: 'quiznest_analytics_flush_failures_total',
    help: 'Search analytics writes the disk refused',
    registers: [registry],
    collect() {
      this.inc(analytics.writeFailures - flushed.failures);
      flushed.failures = analytics.writeFailures;
    },
  });
}

export type ServerMetrics = {registry: client.Registry; search: SearchObserver};

/** A registry with every metric above; `countRequests` then counts the server's answers. */
export function serverMetrics(store: IndexStore, analytics: SearchAnalytics): ServerMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({register: registry});
  const search = searchMetrics(registry);
  cacheMetrics(registry, store);
  storeMetrics(registry, store, analytics);
  return {registry, search};
}

/** Counts each answer of `app` by route class and status, once it is sent. */
export function countRequests(app: FastifyInstance, registry: client.Registry) {
  const requests = new client.Counter({
    name: 'quiznest_http_requests_total',
    help: 'Answers by route class (search, analytics, health, mcp, asset, page) and status',
    labelNames: ['route', 'status'],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    requests.inc({route: routeClass(request.url), status: String(reply.statusCode)});
    done();
  });
}

/** The metrics listener: GET /metrics in Prometheus' text format, nothing else. */
export async function metricsListener(
  registry: client.Registry,
  {port, host}: {port: number; host: string},
): Promise<FastifyInstance> {
  const app = Fastify({logger: false});
  app.get('/metrics', async (_request, reply) =>
    reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics()),
  );
  await app.listen({port, host});
  return app;
}
