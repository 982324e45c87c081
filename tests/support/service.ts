/**
 * The search service over given records in this process, with the embedded
 * service's credentials (tests/support/docsearch.ts): for `app.inject()`, or
 * listening on 127.0.0.1.
 */
import type {AddressInfo} from 'node:net';
import type {FastifyInstance} from 'fastify';
import {SearchIndex, type SearchIndexOptions} from '../../search/engine';
import {SITE_INDEX} from '../../search/site-index';
import type {DocSearchRecord} from '../../search/records/records';
import {createSearchService, type SearchObserver} from '../../search/service/service';
import type {SearchAnalytics} from '../../search/service/analytics';
import {API_KEY, APP_ID, INDEX_NAME} from './docsearch';

/** What the service reports searches to: the analytics, and the metrics' observer. */
type Reporting = {analytics?: SearchAnalytics; observer?: SearchObserver};

/** The service over `records` as the index INDEX_NAME, not listening; searches counted by `analytics` and `observer`. */
export async function searchApp(
  records: DocSearchRecord[],
  {analytics, observer, ...options}: SearchIndexOptions & Reporting = {},
): Promise<{app: FastifyInstance; index: SearchIndex}> {
  const index = new SearchIndex(INDEX_NAME, records, {...SITE_INDEX, ...options});
  const app = await createSearchService({
    appId: APP_ID,
    apiKey: API_KEY,
    index: (name) => (name === INDEX_NAME ? index : undefined),
    analytics,
    observer,
  });
  return {app, index};
}

export type RunningService = {app: FastifyInstance; url: string; port: number; close: () => Promise<void>};

/** The service over `records`, listening on 127.0.0.1 and a free port (or `port`). */
export async function startSearchService(
  records: DocSearchRecord[],
  {port = 0, ...options}: SearchIndexOptions & Reporting & {port?: number} = {},
): Promise<RunningService> {
  const {app} = await searchApp(records, options);
  await app.listen({port, host: '127.0.0.1'});
  const address = app.server.address() as AddressInfo;
  return {app, url: `http://127.0.0.1:${address.port}`, port: address.port, close: () => app.close()};
}
