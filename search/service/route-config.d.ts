/**
 * The per-route `config` of the search service's routes (read by service.ts and http.ts). Declared
 * so that the object literals type-check once a plugin (@fastify/rate-limit, for /mcp) adds its own
 * properties to FastifyContextConfig.
 */
import 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only the admin key may call the route (write-routes.ts). */
    admin?: boolean;
    /** The route takes no body, though clients send a content type (http.ts' jsonParser). */
    bodiless?: boolean;
  }
}
