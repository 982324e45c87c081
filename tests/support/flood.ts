/**
 * A flood of costly searches from a process of its own (`tsx tests/support/flood.ts PORT COUNT`),
 * so that reading the answers never shares a thread with what the test measures. Prints one JSON
 * line when every answer is in: each one's status and size. Answers are asked uncompressed.
 */
import http from 'node:http';
import {API_KEY, APP_ID, INDEX_NAME} from './docsearch';

/** The heaviest search the limits let through: every vowel, 1000 hits, everything highlighted and snippeted. */
export const worstSearch = (i: number) => ({
  requests: [
    {
      indexName: INDEX_NAME,
      query: `a e i o u s t ${i}`,
      hitsPerPage: 1000,
      attributesToHighlight: ['*'],
      attributesToSnippet: ['*'],
      highlightPreTag: '<'.repeat(60),
    },
  ],
});

function send(port: number, body: unknown) {
  return new Promise<{status: number; bytes: number}>((resolve, reject) => {
    const request = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: `/1/indexes/*/queries?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`,
        headers: {'content-type': 'text/plain', 'accept-encoding': 'identity'},
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({status: response.statusCode!, bytes}));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

if (require.main === module) {
  const [port, count] = process.argv.slice(2).map(Number);
  void Promise.all(Array.from({length: count}, (_, i) => send(port, worstSearch(i)))).then((answers) =>
    console.log(JSON.stringify(answers)),
  );
}
