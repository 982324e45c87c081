/**
 * Bad input to the search service, one row per case: the request as a client
 * could send it over HTTP, the status it gets (an Algolia-shaped JSON error, or
 * a 200 where Algolia answers), what the body says, and after every row a
 * normal DocSearch query that must still be answered.
 *
 * The service runs over the site's own records (built from docs/ in-process
 * when there is no build), on 127.0.0.1 and a free port.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {API_KEY, APP_ID, INDEX_NAME, docSearchBody, docSearchRequest} from '../support/docsearch';
import {siteRecords} from '../support/site-records';
import {startSearchService, type RunningService} from '../support/service';
import {BODY_LIMIT, MAX_QUERIES_PER_REQUEST} from '../../search/service/service';
import {MAX_HITS_PER_PAGE, MAX_QUERY_LENGTH} from '../../search/engine';

const ROOT = path.resolve(__dirname, '../..');
const CREDENTIALS = `x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`;
const QUERIES = '/1/indexes/*/queries';
const SINGLE = `/1/indexes/${INDEX_NAME}/query`;
const GET = `/1/indexes/${INDEX_NAME}`;

type Result = {hits: {objectID: string}[]; nbHits: number; page: number; hitsPerPage: number; query: string};
type Json = {message?: string; status?: number; results?: Result[]} & Partial<Result>;

type Row = {
  name: string;
  method?: string;
  /** Without credentials; they are added as query parameters unless `credentials` is false. */
  path: string;
  credentials?: boolean;
  headers?: Record<string, string>;
  body?: string;
  status: number;
  /** An error message fragment, or a check of the 200 answer. */
  expect: RegExp | ((json: Json) => void | Promise<void>);
};

let service: RunningService;
let stripeHits: string[];
let allHits: number;

const url = (p: string, credentials = true) =>
  `${service.url}${p}${credentials ? `${p.includes('?') ? '&' : '?'}${CREDENTIALS}` : ''}`;

async function send(row: Pick<Row, 'method' | 'path' | 'credentials' | 'headers' | 'body'>) {
  const response = await fetch(url(row.path, row.credentials ?? true), {
    method: row.method ?? (row.body === undefined ? 'GET' : 'POST'),
    headers: {...(row.body === undefined ? {} : {'content-type': 'text/plain'}), ...row.headers},
    body: row.body,
  });
  const text = await response.text();
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/, `JSON, got: ${text}`);
  return {status: response.status, json: JSON.parse(text) as Json};
}

/** One DocSearch multi-query with these parameters on top of the dialog's. */
const multi = (params: Record<string, unknown>) =>
  JSON.stringify({requests: [{...docSearchRequest(String(params.query ?? 'stripe')), ...params}]});
const first = (json: Json) => json.results![0];
const ids = (result: Result) => result.hits.map((h) => h.objectID);
const sameAsStripe = (json: Json) => assert.deepEqual(ids(first(json)), stripeHits);

before(async () => {
  service = await startSearchService(await siteRecords(ROOT));
  const {json} = await send({path: QUERIES, body: docSearchBody('stripe')});
  stripeHits = ids(first(json));
  assert.ok(stripeHits.length > 0, 'the site has pages about Stripe');
  const all = await send({path: QUERIES, body: multi({query: '', facetFilters: []})});
  allHits = first(all.json).nbHits;
});

after(async () => {
  await service?.close();
});

const longQuery = 'stripe webhook '.repeat(40);

