/**
 * What every route of the Algolia protocol shares (the search routes of service.ts, the
 * analytics routes of analytics-routes.ts): credentials as the clients send them, and errors as
 * Algolia-shaped JSON, {"message": …, "status": …}, never a stack trace.
 */
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {SearchError} from '../engine';

declare module 'fastify' {
  /** What a route's `config` tells the service's hooks (write-routes.ts, jsonParser below). */
  interface FastifyContextConfig {
    /** Only the admin key may call it. */
    admin?: boolean;
    /** It takes no body, whatever content type the client sends. */
    bodiless?: boolean;
  }
}

/** Request bodies above this size get a 413. */
export const BODY_LIMIT = 128 * 1024;

/**
 * JSON as every route parses it: a `__proto__` or `constructor.prototype` key is dropped (as
 * OPERATIONS.md says: an unknown parameter, ignored), never an error and never a prototype.
 */
export const SAFE_JSON = {onProtoPoisoning: 'remove', onConstructorPoisoning: 'remove'} as const;

/**
 * The JSON parser of the search routes, for `application/json` and for `text/plain` (the browser
 * client posts JSON as text/plain, a "simple" request with no CORS preflight).
 */
export function jsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], {parseAs: 'string'}, (request, body, done) => {
    // The client sends its content type with bodiless requests too (deleteIndex, clearSynonyms).
    const bodiless =
      request.method === 'DELETE' || (request.routeOptions.config as {bodiless?: boolean}).bodiless;
    if (body === '' && bodiless) return done(null, undefined);
    parse(request, body as string, (error: Error | null, value?: unknown) =>
      error ? done(new SearchError(400, 'Request body is not valid JSON'), undefined) : done(null, value),
    );
  });
}

/** Answers for the admin key only: never kept by a browser or a proxy. */
export const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export const algoliaError = (status: number, message: string) => ({message, status});

/** A request header's (first) value. */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A reader as the search insights and the feedback tell readers apart when no user token says who
 * they are: the client address (`request.ip`: the connection's, or X-Forwarded-For's only from the
 * proxy TRUST_PROXY names) and the user agent. Only a salted hash of it is ever kept.
 */
export const clientIdentity = (request: FastifyRequest) =>
  `${request.ip}\n${header(request, 'user-agent') ?? ''}`;

/** The application id and API key of a request: headers, or query parameters (the browser client). */
export function credentials(request: FastifyRequest) {
  const query = request.query as Record<string, string | undefined>;
  return {
    appId: header(request, 'x-algolia-application-id') ?? query['x-algolia-application-id'],
    apiKey: header(request, 'x-algolia-api-key') ?? query['x-algolia-api-key'],
  };
}

/**
 * A 5xx on standard error, always (whatever the logger): the request id the client was told, the
 * method and the path without its query string (where the browser client puts the API key).
 */
function logServerError(request: FastifyRequest, error: Error) {
  const path = request.url.split('?')[0];
  console.error(`[${request.id}] ${request.method} ${path}: ${error.stack ?? error.message}`);
}

/** Answers every error of `app`'s routes, and every path it does not know, as Algolia does. */
export function algoliaErrors(app: FastifyInstance) {
  app.all('/*', async (_request, reply) => reply.code(404).send(algoliaError(404, 'Path not found')));

  app.setErrorHandler(
    (error: Error & {statusCode?: number; validation?: unknown; code?: string}, request, reply) => {
      if (error instanceof SearchError) {
        if (error.status >= 500) logServerError(request, error);
        return reply.code(error.status).send(algoliaError(error.status, error.message));
      }
      if (error.validation)
        return reply.code(400).send(algoliaError(400, `Invalid request: ${error.message}`));
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) logServerError(request, error);
      const message =
        status === 413
          ? `Request body is larger than ${request.routeOptions.bodyLimit ?? BODY_LIMIT} bytes`
          : status === 500
            ? `Internal error (request ${request.id})`
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type: send JSON'
              : error.message;
      return reply.code(status).send(algoliaError(status, message));
    },
  );
}
