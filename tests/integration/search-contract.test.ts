/**
 * Contract tests: the official Algolia JavaScript client (v5) talks to our
 * search service over loopback HTTP and gets what it expects, and what
 * clients cannot send (bad JSON, wrong types, huge bodies…) gets
 * Algolia-shaped JSON errors.
 *
 * The index is a small hand-made set of DocSearch records whose expected
 * rankings follow from Algolia's rules (see the comments at each query).
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {liteClient} from 'algoliasearch/lite';
import {algoliasearch} from 'algoliasearch';
import {ApiError} from '@algolia/client-common';
import settings from '../../search/settings.json';
import type {DocSearchRecord, Level} from '../../search/records/records';
import {API_KEY, APP_ID, INDEX_NAME as INDEX, docSearchRequest} from '../support/docsearch';
import {record} from '../support/records';
import {startSearchService, type RunningService} from '../support/service';

const SITE = 'http://localhost:3000';

type Entry = {id: string; type: Level | 'content'; lvl2?: string; anchor?: string; content?: string};

/** The records of one page, in reading order, as search/records/records.ts lays them out. */
function page(
  permalink: string,
  lvl0: string,
  lvl1: string,
  tag: {docusaurus_tag: string; version: string},
  entries: Entry[],
): DocSearchRecord[] {
  const pageUrl = SITE + permalink;
  return entries.map((entry, position) =>
    record(entry.id, {
      url: entry.anchor ? `${pageUrl}#${entry.anchor}` : pageUrl,
      anchor: entry.anchor ?? null,
      type: entry.type,
      hierarchy: {lvl0, lvl1, lvl2: entry.lvl2 ?? null},
      content: entry.content ?? null,
      weight: {level: {lvl1: 90, lvl2: 80, content: 0}[entry.type as string] ?? 0, position},
      ...tag,
    }),
  );
}

const paymentPage = page(
  '/Settings/Payment%20Gateway',
  'Settings',
  'Payment Gateway',
  {docusaurus_tag: 'docs-default-current', version: 'current'},
  [
    {id: 'pay-title', type: 'lvl1'},
    {
      id: 'pay-intro',
      type: 'content',
      content: 'Connect a payment gateway to accept card payments from players who buy premium quizzes.',
    },
    {id: 'pay-sandbox', type: 'lvl2', lvl2: 'Sandbox mode', anchor: 'sandbox-mode'},
    {
      id: 'pay-sandbox-text',
      type: 'content',
      lvl2: 'Sandbox mode',
      anchor: 'sandbox-mode',
      content: 'Sandbox mode sends test transactions only, so no real money moves.',
    },
    {id: 'pay-refunds', type: 'lvl2', lvl2: 'Refunds', anchor: 'refunds'},
    {
      id: 'pay-refunds-text',
      type: 'content',
      lvl2: 'Refunds',
      anchor: 'refunds',
      content: 'Refunds go back to the original card within five business days.',
    },
  ],
);

/** An older docs version (docusaurus_tag docs-default-1.0), under another lvl0. */
const leaderboardPage = page(
  '/1.0/Dashboard/Leaderboard',
  'Dashboard',
  'Leaderboard',
  {docusaurus_tag: 'docs-default-1.0', version: '1.0'},
  [
    {id: 'board-title', type: 'lvl1'},
    {
      id: 'board-intro',
      type: 'content',
      content: 'The leaderboard ranks players by their quiz score for the current season.',
    },
    {id: 'board-reset', type: 'lvl2', lvl2: 'Weekly reset', anchor: 'weekly-reset'},
    {
      id: 'board-reset-text',
      type: 'content',
      lvl2: 'Weekly reset',
      anchor: 'weekly-reset',
      content: 'Scores reset every Monday at midnight; the payment of prizes follows the reset.',
    },
    {id: 'board-export', type: 'lvl2', lvl2: 'Export scores', anchor: 'export-scores'},
    {
      id: 'board-export-text',
      type: 'content',
      lvl2: 'Export scores',
      anchor: 'export-scores',
      content: 'Export the leaderboard to CSV: one row per player, with <b>rank</b> & score.',
    },
  ],
);

