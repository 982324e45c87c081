/**
 * What running the server as a service adds to it (OPERATIONS.md, "Running it as a service"):
 * - Health, under the reserved prefix `/_/` (Docusaurus never builds a route there: files and
 *   folders whose names start with `_` are not pages):
 *     GET /_/health/live   200 while the process answers at all;
 *     GET /_/health/ready  200 once the build and the search index are loaded (createServer
 *                          loads both before it returns) and while the site's index is served;
 *                          503 from the moment the server starts closing (SIGTERM: draining).
 * - The access log (LOG_REQUESTS=1, server/request-log.ts).
 * - Prometheus metrics on their own listener (METRICS_PORT, server/metrics.ts).
 * Call it before drainOnClose: its preClose hook (readiness fails) must run before the drain waits.
 */
import type {AddressInfo} from 'node:net';
import type {FastifyInstance, FastifyReply} from 'fastify';
import type {SearchObserver} from '../search/service/service';
import type {IndexStore} from '../search/service/store';
import type {SearchAnalytics} from '../search/service/analytics';
import type {OperationsConfig} from './operations-config';
import {logRequests} from './request-log';
import {countRequests, metricsListener, serverMetrics} from './metrics';

export const HEALTH_PATHS = {live: '/_/health/live', ready: '/_/health/ready'};

export type OperationsOptions = {
  config: OperationsConfig;
  store: IndexStore;
  analytics: SearchAnalytics;
  /** The site's index: readiness needs it served. */
  indexName: string;
};

const metricsUrls = new WeakMap<FastifyInstance, string>();

/** Where `app`'s metrics listener answers (`http://host:port/metrics`), if it has one. */
export const metricsUrl = (app: FastifyInstance) => metricsUrls.get(app);

const health = (reply: FastifyReply, status: number, state: string) =>
  reply.code(status).header('cache-control', 'no-store').send({status: state});

/** Adds health, access log and metrics to `app`; gives what the search routes report each query to. */
export async function operations(
  app: FastifyInstance,
  {config, store, analytics, indexName}: OperationsOptions,
): Promise<{observer?: SearchObserver}> {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.get(HEALTH_PATHS.live, async (_request, reply) => health(reply, 200, 'live'));
  app.get(HEALTH_PATHS.ready, async (_request, reply) => {
    if (draining) return health(reply, 503, 'draining');
    if (!store.has(indexName)) return health(reply, 503, 'no search index');
    return health(reply, 200, 'ready');
  });

  if (config.logRequests) logRequests(app);
  if (!config.metrics) return {};

  const metrics = serverMetrics(store, analytics);
  countRequests(app, metrics.registry);
  const listener = await metricsListener(metrics.registry, config.metrics);
  // After the answers in flight, so that they are counted.
  app.addHook('onClose', () => listener.close());
  const {address, family, port} = listener.server.address() as AddressInfo;
  const url = `http://${family === 'IPv6' ? `[${address}]` : address}:${port}/metrics`;
  metricsUrls.set(app, url);
  console.log(`Metrics on ${url}`);
  return {observer: metrics.search};
}
