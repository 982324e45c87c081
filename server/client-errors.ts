/**
 * What a client gets when Node refuses its request before Fastify sees it (a header block too
 * large: 431; a request HTTP cannot parse, such as an unknown method: 400; too slow: 408): an
 * Algolia-shaped JSON error with the security headers every answer carries, then the connection
 * is closed. Nothing of the request is echoed.
 */
import type {Socket} from 'node:net';

/** The headers of an error answer: it holds no script, so the strictest policy. */
const ERROR_HEADERS = [
  'Content-Type: application/json; charset=utf-8',
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options: nosniff',
  'X-Frame-Options: DENY',
  'Referrer-Policy: strict-origin-when-cross-origin',
  'Cache-Control: no-store',
  'Connection: close',
];

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};

/** The status Node's parser error stands for. */
function statusOf(error: NodeJS.ErrnoException): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  // A connection reset by the client, or already written to: nothing to answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = statusOf(error);
  const reason = REASONS[status];
  const body = JSON.stringify({message: reason, status});
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      ...ERROR_HEADERS,
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n'),
  );
}
