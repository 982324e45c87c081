/**
 * The search service in a child process, so that the load generator does not
 * share its event loop and the service's memory is measured apart from it.
 * Modes:
 *   search      the search service over the site's records, as served (answers cached)
 *   uncached    the same, with the answer cache off
 *   recording   as served, with the search analytics recording (into a temporary folder)
 *   padded      recording, with 10 µs of busy work added to each search: the control that shows
 *               a comparison sees a cost of that size
 *   metrics     as served, each search observed by the Prometheus metrics (server/metrics.ts:
 *               the latency histogram and the no-results counter)
 *   feedback    recording, with reader feedback beside it as the production server has it
 *               (POST /1/feedback, search/service/feedback/, into the same temporary folder)
 *   votes       the same child: the load sends it votes beside the searches (search-load.ts)
 *   bare        a Fastify route answering a constant JSON body of the size of a typical answer
 * The child listens on a free loopback port and sends it over IPC ({port}); asked
 * "heap", it runs a full collection and sends its V8 heap in use ({heapUsed}).
 */
import {fork} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import {Registry} from 'prom-client';
import {REPO_ROOT} from '../../scripts/lib/repo-root';
import {SearchIndex} from '../../search/engine';
import {SITE_INDEX} from '../../search/site-index';
import {API_KEY, APP_ID, INDEX_NAME, docSearchRequest} from '../../tests/support/docsearch';
import {siteRecords} from '../../tests/support/site-records';
import {startSearchService} from '../../tests/support/service';
import {BODY_LIMIT, SAFE_JSON} from '../../search/service/http';
import {searchRoutes} from '../../search/service/service';
import {searchConfig} from '../../search/config';
import {feedback} from '../../search/service/feedback';
import {SearchAnalytics, analyticsConfig} from '../../search/service/analytics';
import {searchMetrics} from '../../server/metrics';
import type {DocSearchRecord} from '../../search/records/records';
import {rssBytes, stopChild} from './processes';

export type SearchMode =
  'search' | 'uncached' | 'recording' | 'padded' | 'metrics' | 'feedback' | 'votes' | 'bare';

/** The busy work a `padded` child adds to each search, in milliseconds. */
export const PADDING_MS = 0.01;

export type SearchChild = {
  url: string;
  pid: number;
  rssBytes: () => number;
  /** The child's V8 heap in use right after a full collection (what it retains), in bytes. */
  heapAfterGc: () => Promise<number>;
  close: () => Promise<void>;
};

/**
 * The search service (or the bare route) in a child Node process, on CPU `cpu` only when given
 * (util-linux's taskset); resolves once it listens.
 */
export function startSearchChild(
  mode: SearchMode = 'search',
  {cpu}: {cpu?: number} = {},
): Promise<SearchChild> {
  const node = ['--expose-gc', '--import', 'tsx'];
  const child = fork(__filename, [mode], {
    cwd: REPO_ROOT,
    ...(cpu === undefined
      ? {execArgv: node}
      : {execPath: 'taskset', execArgv: ['-c', String(cpu), process.execPath, ...node]}),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () => new Promise<Record<string, number>>((resolve) => child.once('message', resolve));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`the ${mode} search child exited (${code}) before listening`)),
    );
    void next().then(({port}) =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid!,
        rssBytes: () => rssBytes(child.pid!),
        heapAfterGc: async () => {
          const answer = next();
          child.send('heap');
          return (await answer).heapUsed;
        },
        close: () => stopChild(child),
      }),
    );
  });
}

/**
 * The search service as served, recording, with reader feedback registered on it as the production
 * server does (server/server.ts): the pages it accepts are the build's records' (SEARCH_RECORDS_FILE).
 */
async function withFeedback(records: DocSearchRecord[]): Promise<{port: number; close: () => Promise<void>}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-feedback-'));
  const analytics = SearchAnalytics.open(analyticsConfig({}, dataDir));
  const index = new SearchIndex(INDEX_NAME, records, SITE_INDEX);
  const app = Fastify({bodyLimit: BODY_LIMIT, logger: false, ...SAFE_JSON});
  await app.register(searchRoutes, {
    prefix: '/1',
    appId: APP_ID,
    apiKey: API_KEY,
    index: (name) => (name === INDEX_NAME ? index : undefined),
    analytics,
  });
  await app.register(feedback, {
    search: searchConfig(process.env, REPO_ROOT),
    analytics,
    knows: (name) => name === INDEX_NAME,
    dataDir,
  });
  await app.listen({port: 0, host: '127.0.0.1'});
  return {
    port: (app.server.address() as {port: number}).port,
    close: async () => {
      await app.close();
      await analytics.close();
      fs.rmSync(dataDir, {recursive: true, force: true});
    },
  };
}

/** The child: serves in `mode` until SIGTERM or until its parent goes away. */
async function main(mode: SearchMode) {
  const records = await siteRecords(REPO_ROOT);
  let close: () => Promise<void>;
  let port: number;
  if (mode === 'bare') {
    // The body a typical keystroke gets, computed once: the HTTP stack's ceiling with a real-sized answer.
    const body = {
      results: [new SearchIndex(INDEX_NAME, records, SITE_INDEX).search(docSearchRequest('payment gateway'))],
    };
    const app = Fastify({logger: false});
    app.addContentTypeParser('text/plain', {parseAs: 'string'}, (_request, text, done) => done(null, text));
    app.post('/1/indexes/*', async () => body);
    await app.listen({port: 0, host: '127.0.0.1'});
    port = (app.server.address() as {port: number}).port;
    close = () => app.close();
  } else if (mode === 'recording' || mode === 'padded') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-'));
    const analytics = SearchAnalytics.open(analyticsConfig({}, dataDir));
    if (mode === 'padded') {
      const record = analytics.record.bind(analytics);
      analytics.record = (...search) => {
        const until = performance.now() + PADDING_MS;
        while (performance.now() < until); // busy, as work would be
        record(...search);
      };
    }
    const service = await startSearchService(records, {analytics});
    port = service.port;
    close = async () => {
      await service.close();
      await analytics.close();
      fs.rmSync(dataDir, {recursive: true, force: true});
    };
  } else if (mode === 'feedback' || mode === 'votes') {
    ({port, close} = await withFeedback(records));
  } else if (mode === 'metrics') {
    const service = await startSearchService(records, {observer: searchMetrics(new Registry())});
    ({port, close} = service);
  } else {
    const service = await startSearchService(records, {cacheSize: mode === 'uncached' ? 0 : undefined});
    ({port, close} = service);
  }
  let stopping = false;
  const stop = () => {
    if (!stopping) void close().then(() => process.exit(0));
    stopping = true;
  };
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  const gc = (globalThis as {gc?: () => void}).gc;
  process.on('message', (message) => {
    if (message !== 'heap') return;
    gc?.();
    process.send!({heapUsed: process.memoryUsage().heapUsed});
  });
  process.send!({port});
}

if (require.main === module) {
  void main(process.argv[2] as SearchMode).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
