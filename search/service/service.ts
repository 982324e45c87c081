/**
 * The search API over HTTP, in Algolia's protocol (the part DocSearch and the
 * /search page use), on Fastify:
 *   POST /1/indexes/*\/queries        multi-query (what the browser client sends)
 *   POST /1/indexes/{index}/query     one query
 *   GET  /1/indexes/{index}?query=…   one query, for tools
 * Credentials come as the browser client sends them (query parameters) or as
 * headers. Every error is Algolia-shaped JSON: {"message": …, "status": …}.
 * With `writes`, also the write side (search/service/write-routes.ts), for the admin key only.
 */
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cors from '@fastify/cors';
import {AnswerBudget, SearchError, type SearchIndex} from '../engine';
import type {SearchAnalytics} from './analytics';
import {
  BODY_LIMIT,
  SAFE_JSON,
  algoliaError,
  algoliaErrors,
  clientIdentity,
  credentials,
  header,
  jsonParser,
  noStore,
} from './http';
import {Turns} from './turns';
import type {IndexStore} from './store';
import {registerWriteRoutes} from './write-routes';

/** At most this many queries in one multi-query request. */
export const MAX_QUERIES_PER_REQUEST = 50;
export {BODY_LIMIT};

export type SearchServiceOptions = {
  appId: string;
  apiKey: string;
  /** The index a name refers to, or undefined (404). */
  index: (name: string) => SearchIndex | undefined;
  /** The write side (search/service/write-routes.ts): only the admin key may use it. Absent: read-only. */
  writes?: {adminKey: string; store: IndexStore};
  /** Where searches are counted (search/service/analytics/). Absent: nowhere. */
  analytics?: SearchAnalytics;
  /** Hears each query answered: how long the engine took, and its hit count when it was counted (server/metrics.ts). */
  observer?: SearchObserver;
};

/** `ms`: the engine's time for one query; `nbHits`: undefined when the query asked not to be counted (`analytics: false`). */
export type SearchObserver = (ms: number, nbHits: number | undefined) => void;

/** Search answers are serialised by the engine (SearchIndex.searchJson), sent as they are. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Who sent a search, as the analytics tell readers apart, and the key it was given. */
type Reader = {index: string; token: string; forwarded?: string; agent?: string; key: string};

/**
 * Who is typing, for the analytics to count a search's keystrokes once: the user token when the
 * client sends one, else the client's address and user agent. The address is Fastify's
 * `request.ip`: the connection's, or the X-Forwarded-For hop the trusted proxy saw when the
 * connection comes from it (TRUST_PROXY, server/operations-config.ts); anyone else's
 * X-Forwarded-For is ignored. Only its salted hash is kept (SearchAnalytics.readerKey), worked out
 * once per reader of a connection: `last` holds a connection's last reader until the connection goes.
 */
function readerKey(
  analytics: SearchAnalytics,
  last: WeakMap<object, Reader>,
  request: FastifyRequest,
  index: string,
  query: Record<string, unknown>,
): string {
  const sent = header(request, 'x-algolia-usertoken') ?? query.userToken;
  const token = typeof sent === 'string' ? sent : '';
  const forwarded = header(request, 'x-forwarded-for');
  const agent = header(request, 'user-agent');
  const connection = request.raw.socket;
  const held = last.get(connection);
  // request.ip depends on the connection (the key here) and X-Forwarded-For only.
  if (held?.index === index && held.token === token && held.forwarded === forwarded && held.agent === agent)
    return held.key;
  const identity = token ? `token\n${token}` : `client\n${clientIdentity(request)}`;
  const key = analytics.readerKey(index, identity);
  last.set(connection, {index, token, forwarded, agent, key});
  return key;
}

/**
 * One query's answer as JSON (a 404 for an index that does not exist), counted by the analytics
 * (the reader is worked out only then), in a turn of its own when searches are queueing (turns.ts).
 */
function answers({index: indexNamed, analytics, observer}: SearchServiceOptions) {
  const readers = new WeakMap<object, Reader>();
  const turns = new Turns();
  return (
    request: FastifyRequest,
    indexName: string,
    query: Record<string, unknown>,
    /** What the request's answers may still weigh (one budget for the queries of a multi-query). */
    budget = new AnswerBudget(),
  ) =>
    turns.run(() => {
      const index = indexNamed(indexName);
      if (!index) throw new SearchError(404, 'Index does not exist');
      const recording = analytics?.config.recording ? analytics : undefined;
      if (!recording && !observer) return index.searchJson(query, undefined, budget);
      let counted: number | undefined;
      const report = (searched: string, nbHits: number, filtered: boolean, tags: string[]) => {
        counted = nbHits;
        recording?.record(
          indexName,
          readerKey(recording, readers, request, indexName, query),
          {query: searched, nbHits, filtered},
          tags,
        );
      };
      if (!observer) return index.searchJson(query, report, budget);
      const started = performance.now();
      const json = index.searchJson(query, report, budget);
      observer(performance.now() - started, counted);
      return json;
    });
}

const multiQueryBody = {
  type: 'object',
  required: ['requests'],
  properties: {
    requests: {
      type: 'array',
      maxItems: MAX_QUERIES_PER_REQUEST,
      items: {
        type: 'object',
        required: ['indexName'],
        properties: {indexName: {type: 'string', minLength: 1}, params: {type: 'string'}},
      },
    },
    strategy: {type: 'string', enum: ['none', 'stopIfEnoughMatches']},
  },
} as const;