const rows: Row[] = [
  // --- Malformed bodies
  {
    name: 'malformed JSON (text/plain, as the browser sends it)',
    path: QUERIES,
    body: '{"requests": [{"indexName": ',
    status: 400,
    expect: /not valid JSON/,
  },
  {
    name: 'malformed JSON (application/json)',
    path: QUERIES,
    headers: {'content-type': 'application/json'},
    body: '{"requests": [',
    status: 400,
    expect: /JSON/,
  },
  {name: 'an empty body', path: QUERIES, body: '', status: 400, expect: /JSON/},
  {
    name: 'JSON of the wrong shape (a list)',
    path: QUERIES,
    body: '[1, 2]',
    status: 400,
    expect: /body must be object/,
  },
  {
    name: 'JSON of the wrong shape (null)',
    path: SINGLE,
    body: 'null',
    status: 400,
    expect: /body must be object/,
  },
  {name: 'no "requests" array', path: QUERIES, body: '{"query": "stripe"}', status: 400, expect: /requests/},
  {
    name: '"requests" not an array',
    path: QUERIES,
    body: '{"requests": "stripe"}',
    status: 400,
    expect: /requests/,
  },
  {
    name: 'a request that is not an object',
    path: QUERIES,
    body: '{"requests": [null]}',
    status: 400,
    expect: /requests\/0/,
  },
  {
    name: 'a request without indexName',
    path: QUERIES,
    body: JSON.stringify({requests: [{query: 'stripe'}]}),
    status: 400,
    expect: /indexName/,
  },
  {
    name: 'an unknown index',
    path: QUERIES,
    body: JSON.stringify({requests: [{indexName: 'nope'}]}),
    status: 404,
    expect: /Index does not exist/,
  },
  {
    name: 'a content type other than JSON',
    path: QUERIES,
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: 'query=stripe',
    status: 415,
    expect: /content type/,
  },
  // --- Wrong types and ranges
  {
    name: 'hitsPerPage: "ten" (JSON field)',
    path: QUERIES,
    body: multi({hitsPerPage: 'ten'}),
    status: 400,
    expect: /hitsPerPage: expected an integer/,
  },
  {
    name: 'hitsPerPage=ten (params string)',
    path: QUERIES,
    body: JSON.stringify({requests: [{indexName: INDEX_NAME, params: 'query=stripe&hitsPerPage=ten'}]}),
    status: 400,
    expect: /hitsPerPage/,
  },
  {
    name: 'hitsPerPage=ten (GET)',
    path: `${GET}?query=stripe&hitsPerPage=ten`,
    status: 400,
    expect: /hitsPerPage/,
  },
  {
    name: 'page: 1.5',
    path: QUERIES,
    body: multi({page: 1.5}),
    status: 400,
    expect: /page: expected an integer/,
  },
  {
    name: 'query: a list',
    path: QUERIES,
    body: multi({query: ['a']}),
    status: 400,
    expect: /query/,
  },
  {
    name: 'facetFilters: an object',
    path: QUERIES,
    body: multi({facetFilters: {language: 'en'}}),
    status: 400,
    expect: /facetFilters/,
  },
  // Algolia: "Value too small for "page" parameter" (a 400), not a clamp.
  {
    name: 'page: -1',
    path: QUERIES,
    body: multi({page: -1}),
    status: 400,
    expect: /page: it must be 0 or more/,
  },
  {
    name: 'hitsPerPage: -5',
    path: QUERIES,
    body: multi({hitsPerPage: -5}),
    status: 400,
    expect: /hitsPerPage: it must be 0 or more/,
  },
  {
    name: 'page: 10^15 (past the last page: no hits, the count still right)',
    path: QUERIES,
    body: multi({page: 1e15}),
    status: 200,
    expect: (json) => {
      assert.equal(first(json).page, 1e15);
      assert.deepEqual(first(json).hits, []);
      assert.ok(first(json).nbHits > 0);
    },
  },
  {
    name: `hitsPerPage: 10^6 (capped at ${MAX_HITS_PER_PAGE}, as Algolia does)`,
    path: QUERIES,
    body: multi({query: '', facetFilters: [], hitsPerPage: 1e6, attributesToSnippet: []}),
    status: 200,
    expect: (json) => {
      assert.equal(first(json).hitsPerPage, MAX_HITS_PER_PAGE);
      assert.equal(first(json).hits.length, Math.min(MAX_HITS_PER_PAGE, allHits));
    },
  },
  {
    name: 'unknown parameters are ignored',
    path: QUERIES,
    body: multi({notAParameter: {deep: [1]}, enableRules: 'yes', params: 'alsoUnknown=1'}),
    status: 200,
    expect: sameAsStripe,
  },
  {
    name: 'a parameter named __proto__ is an unknown parameter too',
    path: QUERIES,
    body: multi({params: `__proto__=${encodeURIComponent('{"page":"ten"}')}`}),
    status: 200,
    expect: sameAsStripe,
  },
  {
    name: 'attribute paths that name no attribute of a record (constructor.name, content.length)',
    path: QUERIES,
    body: multi({
      attributesToRetrieve: ['url', 'constructor.name', '__proto__', 'content.length'],
      attributesToHighlight: ['constructor.name', 'content.length', 'hierarchy.lvl1'],
      attributesToSnippet: ['constructor.name:5', 'toString'],
    }),
    status: 200,
    expect: (json) => {
      const hit = first(json).hits[0] as Record<string, unknown>;
      assert.deepEqual(Object.keys(hit).sort(), ['_highlightResult', '_snippetResult', 'objectID', 'url']);
      assert.deepEqual(Object.keys(hit._highlightResult as object), ['hierarchy']);
    },
  },
  {
    name: 'a snippet size that is not a whole number (content:0.5) gets the default',
    path: QUERIES,
    body: multi({attributesToSnippet: ['content:0.5', 'hierarchy.lvl1:-3']}),
    status: 200,
    expect: sameAsStripe,
  },
  // --- Size limits
  {
    name: `a body over ${BODY_LIMIT / 1024} KiB`,
    path: QUERIES,
    body: multi({query: 'a'.repeat(BODY_LIMIT)}),
    status: 413,
    expect: /larger than/,
  },
  {
    name: `a query over ${MAX_QUERY_LENGTH} characters is cut to ${MAX_QUERY_LENGTH} (multi-query)`,
    path: QUERIES,
    body: multi({query: longQuery}),
    status: 200,
    expect: (json) => assert.equal(first(json).query, longQuery.slice(0, MAX_QUERY_LENGTH)),
  },
  {
    name: `… the same on the single-query route`,
    path: SINGLE,
    body: JSON.stringify({query: longQuery}),
    status: 200,
    expect: (json) => assert.equal(json.query, longQuery.slice(0, MAX_QUERY_LENGTH)),
  },
  {
    name: `… and on GET`,
    path: `${GET}?query=${encodeURIComponent(longQuery)}`,
    status: 200,
    expect: (json) => assert.equal(json.query, longQuery.slice(0, MAX_QUERY_LENGTH)),
  },
  {
    name: 'a query cut inside an emoji keeps whole characters',
    path: QUERIES,
    body: multi({query: `${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀`}),
    status: 200,
    expect: (json) => {
      assert.equal(first(json).query, 'a'.repeat(MAX_QUERY_LENGTH - 1));
    },
  },
  {
    name: 'a very long single word finds nothing, quickly',
    path: QUERIES,
    body: multi({query: 'paymentgateway'.repeat(36)}),
    status: 200,
    expect: (json) => assert.equal(first(json).nbHits, 0),
  },
  {
    name: `${MAX_QUERIES_PER_REQUEST} queries in one request are answered`,
    path: QUERIES,
    body: JSON.stringify({
      requests: Array.from({length: MAX_QUERIES_PER_REQUEST}, () => ({
        ...docSearchRequest('stripe'),
        hitsPerPage: 10,
      })),
    }),
    status: 200,
    expect: (json) => {
      assert.equal(json.results!.length, MAX_QUERIES_PER_REQUEST);
      for (const result of json.results!) assert.deepEqual(ids(result), stripeHits.slice(0, 10));
    },
  },
  {
    name: `100 queries in one request: refused (at most ${MAX_QUERIES_PER_REQUEST})`,
    path: QUERIES,
    body: JSON.stringify({requests: Array.from({length: 100}, () => docSearchRequest('stripe'))}),
    status: 400,
    expect: new RegExp(`more than ${MAX_QUERIES_PER_REQUEST} items`),
  },
  // --- What one request may cost (search/engine/limits.ts)
  {
    name: 'a 30,000-character highlight tag on 1000 hits: refused, not a 158 MB answer',
    path: QUERIES,
    body: multi({query: 'a e i o u s t', hitsPerPage: 1000, highlightPreTag: '‹'.repeat(30_000)}),
    status: 400,
    expect: /highlightPreTag is longer than 64 characters/,
  },
  {
    name: 'a 5 KB post-tag or ellipsis: refused',
    path: QUERIES,
    body: JSON.stringify({
      requests: [
        {...docSearchRequest('stripe'), snippetEllipsisText: 'x'.repeat(5000)},
        {...docSearchRequest('stripe'), highlightPostTag: 'x'.repeat(5000)},
      ],
    }),
    status: 400,
    expect: /is longer than 64 characters/,
  },
  {
    name: 'a 64-character tag is answered with it',
    path: QUERIES,
    body: multi({highlightPreTag: `<b data-x="${'x'.repeat(50)}">`}),
    status: 200,
    expect: (json) => assert.match(JSON.stringify(first(json).hits), /x{50}/),
  },
  {
    name: 'the same facet filter 12,500 times is one filter, answered at once',
    path: QUERIES,
    body: multi({facetFilters: [Array.from({length: 12_500}, () => 'type:a')]}),
    status: 200,
    expect: (json) => assert.equal(first(json).nbHits, 0),
  },
  {
    name: "1,001 different facet filters: refused (Algolia's limit is 1,000)",
    path: QUERIES,
    body: multi({facetFilters: [Array.from({length: 1001}, (_, i) => `type:${i}`)]}),
    status: 400,
    expect: /more than 1000 filters/,
  },
  {
    name: '50 queries of 1000 fully highlighted hits: refused, over the 1 MB answer limit',
    path: QUERIES,
    body: JSON.stringify({
      requests: Array.from({length: MAX_QUERIES_PER_REQUEST}, (_, i) => ({
        indexName: INDEX_NAME,
        query: `a e i o u ${i}`,
        hitsPerPage: 1000,
        attributesToHighlight: ['*'],
        attributesToSnippet: ['*'],
      })),
    }),
    status: 400,
    expect: /larger than 1 MB/,
  },
  {
    name: 'filters (not applied by this service) is refused, never silently ignored',
    path: QUERIES,
    body: multi({filters: 'type:doesnotexist'}),
    status: 400,
    expect: /filters is not supported by this search service: use facetFilters/,
  },
  {
    name: 'an empty filters string is nothing to apply: answered',
    path: QUERIES,
    body: multi({filters: ''}),
    status: 200,
    expect: sameAsStripe,
  },
  {
    name: 'an unknown parameter nested 4,100 levels deep is ignored',
    path: QUERIES,
    body: `{"requests":[${JSON.stringify(docSearchRequest('stripe')).slice(0, -1)},"x":${'['.repeat(4100)}${']'.repeat(4100)}}]}`,
    status: 200,
    expect: sameAsStripe,
  },
  {
    name: 'a __proto__ key in the body is ignored, as an unknown parameter',
    path: QUERIES,
    body: `{"requests":[${JSON.stringify(docSearchRequest('stripe')).slice(0, -1)},"__proto__":{"hitsPerPage":1}}]}`,
    status: 200,
    expect: sameAsStripe,
  },
  // --- Query text
  {
    name: 'an empty query returns results (every record, as Algolia does)',
    path: QUERIES,
    body: multi({query: '', facetFilters: []}),
    status: 200,
    expect: (json) => assert.ok(first(json).nbHits > 100, `nbHits ${first(json).nbHits}`),
  },
  {
    name: 'no query at all is the empty query',
    path: GET,
    status: 200,
    expect: (json) => assert.equal(json.nbHits, allHits),
  },
  {
    name: 'accents and capitals are folded (STRIPÉ finds Stripe)',
    path: QUERIES,
    body: multi({query: 'STRIPÉ'}),
    status: 200,
    expect: sameAsStripe,
  },
  {
    name: 'emoji are not words (stripe 🚀)',
    path: QUERIES,
    body: multi({query: 'stripe 🚀'}),
    status: 200,
    expect: sameAsStripe,
  },
  {
    name: 'right-to-left text is searched, and echoed as sent',
    path: QUERIES,
    body: multi({query: 'بوابة الدفع'}),
    status: 200,
    expect: (json) => {
      assert.equal(first(json).query, 'بوابة الدفع');
      assert.equal(first(json).nbHits, 0, 'the docs are in English');
    },
  },
  {
    name: 'a NUL byte in the query',
    path: QUERIES,
    body: multi({query: 'stripe\u0000'}),
    status: 200,
    expect: sameAsStripe,
  },
  {
    name: 'a NUL byte in a GET query',
    path: `${GET}?query=stripe%00`,
    status: 200,
    expect: (json) => assert.deepEqual(json.hits!.length > 0, true),
  },
  {
    name: 'regex metacharacters are plain text (.*+?()[]{}|\\^$)',
    path: QUERIES,
    body: multi({query: 'stripe .*+?()[]{}|\\^$'}),
    status: 200,
    expect: sameAsStripe,
  },
  {
    name: 'only metacharacters: no words, so the empty query',
    path: QUERIES,
    body: multi({query: '.*+?()[]{}|\\^$', facetFilters: []}),
    status: 200,
    expect: (json) => assert.equal(first(json).nbHits, allHits),
  },
  // --- Methods, paths, credentials
  {
    name: 'PUT on the multi-query route',
    method: 'PUT',
    path: QUERIES,
    body: '{}',
    status: 405,
    expect: /Method not allowed/,
  },
  {
    name: 'GET on the multi-query route',
    method: 'GET',
    path: QUERIES,
    status: 405,
    expect: /Method not allowed/,
  },
  {
    name: 'GET on the single-query route',
    method: 'GET',
    path: SINGLE,
    status: 405,
    expect: /Method not allowed/,
  },
  {
    name: 'DELETE with a body that is not JSON is still a 405',
    method: 'DELETE',
    path: GET,
    body: 'not json',
    status: 405,
    expect: /Method not allowed/,
  },
  {
    name: 'an unknown path under /1',
    path: '/1/indexes/x/browse-everything',
    status: 404,
    expect: /Path not found/,
  },
  {name: 'an unknown path elsewhere', path: '/wp-login.php', status: 404, expect: /Path not found/},
  {
    name: 'no credentials',
    path: QUERIES,
    credentials: false,
    body: docSearchBody('stripe'),
    status: 403,
    expect: /Invalid Application-ID or API key/,
  },
  {
    name: 'a wrong API key',
    path: `${QUERIES}?x-algolia-application-id=${APP_ID}&x-algolia-api-key=admin`,
    credentials: false,
    body: docSearchBody('stripe'),
    status: 403,
    expect: /Invalid Application-ID or API key/,
  },
  {
    name: 'a wrong application id (headers)',
    path: QUERIES,
    credentials: false,
    headers: {'x-algolia-application-id': 'OTHER', 'x-algolia-api-key': API_KEY},
    body: docSearchBody('stripe'),
    status: 403,
    expect: /Invalid Application-ID or API key/,
  },
];

for (const row of rows) {
  test(`${row.name}: ${row.status}`, async () => {
    const {status, json} = await send(row);
    if (row.expect instanceof RegExp) {
      assert.equal(status, row.status, JSON.stringify(json));
      assert.equal(json.status, row.status, 'the status is in the body too');
      assert.equal(typeof json.message, 'string');
      assert.match(json.message!, row.expect);
    } else {
      assert.equal(status, row.status, JSON.stringify(json).slice(0, 500));
      await row.expect(json);
    }
    // The service keeps serving.
    const after = await send({path: QUERIES, body: docSearchBody('stripe')});
    assert.equal(after.status, 200);
    assert.deepEqual(ids(first(after.json)), stripeHits);
  });
}

test('OPTIONS without the preflight headers: the same 204 as a preflight, never a text/plain error', async () => {
  const response = await fetch(url(QUERIES), {method: 'OPTIONS'});
  assert.equal(response.status, 204);
  assert.equal(await response.text(), '');
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
});
