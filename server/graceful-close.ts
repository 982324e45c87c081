/**
 * Lets every answer already under way reach the client when the server closes.
 *
 * Node's `server.close()` destroys the keep-alive connections it deems idle,
 * and it deems idle a connection whose response has been ended, even when the
 * body is still being written out: a large file sent to a slow reader would be
 * cut short. So `app.close()` first waits (preClose hook) until every response
 * in flight has been handed to the operating system, at most `timeoutMs`.
 * Meanwhile Fastify keeps answering requests that arrive on open connections,
 * with `Connection: close` (see `return503OnClosing: false` in server.ts).
 */
import type {FastifyInstance} from 'fastify';
import type {ServerResponse} from 'node:http';

export function drainOnClose(app: FastifyInstance, timeoutMs: number) {
  const inFlight = new Set<ServerResponse>();
  let drained: (() => void) | undefined;

  app.addHook('onRequest', (request, reply, done) => {
    const response = reply.raw;
    inFlight.add(response);
    // 'close' follows 'finish' (all handed to the OS) or a broken connection.
    response.once('close', () => {
      inFlight.delete(response);
      if (inFlight.size === 0) drained?.();
    });
    done();
  });

  app.addHook('preClose', async () => {
    if (inFlight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => (drained = resolve)),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
  });
}
