/**
 * What the index store loads at start, before any request: leftovers of an
 * interrupted write are removed, the newer of the build's records and a pushed
 * copy wins, and a damaged file stops the start. (A server killed during a
 * push: tests/integration/search-persistence.test.ts.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {IndexStore} from '../../search/service/store';
import {INDEX, fixtureSite, recordSet} from '../support/push';

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
