/**
 * The production server (`npm run serve`): the built site and the search API
 * on one port.
 * - Pages as Docusaurus builds them, from memory, precompressed
 *   (server/static-files.ts, server/static-site.ts).
 * - Security headers on every answer, with a CSP the site works under
 *   (server/security-headers.ts).
 * - The search API under /1/ (search/service/service.ts) over the records that
 *   `npm run build` wrote, or a newer pushed copy, its JSON compressed as the
 *   client accepts; with SEARCH_WRITES=1 also the write side that
 *   `npm run search:push` uses (search/service/backend.ts).
 * - The search analytics: searches counted as they are answered, read under /2/ the way
 *   Algolia's Analytics API is (search/service/analytics-routes.ts), written on close.
 * - Readers' feedback on the pages, beside them (search/service/feedback/).
 * - SIGTERM/SIGINT: stop accepting, finish what is in flight, exit 0.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, {type FastifyInstance, type FastifyReply} from 'fastify';
import compress from '@fastify/compress';
import {searchConfig, type SearchConfig} from '../search/config';
import {searchRoutes, BODY_LIMIT} from '../search/service/service';
import {SAFE_JSON, algoliaError} from '../search/service/http';
import {answerClientError} from './client-errors';
import {searchBackend, writeConfig, type WriteConfig} from '../search/service/backend';
import {analyticsRoutes} from '../search/service/analytics-routes';
import type {AnalyticsConfig} from '../search/service/analytics';
import {feedback, type FeedbackConfig} from '../search/service/feedback';
import {loadSite} from './static-files';
import {staticSite} from './static-site';
import {securityHeaders} from './security-headers';
import {drainOnClose} from './graceful-close';
import {mcpPlugin} from './mcp';
import {operationsConfig, type OperationsConfig} from './operations-config';
import {operations} from './operations';
import {loggerOptions} from './request-log';

/**
 * How long a client may take (server/client-errors.ts cuts the rest): to send its headers, its
 * whole request, and how long an idle keep-alive connection is kept. A slow-loris client holds a
 * socket for at most `headersMs`, checked every second.
 */
export const TIMEOUTS = {headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, idleMs: 60_000};

export type ServerOptions = {
  buildDir: string;
  search: SearchConfig;
  writes?: WriteConfig;
  /** Default: from the environment (analyticsConfig), kept in the write side's data directory. */
  analytics?: AnalyticsConfig;
  /** Trusted proxy, access log, metrics. Default: from the environment (server/operations-config.ts). */
  operations?: OperationsConfig;
  /** Default: from the environment (feedbackConfig), kept in the write side's data directory. */
  feedback?: FeedbackConfig;
  /** Default: TIMEOUTS (tests make them short). */
  timeouts?: typeof TIMEOUTS;
};

/** On close, how long answers under way (a large file to a slow reader) may take to finish. */
export const DRAIN_TIMEOUT_MS = 10_000;

export async function createServer({
  buildDir,
  search,
  writes: writesConfig = writeConfig(),
  analytics: analyticsConfig,
  operations: operationsSettings = operationsConfig(),
  feedback: feedbackSettings,
  timeouts = TIMEOUTS,
}: ServerOptions): Promise<FastifyInstance> {
  const root = path.resolve(buildDir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No site in ${root}: run "npm run build" first.`);
  }
  // The build's records and pushed indexes; the write side when SEARCH_WRITES=1 (search/service/backend.ts).
  const {index, writes, analytics, adminKey, store} = searchBackend(search, writesConfig, analyticsConfig);
  const files = await loadSite(root);

  const headers = securityHeaders(files, search);
  const app = Fastify({
    ...loggerOptions(operationsSettings.logRequests),
    trustProxy: operationsSettings.trustProxy,
    bodyLimit: BODY_LIMIT,
    ...SAFE_JSON,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {headersTimeout: timeouts.headersMs, connectionsCheckingInterval: 1000},
    // Errors Node or Fastify answer before any route (a header block too large, a method HTTP does
    // not know, a path that is not valid percent-encoding): Algolia-shaped, with the headers.
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, request, reply) => {
      const answer = reply as FastifyReply;
      headers.call(app, request, answer, () => {
        answer
          .code(400)
          .send(algoliaError(400, error.code === 'FST_ERR_BAD_URL' ? 'Invalid URL' : 'Bad request'));
      });
    },
    // On close, requests already on open connections are still answered (with
    // `Connection: close`): serving from memory costs nothing, a 503 would be a lost page.
    return503OnClosing: false,
    // On close, idle keep-alive connections are closed; busy ones finish their request first.
    forceCloseConnections: 'idle',
  });
  app.addHook('onRequest', headers);
  // Health, access log, metrics (server/operations.ts): before the drain, which readiness announces.
  const {observer} = await operations(app, {
    config: operationsSettings,
    store,
    analytics,
    indexName: search.indexName,
  });
  drainOnClose(app, DRAIN_TIMEOUT_MS);
  await app.register(async (api) => {
    await api.register(compress, {encodings: ['br', 'gzip'], threshold: 1024});
    await api.register(searchRoutes, {
      prefix: '/1',
      appId: search.appId,
      apiKey: search.apiKey,
      index,
      writes,
      analytics,
      observer,
    });
    await api.register(analyticsRoutes, {
      prefix: '/2',
      appId: search.appId,
      apiKey: search.apiKey,
      adminKey,
      analytics,
      knows: (name) => store.has(name) || analytics.knows(name),
    });
    // Readers' votes and comments (search/service/feedback/): POST /1/feedback, GET /2/feedback….
    await api.register(feedback, {
      search,
      adminKey,
      analytics,
      knows: (name) => store.has(name) || analytics.knows(name),
      dataDir: writesConfig.dataDir,
      config: feedbackSettings,
    });
  });
  // After the answers in flight (preClose): every search counted and written.
  app.addHook('onClose', () => analytics.close());
  await app.register(mcpPlugin, {files, search}); // /mcp (server/mcp/)
  await app.register(staticSite, {files, notFound: '/404.html'});
  return app;
}

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const started = performance.now();
  const app = await createServer({buildDir: process.env.BUILD_DIR ?? 'build', search: searchConfig()});
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      console.log(`${signal}: finishing requests in flight, then exiting`);
      // Past the drain time, connections still open are cut so the process does exit.
      setTimeout(() => app.server.closeAllConnections(), DRAIN_TIMEOUT_MS + 2000).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
  const address = await app.listen({port, host});
  console.log(`Serving ${address} (ready in ${Math.round(performance.now() - started)} ms)`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
