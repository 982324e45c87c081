/**
 * The write side of the Algolia protocol, as the official client's
 * `replaceAllObjects`, `setSettings` and `waitForTask` call it:
 *   POST   /1/indexes/{index}/batch            {requests: [{action, body}]} -> {taskID, objectIDs}
 *   POST   /1/indexes/{index}/operation        {operation: copy|move, destination, scope?} -> {taskID, updatedAt}
 *   PUT    /1/indexes/{index}/settings         settings (?forwardToReplicas) -> {taskID, updatedAt}
 *   GET    /1/indexes/{index}/settings         -> settings
 *   GET    /1/indexes/{index}/task/{taskID}    -> {status: "published"}
 *   DELETE /1/indexes/{index}                  -> {taskID, deletedAt}
 * Registered inside searchRoutes (same prefix, CORS, JSON parsing and error
 * shapes); every route is marked `admin`, which the service's key check reads.
 */
import type {FastifyInstance} from 'fastify';
import type {BatchRequest, IndexSettings, IndexStore} from './store';

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

  app.delete<Named>(
    '/indexes/:indexName',
    {config: ADMIN_ROUTE, schema: {params: indexParams}},
    async (request) => store.deleteIndex(request.params.indexName),
  );
}