const singleQueryBody = {
  type: 'object',
  properties: {params: {type: 'string'}},
} as const;

/** The three search routes anyone may call: POST …/queries, POST …/{index}/query, GET …/{index}. */
const PUBLIC_SEARCH = /^\/1\/indexes\/[^/?]+(\/queries|\/query)?(\?|$)/;

/** Whether a request (or, for a preflight, the request it announces) is a public search. */
function isPublicSearch(request: FastifyRequest): boolean {
  const method =
    request.method === 'OPTIONS' ? header(request, 'access-control-request-method') : request.method;
  const url = request.url.replace(/^\/+/, '/');
  const match = PUBLIC_SEARCH.exec(url);
  if (!match) return false;
  return match[1] ? method === 'POST' || method === undefined : method === 'GET' || method === undefined;
}

/** The search routes, as a Fastify plugin to register with `prefix: '/1'` (production server, dev middleware). */
export const searchRoutes: FastifyPluginAsync<SearchServiceOptions> = async (app, options) => {
  // The browser client posts JSON as text/plain (a "simple" request, no CORS preflight).
  jsonParser(app);

  // Public search is open to any origin; the admin routes (writes, settings, synonyms) advertise
  // nothing: a page elsewhere has no business calling them from a browser.
  const PUBLIC_CORS = {
    origin: '*',
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['content-type', 'x-algolia-application-id', 'x-algolia-api-key', 'x-algolia-agent'],
    maxAge: 86400,
    // An OPTIONS without the preflight headers gets the same 204, not a text/plain 400.
    strictPreflight: false,
  };
  await app.register(
    cors,
    () => (request: FastifyRequest, done: (e: null, o: object) => void) =>
      done(null, isPublicSearch(request) ? PUBLIC_CORS : {...PUBLIC_CORS, origin: false}),
  );

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const {appId, apiKey} = credentials(request);
    const admin = options.writes !== undefined && apiKey === options.writes.adminKey;
    if (appId !== options.appId || (!admin && apiKey !== options.apiKey)) {
      return reply.code(403).send(algoliaError(403, 'Invalid Application-ID or API key'));
    }
    if (!admin && (request.routeOptions.config as {admin?: boolean}).admin) {
      return reply.code(403).send(algoliaError(403, 'Method not allowed with this API key'));
    }
    // What the admin key reads (settings, synonyms, its own searches) is never kept by a cache.
    if (admin) noStore(reply);
  });

  if (options.writes) registerWriteRoutes(app, options.writes.store);

  const searchJson = answers(options);

  // Request shapes as the schemas above guarantee them.
  type Named = {Params: {indexName: string}};
  type Query = Record<string, unknown>;

  app.post<{Body: {requests: (Query & {indexName: string})[]}}>(
    '/indexes/:star/queries',
    {bodyLimit: BODY_LIMIT, schema: {body: multiQueryBody}},
    async (request, reply) => {
      // One budget for all the queries (limits.ts), each query a turn's work of its own (turns.ts).
      const budget = new AnswerBudget();
      const results: string[] = [];
      for (const query of request.body.requests)
        results.push(await searchJson(request, query.indexName, query, budget));
      return reply.type(JSON_TYPE).send(`{"results":[${results.join(',')}]}`);
    },
  );

  app.post<Named & {Body: Query | undefined}>(
    '/indexes/:indexName/query',
    {bodyLimit: BODY_LIMIT, schema: {body: singleQueryBody}},
    async (request, reply) => {
      const {indexName} = request.params;
      return reply.type(JSON_TYPE).send(await searchJson(request, indexName, request.body ?? {}));
    },
  );

  app.get<Named & {Querystring: Record<string, string>}>('/indexes/:indexName', async (request, reply) => {
    const {indexName} = request.params;
    const {'x-algolia-application-id': _a, 'x-algolia-api-key': _k, ...params} = request.query;
    return reply.type(JSON_TYPE).send(await searchJson(request, indexName, params));
  });

  // Answered before the body is parsed: a wrong method is a 405 whatever it carries.
  const methodNotAllowed = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(405).send(algoliaError(405, 'Method not allowed'));
  // With writes on, DELETE /indexes/{index} is a write route (deleteIndex).
  const indexMethods = options.writes ? (['PUT', 'PATCH'] as const) : (['PUT', 'DELETE', 'PATCH'] as const);
  for (const [url, methods] of [
    ['/indexes/:star/queries', ['GET', 'PUT', 'DELETE', 'PATCH']],
    ['/indexes/:indexName/query', ['GET', 'PUT', 'DELETE', 'PATCH']],
    ['/indexes/:indexName', indexMethods],
  ] as const) {
    app.route({method: [...methods], url, onRequest: methodNotAllowed, handler: methodNotAllowed});
  }

  algoliaErrors(app);
};

/** A standalone search service (tests, benchmarks). */
export async function createSearchService(options: SearchServiceOptions): Promise<FastifyInstance> {
  const app = Fastify({bodyLimit: BODY_LIMIT, logger: false, ...SAFE_JSON});
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(algoliaError(404, 'Path not found')));
  await app.register(searchRoutes, {...options, prefix: '/1'});
  await app.ready();
  return app;
}
