/**
 * Property-based tests (fast-check) of the search over the site's records:
 * random parameters thrown at the engine, random bodies, query strings and
 * headers thrown at the HTTP routes. Whatever comes in, the engine answers or
 * refuses with a SearchError (4xx), and the service answers with valid JSON
 * and a status below 500, errors in Algolia's shape. A failure prints the seed
 * and the shrunk counterexample; `FC_SEED=… FC_PATH=…` replays it.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type {FastifyInstance} from 'fastify';
import {SearchError, type SearchIndex} from '../../search/engine';
import {API_KEY, APP_ID, INDEX_NAME, docSearchRequest} from '../support/docsearch';
import {siteRecords} from '../support/site-records';
import {searchApp} from '../support/service';
import {IndexStore} from '../../search/service/store';
import {createSearchService} from '../../search/service/service';
import {SITE_INDEX} from '../../search/site-index';

const ROOT = path.resolve(__dirname, '../..');
const RUNS = 300;
const replay = process.env.FC_SEED
  ? {seed: Number(process.env.FC_SEED), path: process.env.FC_PATH, endOnFailure: true}
  : {};

let index: SearchIndex;
let app: FastifyInstance;

before(async () => {
  ({app, index} = await searchApp(await siteRecords(ROOT)));
});

after(async () => {
  await app?.close();
});

// ---------------------------------------------------------------------------
// Arbitraries

const PARAMS = [
  'query',
  'page',
  'hitsPerPage',
  'facetFilters',
  'facets',
  'distinct',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'highlightPreTag',
  'highlightPostTag',
  'snippetEllipsisText',
  'clickAnalytics',
  'params',
  'indexName',
  'typoTolerance',
  'minWordSizefor1Typo',
  'minWordSizefor2Typos',
  'ignorePlurals',
  'removeStopWords',
  'removeWordsIfNoResults',
  'optionalWords',
  'advancedSyntax',
  'advancedSyntaxFeatures',
  'alternativesAsExact',
  'attributeCriteriaComputedByMinProximity',
  'attributeCriteriaComputedBy',
  'queryLanguages',
];

/** Attribute paths, real and hostile ("constructor.name", "__proto__", "content:0.5"). */
const attributePath = fc
  .tuple(
    fc.array(
      fc.constantFrom(
        'hierarchy',
        'lvl0',
        'lvl1',
        'content',
        'url',
        'type',
        'weight',
        '*',
        '',
        '__proto__',
        'constructor',
        'prototype',
        'name',
        'length',
        'toString',
      ),
      {minLength: 1, maxLength: 4},
    ),
    fc.option(
      fc.oneof(fc.integer({min: -3, max: 40}), fc.double({min: -2, max: 2}), fc.string({maxLength: 3})),
      {
        nil: undefined,
      },
    ),
  )
  .map(([keys, size]) => keys.join('.') + (size === undefined ? '' : `:${size}`));

/** Text as a reader (or an attacker) could type it: any code unit, emoji, RTL, NUL, regex metacharacters. */
const queryText = fc.oneof(
  fc.string({unit: 'binary', maxLength: 700}),
  fc.string({unit: fc.constantFrom(...'.*+?()[]{}|\\^$ \u0000😀بالعالمabcéstripe'.split('')), maxLength: 80}),
  fc
    .array(fc.constantFrom('stripe', 'webhook', 'paymnt', 'cron', 'instal', 'é', 'ﬁ', '２'), {maxLength: 12})
    .map((w) => w.join(' ')),
);

const scalar = fc.oneof(
  fc.integer({min: -2, max: 2000}),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({maxLength: 20}),
  fc.constantFrom('true', 'false', '1e3', '-1', 'NaN', '[]', '{}', '["a"]'),
);

const paramValue = fc.oneof(
  scalar,
  queryText,
  fc.array(attributePath, {maxLength: 5}),
  fc.array(fc.oneof(fc.string({maxLength: 12}), fc.array(fc.string({maxLength: 12}), {maxLength: 3})), {
    maxLength: 4,
  }),
  fc.jsonValue({maxDepth: 3}),
);

