/**
 * The write side of the Algolia protocol, as the official client's
 * `replaceAllObjects`, `setSettings`, `saveSynonyms` and `waitForTask` call it:
 *   POST   /1/indexes/{index}/batch            {requests: [{action, body}]} -> {taskID, objectIDs}
 *   POST   /1/indexes/{index}/operation        {operation: copy|move, destination, scope?} -> {taskID, updatedAt}
 *   PUT    /1/indexes/{index}/settings         settings (?forwardToReplicas) -> {taskID, updatedAt}
 *   GET    /1/indexes/{index}/settings         -> settings
 *   GET    /1/indexes/{index}/task/{taskID}    -> {status: "published"}
 *   DELETE /1/indexes/{index}                  -> {taskID, deletedAt}
 *   POST   /1/indexes/{index}/synonyms/batch   [synonym…] (?replaceExistingSynonyms) -> {taskID, updatedAt}
 *   PUT    /1/indexes/{index}/synonyms/{id}    synonym -> {taskID, updatedAt, id}
 *   GET    /1/indexes/{index}/synonyms/{id}    -> synonym
 *   DELETE /1/indexes/{index}/synonyms/{id}    -> {taskID, deletedAt}
 *   POST   /1/indexes/{index}/synonyms/search  {query?, type?, page?, hitsPerPage?} -> {hits, nbHits}
 *   POST   /1/indexes/{index}/synonyms/clear   -> {taskID, updatedAt}
 * Registered inside searchRoutes (same prefix, CORS, JSON parsing and error
 * shapes); every route is marked `admin`, which the service's key check reads.
 */
import type {FastifyInstance} from 'fastify';
import type {BatchRequest, IndexSettings, IndexStore, SynonymSearch} from './store';

/** Write request bodies above this size get a 413 (Algolia accepts batches of up to about 10 MB). */
export const WRITE_BODY_LIMIT = 10 * 1024 * 1024;

/** Route config that marks a route as needing the admin key. */
const ADMIN_ROUTE = {admin: true};

const indexParams = {
  type: 'object',
  properties: {indexName: {type: 'string', minLength: 1, maxLength: 256}},
} as const;

const batchBody = {
  type: 'object',
  required: ['requests'],
  properties: {
    requests: {
      type: 'array',
      items: {
        type: 'object',
        required: ['action'],
        properties: {action: {type: 'string'}, body: {type: 'object'}},
      },
    },
  },
} as const;

const operationBody = {
  type: 'object',
  required: ['operation', 'destination'],
  properties: {
    operation: {type: 'string', enum: ['copy', 'move']},
    destination: {type: 'string', minLength: 1, maxLength: 256},
    scope: {type: 'array', items: {type: 'string', enum: ['settings', 'synonyms', 'rules']}},
  },
} as const;

const settingsQuery = {
  type: 'object',
  properties: {forwardToReplicas: {type: 'boolean'}},
} as const;

const synonymsQuery = {
  type: 'object',
  properties: {forwardToReplicas: {type: 'boolean'}, replaceExistingSynonyms: {type: 'boolean'}},
} as const;

const synonymParams = {
  type: 'object',
  properties: {
    indexName: {type: 'string', minLength: 1, maxLength: 256},
    objectID: {type: 'string', minLength: 1, maxLength: 512},
  },
} as const;

const synonymSearchBody = {
  type: ['object', 'null'],
  properties: {
    query: {type: 'string', maxLength: 512},
    type: {type: 'string'},
    page: {type: 'integer', minimum: 0},
    hitsPerPage: {type: 'integer', minimum: 1, maximum: 1000},
  },
} as const;

export function registerWriteRoutes(app: FastifyInstance, store: IndexStore) {
  const write = {bodyLimit: WRITE_BODY_LIMIT, config: ADMIN_ROUTE};
  type Named = {Params: {indexName: string}};

  app.post<Named & {Body: {requests: BatchRequest[]}}>(
    '/indexes/:indexName/batch',
    {...write, schema: {params: indexParams, body: batchBody}},
    async (request) => store.batch(request.params.indexName, request.body.requests),
  );

  app.post<Named & {Body: {operation: 'copy' | 'move'; destination: string; scope?: string[]}}>(
    '/indexes/:indexName/operation',
    {...write, schema: {params: indexParams, body: operationBody}},
    async (request) => {
      const {operation, destination, scope} = request.body;
      const {indexName} = request.params;
      return operation === 'copy'
        ? store.copy(indexName, destination, scope)
        : store.move(indexName, destination);
    },
  );

  app.put<Named & {Body: IndexSettings}>(
    '/indexes/:indexName/settings',
    {...write, schema: {params: indexParams, querystring: settingsQuery, body: {type: 'object'}}},
    async (request) => store.setSettings(request.params.indexName, request.body),
  );

  app.get<Named>(
    '/indexes/:indexName/settings',
    {config: ADMIN_ROUTE, schema: {params: indexParams}},
    async (request) => store.getSettings(request.params.indexName),
  );

  app.get<Named & {Params: {taskID: string}}>(
    '/indexes/:indexName/task/:taskID',
    {config: ADMIN_ROUTE, schema: {params: indexParams}},
    async (request) => store.taskStatus(Number(request.params.taskID)),
  );

  type Synonym = Named & {Params: {objectID: string}};

  app.post<Named & {Body: unknown[]; Querystring: {replaceExistingSynonyms?: boolean}}>(
    '/indexes/:indexName/synonyms/batch',
    {...write, schema: {params: indexParams, querystring: synonymsQuery, body: {type: 'array'}}},
    async (request) =>
      store.saveSynonyms(
        request.params.indexName,
        request.body,
        request.query.replaceExistingSynonyms === true,
      ),
  );

  app.post<Named>(
    '/indexes/:indexName/synonyms/clear',
    {
      ...write,
      config: {...ADMIN_ROUTE, bodiless: true},
      schema: {params: indexParams, querystring: settingsQuery},
    },
    async (request) => store.clearSynonyms(request.params.indexName),
  );

  app.post<Named & {Body: SynonymSearch | null}>(
    '/indexes/:indexName/synonyms/search',
    {config: ADMIN_ROUTE, schema: {params: indexParams, body: synonymSearchBody}},
    async (request) => store.searchSynonyms(request.params.indexName, request.body ?? {}),
  );

  app.put<Synonym & {Body: unknown}>(
    '/indexes/:indexName/synonyms/:objectID',
    {...write, schema: {params: synonymParams, querystring: settingsQuery, body: {type: 'object'}}},
    async (request) => store.saveSynonym(request.params.indexName, request.params.objectID, request.body),
  );

  app.get<Synonym>(
    '/indexes/:indexName/synonyms/:objectID',
    {config: ADMIN_ROUTE, schema: {params: synonymParams}},
    async (request) => store.getSynonym(request.params.indexName, request.params.objectID),
  );

  app.delete<Synonym>(
    '/indexes/:indexName/synonyms/:objectID',
    {config: ADMIN_ROUTE, schema: {params: synonymParams, querystring: settingsQuery}},
    async (request) => store.deleteSynonym(request.params.indexName, request.params.objectID),
  );

  app.delete<Named>(
    '/indexes/:indexName',
    {config: ADMIN_ROUTE, schema: {params: indexParams}},
    async (request) => store.deleteIndex(request.params.indexName),
  );
}
