/**
 * A server for the search load benchmark, run in a child process so that the
 * load generator does not share its event loop. `process.argv[2]`:
 *   search      the search service over all records, as served (answers cached)
 *   uncached    the same, with the answer cache off
 *   bare        a Fastify route answering a constant JSON body of the same size
 * Listens on a free loopback port and sends it to the parent ({port}).
 */
import path from 'node:path';
import Fastify from 'fastify';
import {SearchIndex} from '../../search/engine';
import {createSearchService} from '../../search/service';
import {readRecords} from './search-engine';
import {API_KEY, APP_ID, INDEX, docSearchRequest} from './docsearch-request';

async function main() {
  const mode = process.argv[2];
  const records = readRecords(path.resolve(__dirname, '../..'));
  const index = new SearchIndex(INDEX, records, {cacheSize: mode === 'uncached' ? 0 : undefined});
  let app;
  if (mode === 'bare') {
    // The body a typical keystroke gets, computed once: the HTTP stack's ceiling with a real-sized answer.
    const body = {results: [index.search(docSearchRequest('payment gateway', INDEX))]};
    app = Fastify({logger: false});
    app.addContentTypeParser('text/plain', {parseAs: 'string'}, (_request, text, done) => done(null, text));
    app.post('/1/indexes/*', async () => body);
  } else {
    app = await createSearchService({
      appId: APP_ID,
      apiKey: API_KEY,
      index: (name) => (name === INDEX ? index : undefined),
    });
  }
  await app.listen({port: 0, host: '127.0.0.1'});
  const address = app.server.address();
  process.send!({port: typeof address === 'object' && address ? address.port : 0});
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
}

if (require.main === module) {
  void main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
