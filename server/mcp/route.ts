/**
 * `/mcp`: the docs' MCP server (server/mcp/tools.ts) over the Streamable HTTP transport of the
 * official SDK, stateless (no session: a new server and transport per request, JSON answers, no
 * SSE stream), read-only and without sign-in. As a Fastify plugin of its own context:
 * - `Origin` checked against DNS rebinding (the MCP specification's transport section): absent,
 *   the site's own origin, a loopback origin or one of MCP_ALLOWED_ORIGINS; any other a 403;
 * - a rate limit per client address (@fastify/rate-limit), for /mcp only;
 * - a body limit, and every error, even before the SDK sees the request, a JSON-RPC error with
 *   its 4xx status, never a stack trace (a 500 only for a fault of ours, logged).
 */
import type {FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest} from 'fastify';
import rateLimit from '@fastify/rate-limit';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {wholeFromEnv} from '../../search/whole-number';
import {TOOL_NAMES, mcpServer, type ToolDeps} from './tools';

/** JSON-RPC's error codes (and the SDK's -32000 for a transport-level refusal). */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const INTERNAL_ERROR = -32603;
const REFUSED = -32000;
const INVALID_PARAMS = -32602;

/** A request body above this is a 413: a tool's arguments are a few hundred bytes. */
const MCP_BODY_LIMIT = 64 * 1024;

export type McpConfig = {
  /** Requests per client address and minute. */
  ratePerMinute: number;
  /** Origins allowed besides the site's own and loopback ones. */
  allowedOrigins: string[];
};

/** MCP_RATE_LIMIT (requests a minute per client, default 120) and MCP_ALLOWED_ORIGINS (comma-separated). */
export function mcpConfig(env: NodeJS.ProcessEnv = process.env): McpConfig {
  return {
    ratePerMinute: wholeFromEnv(env, 'MCP_RATE_LIMIT', 120, 1_000_000),
    allowedOrigins: (env.MCP_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}

export type McpRouteOptions = {deps: ToolDeps; config: McpConfig; name: string};

const jsonRpcError = (code: number, message: string) => ({
  jsonrpc: '2.0',
  error: {code, message},
  id: null,
});

/** Whether a browser page of `origin` may call /mcp: no page of another site may (DNS rebinding). */
export function originAllowed(origin: string | undefined, allowed: string[]): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    const {hostname} = new URL(origin);
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  } catch {
    return false;
  }
}

function sendError(reply: FastifyReply, status: number, code: number, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').send(jsonRpcError(code, message));
}

/** Every error of the /mcp context as JSON-RPC, with the status Fastify gave it when it is a 4xx. */
function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) {
    console.error(`[${request.id}] ${request.method} /mcp: ${error.stack ?? error.message}`);
    return sendError(reply, 500, INTERNAL_ERROR, `Internal error (request ${request.id})`);
  }
  if (status === 429) return sendError(reply, 429, REFUSED, error.message);
  if (status === 413)
    return sendError(reply, 413, INVALID_REQUEST, `Request body is larger than ${MCP_BODY_LIMIT} bytes`);
  if (status === 415)
    return sendError(reply, 415, INVALID_REQUEST, 'Unsupported content type: send application/json');
  if (error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError)
    return sendError(reply, 400, PARSE_ERROR, 'Parse error: the body is not JSON');
  return sendError(reply, status, INVALID_REQUEST, error.message);
}

/**
 * A `tools/call` of a tool the server does not have, answered as the MCP specification's own
 * example does, a JSON-RPC error -32602 "Unknown tool" (the SDK would answer a tool result with
 * isError), or undefined for any other message.
 */
function unknownToolCall(body: unknown) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const {method, params, id} = body as {method?: unknown; params?: {name?: unknown}; id?: unknown};
  if (method !== 'tools/call' || (typeof params?.name === 'string' && TOOL_NAMES.includes(params.name)))
    return undefined;
  const named = typeof params?.name === 'string' ? `: ${params.name.slice(0, 100)}` : '';
  return {jsonrpc: '2.0', id: id ?? null, error: {code: INVALID_PARAMS, message: `Unknown tool${named}`}};
}

async function handle(request: FastifyRequest, reply: FastifyReply, {deps, name}: McpRouteOptions) {
  const unknown = unknownToolCall(request.body);
  if (unknown) return reply.type('application/json; charset=utf-8').send(unknown);
  const agent = request.headers['user-agent'];
  const server = mcpServer(
    deps,
    {asker: {ip: request.ip, agent}, ownOrigin: `${request.protocol}://${request.host}`},
    name,
  );
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  reply.raw.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  // The transport writes the answer itself: the headers set so far (security headers) go with it.
  for (const [header, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) reply.raw.setHeader(header, value);
  reply.hijack();
  try {
    await transport.handleRequest(request.raw, reply.raw, request.body);
  } catch (error) {
    console.error(`[${request.id}] POST /mcp: ${(error as Error).stack ?? error}`);
    if (!reply.raw.headersSent) {
      reply.raw.writeHead(500, {'content-type': 'application/json'});
      reply.raw.end(JSON.stringify(jsonRpcError(INTERNAL_ERROR, `Internal error (request ${request.id})`)));
    }
  }
}

export const mcpRoutes: FastifyPluginAsync<McpRouteOptions> = async (app, options) => {
  const allowed = [options.deps.pages.origin, ...options.config.allowedOrigins].filter(Boolean);
  app.setErrorHandler(errorHandler);
  // JSON only, parsed here so that a parse error is JSON-RPC's (prototype keys dropped, as elsewhere).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    {parseAs: 'string'},
    app.getDefaultJsonParser('remove', 'remove'),
  );
  await app.register(rateLimit, {
    max: options.config.ratePerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Rate limit exceeded: at most ${context.max} requests a minute; retry in ${context.after}`,
    }),
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!originAllowed(request.headers.origin, allowed))
      return sendError(reply, 403, REFUSED, 'Forbidden: this Origin may not call /mcp');
  });
  app.post('/mcp', {bodyLimit: MCP_BODY_LIMIT}, (request, reply) => handle(request, reply, options));
  // Stateless: no SSE stream to open (GET) and no session to end (DELETE).
  app.route({
    method: ['GET', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'],
    url: '/mcp',
    handler: async (_request, reply) =>
      sendError(reply.header('allow', 'POST'), 405, REFUSED, 'Method not allowed: POST JSON-RPC messages'),
  });
};
