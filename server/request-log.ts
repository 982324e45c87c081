/**
 * Access logs (LOG_REQUESTS=1): Fastify's own logger (pino), one JSON line per answer on standard
 * output, after it is sent: the request id, method, path, route class, status and time. Never the
 * query string (the browser's search client puts its key there), nor the reader's address or
 * user agent (nothing that identifies a reader is kept).
 */
import {LogController, type FastifyInstance, type FastifyServerOptions} from 'fastify';
import {routeClass} from './route-class';

/** A URL's path: everything before the query string. */
export const pathOf = (url: string) => {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
};

/** Fastify's options for the access log (or for none). */
export function loggerOptions(logRequests: boolean): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (!logRequests) return {logger: false};
  return {
    // Fastify's own request lines are replaced by the one below; what it still logs of a request
    // (an error) goes through this serializer: the method and path, nothing else.
    logController: new LogController({disableRequestLogging: true}),
    logger: {
      level: 'info',
      serializers: {
        req: (request: {method: string; url: string}) => ({
          method: request.method,
          path: pathOf(request.url),
        }),
      },
    },
  };
}

/** One line per answer, once it is sent (or the connection is gone). */
export function logRequests(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: pathOf(request.url),
        route: routeClass(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request',
    );
    done();
  });
}
