/**
 * Graceful shutdown of the production server, run as `npm run serve` runs it
 * (a child process), under load from many keep-alive connections:
 * - SIGTERM: every request that got an answer got all of it (a 200 with the
 *   whole body), a large download already under way finishes, the process
 *   exits 0 within seconds;
 * - a restart on the same port under load: while no process listens,
 *   connections are refused (the client knows nothing was accepted); no
 *   answer is ever cut short, and the new process serves.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import {setTimeout as sleep} from 'node:timers/promises';
import {LARGE, makeFixture, type Fixture} from '../support/server-fixture';
import {startServer as startServerProcess} from '../support/server-process';

let fixture: Fixture;

before(() => {
  fixture = makeFixture();
});
after(() => fixture.cleanup());

/** server/server.ts over the fixture build, on `port` (0: a free one). */
const startServer = (port: number) =>
  startServerProcess({BUILD_DIR: fixture.buildDir, SEARCH_RECORDS_FILE: fixture.recordsFile}, port);

type Tally = {
  ok: number;
  refused: number;
  resetBeforeAnswer: number;
  cutShort: number;
  otherStatus: number[];
};

/**
 * `connections` keep-alive clients asking for `urlPath` in a loop until `stop()`.
 * An answer counts as cut short when its body ends before its Content-Length.
 */
function load(port: () => number, urlPath: string, connections: number) {
  const tally: Tally = {ok: 0, refused: 0, resetBeforeAnswer: 0, cutShort: 0, otherStatus: []};
  let running = true;
  const agent = new http.Agent({keepAlive: true, maxSockets: connections});
  const once = () =>
    new Promise<void>((resolve) => {
      let answered = false;
      const req = http.get({host: '127.0.0.1', port: port(), path: urlPath, agent}, (res) => {
        answered = true;
        let received = 0;
        res.on('data', (chunk: Buffer) => (received += chunk.length));
        res.on('end', () => {
          const complete = received === Number(res.headers['content-length']);
          if (!complete) tally.cutShort++;
          else if (res.statusCode === 200) tally.ok++;
          else tally.otherStatus.push(res.statusCode!);
          resolve();
        });
        res.on('error', () => {
          tally.cutShort++;
          resolve();
        });
        res.on('aborted', () => undefined);
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (answered) return;
        if (error.code === 'ECONNREFUSED') tally.refused++;
        else tally.resetBeforeAnswer++;
        resolve();
      });
    });
  const workers = Array.from({length: connections}, async () => {
    while (running) {
      const refusedBefore = tally.refused;
      await once();
      if (tally.refused > refusedBefore) await sleep(5);
    }
  });
  return {
    tally,
    stop: async () => {
      running = false;
      await Promise.all(workers);
      agent.destroy();
    },
  };
}

/** Starts downloading the large file, reads 64 KiB of it, then stops reading until `resume()`. */
function slowDownload(port: number) {
  return new Promise<{resume: () => Promise<{status: number; length: number; expected: number}>}>(
    (resolve, reject) => {
      const req = http.get({host: '127.0.0.1', port, path: LARGE, agent: false}, (res) => {
        let length = 0;
        const done = new Promise<{status: number; length: number; expected: number}>((finish) => {
          res.on('data', (chunk: Buffer) => (length += chunk.length));
          const settle = () =>
            finish({status: res.statusCode!, length, expected: Number(res.headers['content-length'])});
          res.on('end', settle);
          res.on('error', settle);
        });
        res.once('data', () => {
          res.pause();
          resolve({
            resume: () => {
              res.resume();
              return done;
            },
          });
        });
      });
      req.on('error', reject);
    },
  );
}

test('SIGTERM under load: answers already started finish whole, the process exits 0 within seconds', async () => {
  const server = await startServer(0);
  const traffic = load(() => server.port, '/', 64);
  const download = await slowDownload(server.port);
  await sleep(500);
  const servedBefore = traffic.tally.ok;
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  await sleep(200);
  const big = await download.resume();
  const {code, at} = await server.exited;
  await traffic.stop();

  assert.equal(code, 0, 'exit code');
  assert.ok(at - signalled < 5000, `exited ${at - signalled} ms after SIGTERM`);
  assert.equal(big.status, 200);
  assert.equal(big.length, fixture.large.length, 'the download under way at SIGTERM finished');
  assert.equal(big.expected, fixture.large.length);
  assert.ok(servedBefore > 50, `served ${servedBefore} pages before SIGTERM`);
  assert.equal(traffic.tally.cutShort, 0, 'no answer cut short');
  assert.deepEqual(traffic.tally.otherStatus, [], 'every answer was a 200');
});

test('a restart on the same port under load: refused while down, nothing cut short, then served again', async (t) => {
  const first = await startServer(0);
  const port = first.port;
  let current = port;
  const traffic = load(() => current, '/', 32);
  await sleep(500);
  first.child.kill('SIGTERM');
  const {code} = await first.exited;
  assert.equal(code, 0);
  const servedByFirst = traffic.tally.ok;

  const second = await startServer(port);
  current = second.port;
  const deadline = Date.now() + 10_000;
  while (traffic.tally.ok < servedByFirst + 200 && Date.now() < deadline) await sleep(50);
  const servedBySecond = traffic.tally.ok - servedByFirst;
  second.child.kill('SIGTERM');
  const {code: secondCode} = await second.exited;
  await traffic.stop();

  assert.equal(secondCode, 0);
  assert.ok(servedBySecond >= 200, `the new process served ${servedBySecond} pages`);
  assert.equal(traffic.tally.cutShort, 0, 'no answer cut short');
  assert.deepEqual(traffic.tally.otherStatus, [], 'every answer was a 200');
  // Connections refused while no process listened were never accepted; they are how a
  // client sees the gap (its length is the new process's start-up time).
  t.diagnostic(
    `restart: ${traffic.tally.refused} connections refused during the gap, ${traffic.tally.resetBeforeAnswer} reset before any answer`,
  );
});