/** A `params` string: URL-encoded pairs of known and unknown names. */
const paramsString = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...PARAMS, '__proto__', 'constructor'), fc.string({maxLength: 8})),
        fc.oneof(
          queryText,
          scalar.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
          attributePath,
        ),
      ),
      {maxLength: 6},
    )
    .map((pairs) => new URLSearchParams(pairs).toString()),
  fc.string({maxLength: 60}),
);

/** One query as a client could send it: known parameters with any values, and unknown ones. */
const searchRequest = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...PARAMS), paramValue, {maxKeys: 6}),
    fc.dictionary(
      fc.oneof(fc.constantFrom('__proto__', 'constructor'), fc.string({maxLength: 8})),
      paramValue,
      {
        maxKeys: 2,
      },
    ),
    fc.option(paramsString, {nil: undefined}),
  )
  .map(([known, unknown, params]) => ({
    ...unknown,
    ...known,
    ...(params === undefined ? {} : {params}),
  }));

// ---------------------------------------------------------------------------
// Engine

test('engine: random parameters give a JSON-serialisable answer or a 4xx SearchError, nothing else', () => {
  fc.assert(
    fc.property(searchRequest, (request) => {
      let response;
      try {
        response = index.search(request as Record<string, unknown>);
      } catch (error) {
        assert.ok(error instanceof SearchError, `only SearchError may be thrown, got ${String(error)}`);
        assert.ok(error.status >= 400 && error.status < 500, `status ${error.status}`);
        assert.ok(error.message.length > 0);
        return;
      }
      assert.ok(Array.isArray(response.hits));
      assert.ok(response.hits.length <= 1000);
      JSON.parse(JSON.stringify(response));
    }),
    {numRuns: RUNS, ...replay},
  );
});

test('engine: random attribute lists on queries with hits never break decoration', () => {
  const attributes = fc.array(attributePath, {maxLength: 4});
  fc.assert(
    fc.property(
      fc.constantFrom('stripe', 'webhook', 'cron jo', ''),
      attributes,
      attributes,
      attributes,
      (query, attributesToRetrieve, attributesToHighlight, attributesToSnippet) => {
        const response = index.search({
          query,
          hitsPerPage: 5,
          attributesToRetrieve,
          attributesToHighlight,
          attributesToSnippet,
        });
        assert.ok(response.hits.length > 0);
        JSON.parse(JSON.stringify(response));
      },
    ),
    {numRuns: RUNS, ...replay},
  );
});

// ---------------------------------------------------------------------------
// HTTP (app.inject: the whole Fastify stack, no sockets)

const CREDENTIALS = `x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`;

/** Valid JSON below 500; errors as {"message": string, "status": the HTTP status}. */
function assertAnswer(response: {statusCode: number; body: string; headers: Record<string, unknown>}) {
  assert.ok(response.statusCode < 500, `status ${response.statusCode}: ${response.body.slice(0, 300)}`);
  assert.match(String(response.headers['content-type']), /^application\/json/);
  const json = JSON.parse(response.body) as {message?: unknown; status?: unknown};
  if (response.statusCode >= 400) {
    assert.equal(typeof json.message, 'string', response.body);
    assert.equal(json.status, response.statusCode, response.body);
  }
}

const contentType = fc.constantFrom('text/plain', 'application/json', 'text/plain; charset=utf-8');

/** Bodies: well-formed multi-queries with random requests, random JSON, and random text. */
const body = fc.oneof(
  fc
    .array(
      fc.oneof({weight: 4, arbitrary: searchRequest}, {weight: 1, arbitrary: fc.jsonValue({maxDepth: 2})}),
      {
        maxLength: 4,
      },
    )
    .map((requests) =>
      JSON.stringify({
        requests: requests.map((r) =>
          r && typeof r === 'object' && !Array.isArray(r) ? {indexName: INDEX_NAME, ...r} : r,
        ),
      }),
    ),
  searchRequest.map((r) => JSON.stringify({requests: [{...docSearchRequest('stripe'), ...r}]})),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({unit: 'binary', maxLength: 200}),
);

