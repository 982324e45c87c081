/**
 * Persistence of pushed indexes: the production server is killed (SIGKILL,
 * no chance to clean up) in the middle of a push; started again on the same
 * data, it serves the old index or the new one, whole, never a mix or a
 * broken file. Plus the start-up rules of the store.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {IndexStore} from '../../search/store';
import {
  INDEX,
  type ServerProcess,
  countWords,
  fixtureSite,
  push,
  recordSet,
  startServer,
  writeRecords,
} from './helpers/push';

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
    assert.ok(killed, `the push never printed a line matching ${when}`);
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

test('at start, leftovers of an interrupted write are removed and never loaded', () => {
  const site = fixtureSite(recordSet('build', 3));
  try {
    fs.mkdirSync(site.dataDir);
    const leftover = path.join(site.dataDir, `${INDEX}.json.1234.99.tmp`);
    fs.writeFileSync(leftover, '{"settings": {}, "records": [');
    const store = IndexStore.open({
      dataDir: site.dataDir,
      seed: {indexName: INDEX, recordsFile: site.recordsFile},
    });
    assert.equal(fs.existsSync(leftover), false);
    assert.equal(store.records(INDEX)?.length, 3);
  } finally {
    fs.rmSync(site.dir, {recursive: true, force: true});
  }
});

test('at start, the newer of the build’s records and a pushed copy wins', () => {
  const site = fixtureSite(recordSet('build', 3));
  try {
    const pushed = IndexStore.open({dataDir: site.dataDir});
    pushed.batch(INDEX, [{action: 'addObject', body: {objectID: 'pushed', content: 'pushed'}}]);
    const file = path.join(site.dataDir, `${INDEX}.json`);
    const open = () =>
      IndexStore.open({dataDir: site.dataDir, seed: {indexName: INDEX, recordsFile: site.recordsFile}})
        .records(INDEX)
        ?.map((r) => r.objectID);

    const [older, newer] = [new Date(Date.now() - 60_000), new Date()];
    fs.utimesSync(site.recordsFile, older, older);
    fs.utimesSync(file, newer, newer);
    assert.deepEqual(open(), ['pushed']);

    fs.utimesSync(site.recordsFile, newer, newer);
    fs.utimesSync(file, older, older);
    assert.deepEqual(open(), ['record-0', 'record-1', 'record-2']);
  } finally {
    fs.rmSync(site.dir, {recursive: true, force: true});
  }
});

test('a damaged index file stops the start with a sentence naming it', () => {
  const site = fixtureSite(recordSet('build', 3));
  try {
    fs.mkdirSync(site.dataDir);
    fs.writeFileSync(path.join(site.dataDir, 'docs.json'), '{"settings": {}, "rec');
    assert.throws(() => IndexStore.open({dataDir: site.dataDir}), /docs\.json is not valid JSON/);
  } finally {
    fs.rmSync(site.dir, {recursive: true, force: true});
  }
});
