/**
 * Load smoke test: autocannon sends the DocSearch dialog's requests (the query
 * mix of tests/support/queries.ts: plain words, prefixes, typos) to the search
 * service over loopback for a few seconds, and every request must succeed.
 * It judges errors, not speed: throughput and latency are printed as
 * diagnostics; the figures that count come from `bench/load.ts`.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {runLoad} from '../support/load';
import {siteRecords} from '../support/site-records';
import {startSearchService, type RunningService} from '../support/service';

const ROOT = path.resolve(__dirname, '../..');
let service: RunningService;

before(async () => {
  service = await startSearchService(await siteRecords(ROOT));
});

after(async () => {
  await service?.close();
});

test('3 s of DocSearch queries from 10 connections: no errors, no timeouts, only 2xx', async (t) => {
  const result = await runLoad({url: service.url, seconds: 3, connections: 10});
  t.diagnostic(
    `${result.requests.total} requests, ${result.requests.average} req/s, ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  assert.ok(result.requests.total > 0, 'some requests were answered');
  assert.equal(result['2xx'], result.requests.total, 'every answer a 2xx');
  assert.deepEqual(
    {errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, resets: result.resets},
    {errors: 0, timeouts: 0, non2xx: 0, resets: 0},
  );
});