test('HTTP: random bodies to the multi-query route get JSON below 500', async () => {
  await fc.assert(
    fc.asyncProperty(body, contentType, async (payload, type) => {
      assertAnswer(
        await app.inject({
          method: 'POST',
          url: `/1/indexes/*/queries?${CREDENTIALS}`,
          headers: {'content-type': type},
          payload,
        }),
      );
    }),
    {numRuns: RUNS, ...replay},
  );
});

test('HTTP: random bodies to the single-query route get JSON below 500', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        searchRequest.map((r) => JSON.stringify(r)),
        fc.jsonValue().map((v) => JSON.stringify(v)),
      ),
      contentType,
      fc.oneof(fc.constant(INDEX_NAME), fc.string({maxLength: 10})),
      async (payload, type, name) => {
        assertAnswer(
          await app.inject({
            method: 'POST',
            url: `/1/indexes/${encodeURIComponent(name)}/query?${CREDENTIALS}`,
            headers: {'content-type': type},
            payload,
          }),
        );
      },
    ),
    {numRuns: RUNS, ...replay},
  );
});

test('HTTP: random query strings, methods and paths get JSON below 500', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(paramsString, fc.string({unit: 'binary', maxLength: 100}).map(encodeURIComponent)),
      fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      fc.constantFrom(
        `/1/indexes/${INDEX_NAME}`,
        `/1/indexes/${INDEX_NAME}/query`,
        '/1/indexes/*/queries',
        '/1/indexes',
        '/1/x',
        '/',
      ),
      fc.boolean(),
      async (query, method, route, withCredentials) => {
        const response = await app.inject({
          method: method as 'GET',
          url: `${route}?${query}${withCredentials ? `&${CREDENTIALS}` : ''}`,
        });
        if (method === 'OPTIONS' && response.statusCode === 204) return; // CORS preflight: no body
        assertAnswer(response);
      },
    ),
    {numRuns: RUNS, ...replay},
  );
});

// ---------------------------------------------------------------------------
// Pushed indexes: any records Algolia accepts, any settings and synonyms sent with them

const ADMIN_KEY = 'fuzz-admin-key';
const ADMIN = `x-algolia-application-id=${APP_ID}&x-algolia-api-key=${ADMIN_KEY}`;

/** Words the records and queries share, so that queries find something (typos, plurals, synonyms). */
const word = fc.constantFrom(
  'quiz',
  'quizzes',
  'contest',
  'coin',
  'coins',
  'payout',
  'withdrawal',
  'a',
  'the',
  '2fa',
);
const text = fc.oneof(
  fc.array(word, {maxLength: 8}).map((w) => w.join(' ')),
  queryText,
);

/** A record as any Algolia client may push it: an objectID and any JSON, DocSearch's fields or not. */
const pushedRecord = fc.record(
  {
    objectID: fc.oneof(fc.string({minLength: 1, maxLength: 8}), fc.integer()),
    content: fc.oneof(text, fc.jsonValue({maxDepth: 2})),
    title: fc.oneof(text, fc.array(text, {maxLength: 3})),
    hierarchy: fc.oneof(fc.dictionary(fc.constantFrom('lvl0', 'lvl1', 'lvl2'), fc.option(text)), scalar),
    weight: fc.oneof(fc.dictionary(fc.constantFrom('pageRank', 'level', 'position'), scalar), scalar),
    url: fc.oneof(fc.constantFrom('/a', '/b'), scalar),
    rank: scalar,
  },
  {requiredKeys: ['objectID']},
);

/** Settings, valid and not: the service takes the valid ones and refuses the rest with a 400. */
const randomSettings = fc.dictionary(
  fc.constantFrom(
    ...PARAMS.filter((p) => p !== 'query' && p !== 'params'),
    'searchableAttributes',
    'ranking',
    'customRanking',
    'attributesForFaceting',
    'attributeForDistinct',
  ),
  fc.oneof(
    paramValue,
    fc.constant(['content', 'unordered(title),hierarchy.lvl1', 'hierarchy']),
    fc.constant(['words', 'typo', 'desc(rank)', 'custom', 'exact']),
    fc.constant(['asc(weight.position)', 'desc(rank)']),
    fc.constant('url'),
    fc.constant(['en']),
  ),
  {maxKeys: 5},
);