const records = [...paymentPage, ...leaderboardPage];

/** What DocSearch's contextual search sends on a page of the current docs version. */
const CONTEXTUAL = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

let service: RunningService;
let port: number;
let base: string;
/** Every HTTP request the service received ("METHOD /path?query"). */
const received: string[] = [];

before(async () => {
  service = await startSearchService(records);
  ({port, url: base} = service);
  service.app.server.on('request', (request) => received.push(`${request.method} ${request.url}`));
});

after(async () => {
  await service.close();
});

const host = () => ({url: `127.0.0.1:${port}`, accept: 'readWrite' as const, protocol: 'http' as const});
const lite = (apiKey = API_KEY, hosts = [host()]) => liteClient(APP_ID, apiKey, {hosts});
const ids = (hits: {objectID: string}[]) => hits.map((hit) => hit.objectID);

/** The error a promise rejects with (fails if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail('expected the request to be rejected');
}

/** How many requests reached the service while `run` ran. */
async function countRequests(run: () => Promise<unknown>): Promise<number> {
  const before = received.length;
  await run();
  return received.length - before;
}

// ---------------------------------------------------------------------------
// liteClient (what DocSearch uses in the browser)

test('liteClient searchForHits: hits ranked by attribute, then level, then position, one per URL', async () => {
  // "payment" is in the lvl1 of every record of the payment page, and only in the content of
  // board-reset-text. Attribute (lvl1 before content) beats custom ranking; among the payment page's
  // records the lvl1 title (level 90) comes first, then the two lvl2 headings (80) in page order.
  // Distinct on url hides the content records that share a heading's url.
  const {
    results: [first],
  } = await lite().searchForHits<DocSearchRecord>({
    requests: [{indexName: INDEX, query: 'payment', hitsPerPage: 3}],
  });
  assert.deepEqual(ids(first.hits), ['pay-title', 'pay-sandbox', 'pay-refunds']);
  assert.equal(first.nbHits, 4);
  assert.equal(first.nbPages, 2);
  assert.equal(first.hitsPerPage, 3);

  const {
    results: [second],
  } = await lite().searchForHits<DocSearchRecord>({
    requests: [{indexName: INDEX, query: 'payment', hitsPerPage: 3, page: 1}],
  });
  assert.deepEqual(ids(second.hits), ['board-reset-text']);
  assert.equal(second.page, 1);
});

test('liteClient searchForHits: distinct: false returns every matching record, content after headings', async () => {
  const {
    results: [result],
  } = await lite().searchForHits<DocSearchRecord>({
    requests: [{indexName: INDEX, query: 'payment', distinct: false}],
  });
  assert.deepEqual(ids(result.hits), [
    'pay-title',
    'pay-sandbox',
    'pay-refunds',
    'pay-intro',
    'pay-sandbox-text',
    'pay-refunds-text',
    'board-reset-text',
  ]);
  assert.equal(result.nbHits, 7);
  const hit = result.hits[0];
  assert.equal(hit.url, `${SITE}/Settings/Payment%20Gateway`);
  assert.equal(hit.hierarchy.lvl0, 'Settings');
});

test('liteClient search: a multi-query returns one result per query, in order', async () => {
  const {results} = await lite().search<DocSearchRecord>({
    requests: [
      // "refund" is a prefix of the Refunds heading and its text (same url): one hit.
      {indexName: INDEX, query: 'refund'},
      // Every record of the leaderboard page has "Leaderboard" as lvl1: one hit per url, headings by level.
      {indexName: INDEX, query: 'leaderboard'},
    ],
  });
  assert.equal(results.length, 2);
  const [refund, leaderboard] = results as {hits: DocSearchRecord[]; query: string; nbHits: number}[];
  assert.equal(refund.query, 'refund');
  assert.deepEqual(ids(refund.hits), ['pay-refunds']);
  assert.equal(leaderboard.query, 'leaderboard');
  assert.deepEqual(ids(leaderboard.hits), ['board-title', 'board-reset', 'board-export']);
  assert.equal(leaderboard.nbHits, 3);
});

