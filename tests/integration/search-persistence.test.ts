/**
 * Persistence of pushed indexes: the production server is killed (SIGKILL,
 * no chance to clean up) in the middle of a push; started again on the same
 * data, it serves the old index or the new one, whole, never a mix or a
 * broken file. (The store's start-up rules: tests/unit/search-index-at-start.test.ts.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  type ServerProcess,
  countWords,
  fixtureSite,
  push,
  recordSet,
  startServer,
  writeRecords,
} from '../support/push';

const COUNT = 300;

/** Pushes `bravo` over a pushed `alpha` and kills the server when a line of the push matches `when`. */
async function killDuringPush(when: RegExp) {
  const site = fixtureSite(recordSet('build', 10));
  const servers: ServerProcess[] = [];
  const start = async () => {
    servers.push(await startServer(site));
    return servers[servers.length - 1];
  };
  try {
    let server = await start();
    const alpha = writeRecords(path.join(site.dir, 'alpha.json'), recordSet('alpha', COUNT));
    assert.equal((await push(server.port, alpha, {args: ['--batch-size', '100']})).code, 0);

    const bravo = writeRecords(path.join(site.dir, 'bravo.json'), recordSet('bravo', COUNT));
    let killed = false;
    const run = await push(server.port, bravo, {
      args: ['--batch-size', '10'],
      onLine: (line) => {
        if (!killed && when.test(line)) {
          killed = server.child.kill('SIGKILL');
        }
      },
    });
    assert.ok(killed, `the push never printed a line matching ${when}:\n${run.stdout}${run.stderr}`);
    await server.exited;

    for (const file of fs.readdirSync(site.dataDir).filter((f) => f.endsWith('.json'))) {
      assert.doesNotThrow(() => JSON.parse(fs.readFileSync(path.join(site.dataDir, file), 'utf8')), file);
    }
    server = await start();
    const view = await countWords(server.port, ['alpha', 'bravo', 'build']);
    server.child.kill('SIGTERM');
    await server.exited;
    return {view, run};
  } finally {
    for (const {child} of servers)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(site.dir, {recursive: true, force: true});
  }
}

test(
  'killed while the batches go out: after a restart the index is the old one, whole',
  {timeout: 120_000},
  async () => {
    const {view, run} = await killDuringPush(/batch 5\/30 sent/);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /Could not reach/);
    assert.deepEqual(view, [COUNT, 0, 0]);
  },
);

test(
  'killed just after the swap: after a restart the index is the new one, whole',
  {timeout: 120_000},
  async () => {
    const {view} = await killDuringPush(/swapped/);
    assert.deepEqual(view, [0, COUNT, 0]);
  },
);