/** Random settings, the site's own, and sorts on attributes some records lack. */
const settings = fc.oneof(
  randomSettings,
  fc.constant(SITE_INDEX.settings),
  fc.record({
    customRanking: fc.constant(['desc(rank)', 'asc(weight.position)']),
    ranking: fc.constantFrom(['words', 'typo', 'proximity', 'custom'], ['asc(rank)', 'typo', 'exact']),
    ignorePlurals: fc.boolean(),
    advancedSyntax: fc.boolean(),
    attributeCriteriaComputedByMinProximity: fc.boolean(),
    attributeCriteriaComputedBy: fc.constantFrom('best', 'minProximity', 'sum', undefined),
    removeWordsIfNoResults: fc.constantFrom('allOptional', 'lastWords', 'firstWords', 'none'),
  }),
);

/** Queries: any request, or words the records have (with quotes and minus signs, for advancedSyntax). */
const pushedQuery = fc.oneof(
  searchRequest,
  fc
    .array(
      fc.oneof(
        word,
        word.map((w) => `-${w}`),
        word.map((w) => `"${w} ${w}"`),
      ),
      {minLength: 1, maxLength: 5},
    )
    .map((words) => ({query: words.join(' ')})),
);

const synonym = fc.oneof(
  fc.record({
    objectID: fc.string({minLength: 1, maxLength: 6}),
    type: fc.constant('synonym'),
    synonyms: fc.array(text, {minLength: 2, maxLength: 3}),
  }),
  fc.record({
    objectID: fc.string({minLength: 1, maxLength: 6}),
    type: fc.constant('oneWaySynonym'),
    input: text,
    synonyms: fc.array(text, {minLength: 1, maxLength: 3}),
  }),
  fc.record({
    objectID: fc.string({minLength: 1, maxLength: 6}),
    type: fc.constantFrom('altCorrection1', 'placeholder', 'other'),
    word: text,
    corrections: fc.array(text, {maxLength: 2}),
  }),
  fc.jsonValue({maxDepth: 2}),
);

test('pushed indexes: random records, settings and synonyms, then random queries, never a 5xx', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiznest-fuzz-'));
  const store = IndexStore.open({dataDir});
  const pushed = await createSearchService({
    appId: APP_ID,
    apiKey: API_KEY,
    index: (name) => store.searchIndex(name),
    writes: {adminKey: ADMIN_KEY, store},
  });
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    pushed.inject({
      method,
      url: `/1/indexes/pushed${url}?${ADMIN}`,
      headers: {'content-type': 'text/plain'},
      payload: JSON.stringify(payload),
    });
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.array(pushedRecord, {maxLength: 12}),
        settings,
        fc.array(synonym, {maxLength: 4}),
        fc.array(pushedQuery, {minLength: 1, maxLength: 4}),
        async (records, indexSettings, synonyms, queries) => {
          const writes = [
            await send('POST', '/batch', {
              requests: [{action: 'clear'}, ...records.map((body) => ({action: 'addObject', body}))],
            }),
            await send('PUT', '/settings', indexSettings),
            await send('POST', '/synonyms/batch', synonyms),
          ];
          for (const response of writes) assertAnswer(response);
          for (const query of queries)
            assertAnswer(
              await pushed.inject({
                method: 'POST',
                url: `/1/indexes/*/queries?${CREDENTIALS}`,
                headers: {'content-type': 'text/plain'},
                payload: JSON.stringify({requests: [{...query, indexName: 'pushed'}]}),
              }),
            );
        },
      ),
      {numRuns: 150, ...replay},
    );
  } finally {
    await pushed.close();
    fs.rmSync(dataDir, {recursive: true, force: true});
  }
});