test('liteClient: contextual-search facetFilters (AND at the top level, OR inside a list) filter', async () => {
  const search = async (facetFilters: (string | string[])[]) => {
    const {
      results: [result],
    } = await lite().searchForHits<DocSearchRecord>({
      requests: [{indexName: INDEX, query: 'payment', facetFilters}],
    });
    return ids(result.hits);
  };
  // Only the current docs version: the 1.0 leaderboard page's match is filtered out.
  assert.deepEqual(await search(CONTEXTUAL), ['pay-title', 'pay-sandbox', 'pay-refunds']);
  // The OR list may name the other version instead.
  assert.deepEqual(
    await search(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0']]),
    ['board-reset-text'],
  );
  // Both versions in the OR list: both pages.
  assert.deepEqual(
    await search(['language:en', ['docusaurus_tag:docs-default-1.0', 'docusaurus_tag:docs-default-current']]),
    ['pay-title', 'pay-sandbox', 'pay-refunds', 'board-reset-text'],
  );
  // A top-level filter no record passes empties the result, whatever the OR list allows.
  assert.deepEqual(
    await search(['language:fr', ['docusaurus_tag:docs-default-1.0', 'docusaurus_tag:docs-default-current']]),
    [],
  );
});

test('liteClient: facets returns the count of matching records per value', async () => {
  const {
    results: [all, payment, filtered],
  } = await lite().searchForHits<DocSearchRecord>({
    requests: [
      {indexName: INDEX, query: '', facets: ['language', 'docusaurus_tag']},
      {indexName: INDEX, query: 'payment', facets: ['language', 'docusaurus_tag']},
      {indexName: INDEX, query: 'payment', facets: ['language', 'docusaurus_tag'], facetFilters: CONTEXTUAL},
    ],
  });
  assert.deepEqual(all.facets, {
    language: {en: records.length},
    docusaurus_tag: {'docs-default-current': paymentPage.length, 'docs-default-1.0': leaderboardPage.length},
  });
  // "payment": the 6 records of the payment page and board-reset-text.
  assert.deepEqual(payment.facets, {
    language: {en: 7},
    docusaurus_tag: {'docs-default-current': 6, 'docs-default-1.0': 1},
  });
  // Counts are of the records that pass the filters.
  assert.deepEqual(filtered.facets, {language: {en: 6}, docusaurus_tag: {'docs-default-current': 6}});
});

test('liteClient: the parameters of the DocSearch dialog give <mark> highlights and … snippets', async () => {
  const {
    results: [result],
  } = await lite().searchForHits<DocSearchRecord>({
    // The dialog's query on a page of the current docs: its facetFilters are CONTEXTUAL.
    requests: [docSearchRequest('gateway card', INDEX)],
  });
  // Both words: "Gateway" (lvl1 of the page) and "card" (content of pay-intro and pay-refunds-text).
  // pay-intro has them 3 words apart in one attribute, pay-refunds-text in different attributes.
  assert.deepEqual(ids(result.hits), ['pay-intro', 'pay-refunds-text']);
  const [hit] = result.hits;
  assert.equal(hit.url, `${SITE}/Settings/Payment%20Gateway`);
  assert.equal(hit.type, 'content');
  assert.equal(hit.hierarchy.lvl0, 'Settings');
  assert.equal((hit as Record<string, unknown>).weight, undefined, 'only the attributes asked for');
  assert.equal((hit as Record<string, unknown>).language, undefined, 'only the attributes asked for');

  const highlight = hit._highlightResult as unknown as {hierarchy: {lvl1: {value: string}}};
  assert.equal(highlight.hierarchy.lvl1.value, 'Payment <mark>Gateway</mark>');

  const snippet = hit._snippetResult as unknown as {
    content: {value: string; matchLevel: string};
    hierarchy: {lvl1: {value: string}};
  };
  assert.equal(snippet.hierarchy.lvl1.value, 'Payment <mark>Gateway</mark>');
  const content = snippet.content.value;
  assert.match(content, /<mark>gateway<\/mark>/);
  assert.match(content, /<mark>card<\/mark>/);
  assert.ok(content.endsWith('…'), `the cut text ends with the ellipsis: ${content}`);
  const words = content.replace(/<\/?mark>|…/g, '').match(/[\p{L}\p{N}]+/gu) ?? [];
  assert.ok(words.length <= 10, `about 10 words: ${content}`);
});

test('liteClient: record text is HTML-escaped before the highlight tags are added', async () => {
  const {
    results: [result],
  } = await lite().searchForHits<DocSearchRecord>({
    requests: [
      {
        indexName: INDEX,
        query: 'csv',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        attributesToSnippet: ['content:30'],
      },
    ],
  });
  // Only the export section's text mentions CSV (its heading does not).
  assert.deepEqual(ids(result.hits), ['board-export-text']);
  const text = result.hits[0];
  const escaped =
    'Export the leaderboard to <mark>CSV</mark>: one row per player, with &lt;b&gt;rank&lt;/b&gt; &amp; score.';
  const highlight = text._highlightResult as unknown as {content: {value: string}};
  const snippet = text._snippetResult as unknown as {content: {value: string}};
  assert.equal(highlight.content.value, escaped);
  assert.equal(snippet.content.value, escaped);
});

test('liteClient: without attributesToRetrieve, hits carry the attributes of the index settings', async () => {
  const {
    results: [result],
  } = await lite().searchForHits<DocSearchRecord>({requests: [{indexName: INDEX, query: 'refund'}]});
  assert.deepEqual(ids(result.hits), ['pay-refunds']);
  const allowed = new Set([
    ...settings.attributesToRetrieve,
    'objectID',
    '_highlightResult',
    '_snippetResult',
  ]);
  const extra = Object.keys(result.hits[0]).filter((key) => !allowed.has(key));
  assert.deepEqual(extra, [], 'attributes outside settings.attributesToRetrieve');
  assert.equal(result.hits[0].url, `${SITE}/Settings/Payment%20Gateway#refunds`);
});

// ---------------------------------------------------------------------------
// The full client

test('algoliasearch searchSingleIndex (POST /1/indexes/{index}/query) returns ranked hits', async () => {
  const client = algoliasearch(APP_ID, API_KEY, {hosts: [host()]});
  const count = await countRequests(async () => {
    const result = await client.searchSingleIndex<DocSearchRecord>({
      indexName: INDEX,
      searchParams: {query: 'leaderboard', hitsPerPage: 2},
    });
    assert.deepEqual(ids(result.hits), ['board-title', 'board-reset']);
    assert.equal(result.nbHits, 3);
    assert.equal(result.index, INDEX);
  });
  assert.equal(count, 1);
  assert.match(received.at(-1)!, new RegExp(`^POST /1/indexes/${INDEX}/query`));
});

// ---------------------------------------------------------------------------
// Errors through the client

test('a wrong API key: ApiError 403 "Invalid Application-ID or API key", and no retry', async () => {
  // Two hosts: a client that retried would try the second one.
  const client = lite('not-the-key', [host(), host()]);
  let error: unknown;
  const count = await countRequests(async () => {
    error = await rejection(client.search({requests: [{indexName: INDEX, query: 'payment'}]}));
  });
  assert.ok(error instanceof ApiError, `an ApiError, got ${String(error)}`);
  assert.equal(error.status, 403);
  assert.equal(error.message, 'Invalid Application-ID or API key');
  assert.equal(count, 1, 'exactly one request: a 4xx is not retried');
});

test('a wrong application id is refused like a wrong key', async () => {
  const client = liteClient('OTHERAPP', API_KEY, {hosts: [host()]});
  const error = await rejection(client.search({requests: [{indexName: INDEX, query: 'payment'}]}));
  assert.ok(error instanceof ApiError);
  assert.equal(error.status, 403);
});

test('an unknown index: ApiError 404 "Index does not exist", and no retry', async () => {
  const client = lite(API_KEY, [host(), host()]);
  let error: unknown;
  const count = await countRequests(async () => {
    error = await rejection(client.search({requests: [{indexName: 'no-such-index', query: 'payment'}]}));
  });
  assert.ok(error instanceof ApiError, `an ApiError, got ${String(error)}`);
  assert.equal(error.status, 404);
  assert.equal(error.message, 'Index does not exist');
  assert.equal(count, 1);

  const full = algoliasearch(APP_ID, API_KEY, {hosts: [host()]});
  const single = await rejection(
    full.searchSingleIndex({indexName: 'no-such-index', searchParams: {query: 'x'}}),
  );
  assert.ok(single instanceof ApiError);
  assert.equal(single.status, 404);
});

// ---------------------------------------------------------------------------
// Raw HTTP

const credentialsQuery = `x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`;
const QUERIES = '/1/indexes/*/queries';

async function post(
  path: string,
  body: string,
  headers: Record<string, string> = {},
  withQueryCredentials = true,
) {
  const url = `${base}${path}${withQueryCredentials ? `?${credentialsQuery}` : ''}`;
  return fetch(url, {method: 'POST', body, headers: {'content-type': 'text/plain', ...headers}});
}

/** An Algolia-shaped JSON error with this status. */
async function assertError(response: Response, status: number) {
  assert.equal(response.status, status);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  const body = (await response.json()) as {message?: unknown; status?: unknown};
  assert.equal(typeof body.message, 'string');
  assert.ok((body.message as string).length > 0, 'a message');
  assert.equal(body.status, status);
  return body as {message: string; status: number};
}

test('malformed JSON sent as text/plain: 400 JSON error', async () => {
  const body = await assertError(await post(QUERIES, '{"requests": [{"indexName": '), 400);
  assert.match(body.message, /JSON/);
});

test('malformed JSON sent as application/json: 400 JSON error', async () => {
  await assertError(await post(QUERIES, '{"requests": [', {'content-type': 'application/json'}), 400);
});

test('a multi-query body without "requests": 400 JSON error', async () => {
  await assertError(await post(QUERIES, JSON.stringify({query: 'payment'})), 400);
});

test('hitsPerPage of the wrong type ("ten"): 400, as a JSON field or in the params string', async () => {
  const field = await assertError(
    await post(
      QUERIES,
      JSON.stringify({requests: [{indexName: INDEX, query: 'payment', hitsPerPage: 'ten'}]}),
    ),
    400,
  );
  assert.match(field.message, /hitsPerPage/);
  const params = await assertError(
    await post(
      QUERIES,
      JSON.stringify({requests: [{indexName: INDEX, params: 'query=payment&hitsPerPage=ten'}]}),
    ),
    400,
  );
  assert.match(params.message, /hitsPerPage/);
  const single = await assertError(
    await post(`/1/indexes/${INDEX}/query`, JSON.stringify({query: 'payment', hitsPerPage: 'ten'})),
    400,
  );
  assert.match(single.message, /hitsPerPage/);
});

test('a body over 128 KiB: 413 JSON error', async () => {
  const query = 'a'.repeat(130 * 1024);
  const response = await post(QUERIES, JSON.stringify({requests: [{indexName: INDEX, query}]}));
  await assertError(response, 413);
});

test('params as a URL-encoded string (older clients) work', async () => {
  const response = await post(
    QUERIES,
    JSON.stringify({
      requests: [
        {indexName: INDEX, params: new URLSearchParams({query: 'leaderboard', hitsPerPage: '2'}).toString()},
      ],
    }),
  );
  assert.equal(response.status, 200);
  const {results} = (await response.json()) as {results: {hits: DocSearchRecord[]; hitsPerPage: number}[]};
  assert.deepEqual(ids(results[0].hits), ['board-title', 'board-reset']);
  assert.equal(results[0].hitsPerPage, 2);
});

test('credentials are accepted as headers as well as query parameters', async () => {
  const body = JSON.stringify({requests: [{indexName: INDEX, query: 'refund'}]});
  const viaHeaders = await post(
    QUERIES,
    body,
    {'x-algolia-application-id': APP_ID, 'x-algolia-api-key': API_KEY},
    false,
  );
  assert.equal(viaHeaders.status, 200);
  const viaQuery = await post(QUERIES, body);
  assert.equal(viaQuery.status, 200);
  for (const response of [viaHeaders, viaQuery]) {
    const {results} = (await response.json()) as {results: {hits: DocSearchRecord[]}[]};
    assert.deepEqual(ids(results[0].hits), ['pay-refunds']);
  }
  // Neither: refused.
  await assertError(await post(QUERIES, body, {}, false), 403);
  // A wrong key in the header is refused too.
  await assertError(
    await post(QUERIES, body, {'x-algolia-application-id': APP_ID, 'x-algolia-api-key': 'wrong'}, false),
    403,
  );
});

test('the browser-style client (credentials in query parameters) works too', async () => {
  const client = liteClient(APP_ID, API_KEY, {hosts: [host()], authMode: 'WithinQueryParameters'});
  const {
    results: [result],
  } = await client.searchForHits<DocSearchRecord>({
    requests: [{indexName: INDEX, query: 'refund'}],
  });
  assert.deepEqual(ids(result.hits), ['pay-refunds']);
  assert.match(received.at(-1)!, /x-algolia-api-key=/);
});

test('CORS: a preflight from another origin is allowed, and so is the search after it', async () => {
  const preflight = await fetch(`${base}${QUERIES}?${credentialsQuery}`, {
    method: 'OPTIONS',
    headers: {
      origin: 'https://quiz.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-algolia-api-key,x-algolia-application-id',
    },
  });
  assert.ok(preflight.status === 204 || preflight.status === 200, `preflight status ${preflight.status}`);
  assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);
  const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
  for (const header of ['content-type', 'x-algolia-api-key', 'x-algolia-application-id'])
    assert.ok(allowed.includes(header), `allows the ${header} header: ${allowed}`);

  const search = await post(QUERIES, JSON.stringify({requests: [{indexName: INDEX, query: 'refund'}]}), {
    origin: 'https://quiz.example',
  });
  assert.equal(search.status, 200);
  assert.equal(search.headers.get('access-control-allow-origin'), '*');

  // Errors carry the CORS header too, or a browser could not read them (DocSearch would see a network error).
  const refused = await post(
    `${QUERIES}?x-algolia-application-id=${APP_ID}&x-algolia-api-key=wrong`,
    JSON.stringify({requests: [{indexName: INDEX, query: 'refund'}]}),
    {origin: 'https://quiz.example'},
    false,
  );
  assert.equal(refused.headers.get('access-control-allow-origin'), '*');
  await assertError(refused, 403);
});

