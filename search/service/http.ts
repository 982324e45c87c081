/**
 * What every route of the Algolia protocol shares (the search routes of service.ts, the
 * analytics routes of analytics-routes.ts): credentials as the clients send them, and errors as
 * Algolia-shaped JSON, {"message": …, "status": …}, never a stack trace.
 */
import type {FastifyInstance, FastifyRequest} from 'fastify';
import {SearchError} from '../engine';

/** Request bodies above this size get a 413. */
export const BODY_LIMIT = 128 * 1024;

export const algoliaError = (status: number, message: string) => ({message, status});

/** A request header's (first) value. */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The application id and API key of a request: headers, or query parameters (the browser client). */
export function credentials(request: FastifyRequest) {
  const query = request.query as Record<string, string | undefined>;
  return {
    appId: header(request, 'x-algolia-application-id') ?? query['x-algolia-application-id'],
    apiKey: header(request, 'x-algolia-api-key') ?? query['x-algolia-api-key'],
  };
}

/** Answers every error of `app`'s routes, and every path it does not know, as Algolia does. */
export function algoliaErrors(app: FastifyInstance) {
  app.all('/*', async (_request, reply) => reply.code(404).send(algoliaError(404, 'Path not found')));

  app.setErrorHandler(
    (error: Error & {statusCode?: number; validation?: unknown; code?: string}, request, reply) => {
      if (error instanceof SearchError)
        return reply.code(error.status).send(algoliaError(error.status, error.message));
      if (error.validation)
        return reply.code(400).send(algoliaError(400, `Invalid request: ${error.message}`));
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error(error);
      const message =
        status === 413
          ? `Request body is larger than ${request.routeOptions.bodyLimit ?? BODY_LIMIT} bytes`
          : status === 500
            ? 'Internal error'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type: send JSON'
              : error.message;
      return reply.code(status).send(algoliaError(status, message));
    },
  );
}