test('GET /1/indexes/{index}?query=… searches', async () => {
  const response = await fetch(`${base}/1/indexes/${INDEX}?query=refund&${credentialsQuery}`);
  assert.equal(response.status, 200);
  const result = (await response.json()) as {hits: DocSearchRecord[]; query: string};
  assert.equal(result.query, 'refund');
  assert.deepEqual(ids(result.hits), ['pay-refunds']);
  // The credentials are not taken as search parameters.
  assert.doesNotMatch(JSON.stringify(result), new RegExp(API_KEY));

  await assertError(await fetch(`${base}/1/indexes/no-such-index?query=refund&${credentialsQuery}`), 404);
});

test('an unknown path under /1: 404 JSON error', async () => {
  await assertError(await fetch(`${base}/1/no/such/path?${credentialsQuery}`), 404);
  await assertError(await post('/1/indexes/quiznest-docs/browse-everything', '{}'), 404);
});

test("an unknown path outside /1/…: 404 JSON error in Algolia's shape", async () => {
  await assertError(await fetch(`${base}/1?${credentialsQuery}`), 404);
  await assertError(await fetch(`${base}/no/such/path?${credentialsQuery}`), 404);
});

test('PUT on a search route: 405 JSON error', async () => {
  for (const path of [QUERIES, `/1/indexes/${INDEX}/query`, `/1/indexes/${INDEX}`]) {
    const response = await fetch(`${base}${path}?${credentialsQuery}`, {
      method: 'PUT',
      headers: {'content-type': 'application/json'},
      body: '{}',
    });
    await assertError(response, 405);
  }
});
