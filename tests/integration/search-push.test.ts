/**
 * The scale path, end to end on loopback: `npm run search:push` (the real
 * script, the official client's replaceAllObjects + setSettings) publishes to
 * our production server, then the official client's search finds what was
 * pushed; a second push swaps the whole index at once while readers search.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {FastifyInstance} from 'fastify';
import {createServer} from '../../server/server';
import {searchConfig} from '../../search/config';
import {writeConfig} from '../../search/service/backend';
import extensions from '../../search/extensions.json';
import settings from '../../search/settings.json';
import {SITE_INDEX} from '../../search/site-index';
import {
  ADMIN_KEY,
  INDEX,
  client,
  countWords,
  fixtureSite,
  push,
  recordSet,
  writeRecords,
} from '../support/push';

const COUNT = 240;
const site = fixtureSite(recordSet('alpha', COUNT));
let app: FastifyInstance;
let port: number;

async function start() {
  app = await createServer({
    buildDir: site.buildDir,
    search: searchConfig({SEARCH_RECORDS_FILE: site.recordsFile}),
    writes: writeConfig({
      SEARCH_WRITES: '1',
      ALGOLIA_ADMIN_API_KEY: ADMIN_KEY,
      SEARCH_DATA_DIR: site.dataDir,
    }),
  });
  await app.listen({port: 0, host: '127.0.0.1'});
  port = (app.server.address() as AddressInfo).port;
}

before(start);
after(async () => {
  await app.close();
  fs.rmSync(site.dir, {recursive: true, force: true});
});

test('before any push the service answers from the build’s records', async () => {
  assert.deepEqual(await countWords(port, ['alpha', 'bravo']), [COUNT, 0]);
});

test('search:push publishes the records, settings and synonyms; the official client then finds them', async () => {
  const records = writeRecords(path.join(site.dir, 'bravo.json'), recordSet('bravo', COUNT));
  const run = await push(port, records, {args: ['--batch-size', '25']});
  assert.equal(run.code, 0, run.stderr);
  assert.match(
    run.stdout,
    /Pushing 240 records to index "quiznest-docs" on http:\/\/127\.0\.0\.1:\d+: 10 batches/,
  );
  assert.match(run.stdout, /batch 10\/10 sent \(240 records\)/);
  assert.match(run.stdout, /swapped: moved quiznest-docs_tmp_\d+ over quiznest-docs/);
  assert.match(run.stdout, /Done: 240 records in 10 batches .* s\.\n/);

  const {hits, nbHits} = await client(port).searchSingleIndex({
    indexName: INDEX,
    // 42: the one record with that number (records 170–179 would also match "17" in their title, Page 17).
    searchParams: {query: 'rule 42 bravo', distinct: false},
  });
  assert.ok(nbHits && nbHits >= 1);
  assert.equal(hits[0].objectID, 'record-42');
  assert.deepEqual(await countWords(port, ['alpha', 'bravo']), [0, COUNT]);
  // The settings the DocSearch UI needs, read back with the admin key: to our own service, our
  // extensions too (hosted Algolia gets search/settings.json alone).
  assert.deepEqual(await client(port, ADMIN_KEY).getSettings({indexName: INDEX}), {
    ...settings,
    ...extensions,
  });
  // The synonyms of search/synonyms.json, replacing the index's, read back the same way.
  assert.match(run.stdout, new RegExp(`synonyms replaced \\(${SITE_INDEX.synonyms.length} synonyms\\)`));
  const stored = await client(port, ADMIN_KEY).searchSynonyms({
    indexName: INDEX,
    searchSynonymsParams: {hitsPerPage: 1000},
  });
  assert.equal(stored.nbHits, SITE_INDEX.synonyms.length);
  assert.deepEqual(
    stored.hits.map((h) => h.objectID).sort(),
    SITE_INDEX.synonyms.map((s) => s.objectID).sort(),
  );
  // No temporary index is left behind.
  assert.deepEqual(fs.readdirSync(site.dataDir), [`${INDEX}.json`]);
});

test('a second push swaps atomically: readers see all of the old index or all of the new', async () => {
  const records = writeRecords(path.join(site.dir, 'charlie.json'), recordSet('charlie', COUNT));
  const seen = new Set<string>();
  let phase = 'before' as 'before' | 'batches' | 'swapped';
  let duringBatches = 0;
  let pushing = true;
  const reader = (async () => {
    while (pushing) {
      const view = (await countWords(port, ['bravo', 'charlie'])).join('/');
      seen.add(view);
      if (phase === 'batches') duringBatches += 1;
    }
  })();
  const run = await push(port, records, {
    args: ['--batch-size', '10'],
    onLine: (line) => {
      if (line.includes('batch 1/')) phase = 'batches';
      if (line.includes('swapped')) phase = 'swapped';
    },
  });
  pushing = false;
  await reader;
  assert.equal(run.code, 0, run.stderr);
  for (const view of seen) assert.ok(view === `${COUNT}/0` || view === `0/${COUNT}`, `a reader saw ${view}`);
  assert.ok(duringBatches > 0, 'searches ran while the batches were being sent');
  assert.deepEqual(await countWords(port, ['bravo', 'charlie']), [0, COUNT]);
});

test('the pushed index survives a restart; a newer build wins over it', async () => {
  await app.close();
  await start();
  assert.deepEqual(await countWords(port, ['alpha', 'charlie']), [0, COUNT]);

  await app.close();
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(site.recordsFile, later, later); // as if `npm run build` ran after the push
  await start();
  assert.deepEqual(await countWords(port, ['alpha', 'charlie']), [COUNT, 0]);
});

test('failures are one clear sentence and a non-zero exit, and change nothing', async () => {
  const records = writeRecords(path.join(site.dir, 'delta.json'), recordSet('delta', 30));
  const before = fs.readFileSync(path.join(site.dataDir, `${INDEX}.json`), 'utf8');

  const wrongKey = await push(port, records, {env: {ALGOLIA_ADMIN_API_KEY: 'not-the-admin-key'}});
  assert.equal(wrongKey.code, 1);
  assert.match(wrongKey.stderr, /refused the key \(403 Invalid Application-ID or API key\)/);

  const searchKey = await push(port, records, {env: {ALGOLIA_ADMIN_API_KEY: 'quiznest-search-only-key'}});
  assert.equal(searchKey.code, 1);
  assert.match(searchKey.stderr, /403 Method not allowed with this API key/);

  const closed = await push(1, records);
  assert.equal(closed.code, 1);
  assert.match(closed.stderr, /Could not reach http:\/\/127\.0\.0\.1:1/);

  const empty = await push(port, writeRecords(path.join(site.dir, 'empty.json'), []));
  assert.equal(empty.code, 2);
  assert.match(empty.stderr, /holds no records/);

  const noKey = await push(port, records, {env: {ALGOLIA_ADMIN_API_KEY: ''}});
  assert.equal(noKey.code, 2);
  assert.match(noKey.stderr, /Set ALGOLIA_ADMIN_API_KEY/);

  assert.equal(fs.readFileSync(path.join(site.dataDir, `${INDEX}.json`), 'utf8'), before);
  assert.deepEqual(await countWords(port, ['alpha', 'delta']), [COUNT, 0]);
});

test('--dry-run sends nothing; --help explains the command', async () => {
  const records = writeRecords(path.join(site.dir, 'echo.json'), recordSet('echo', 30));
  const dry = await push(port, records, {args: ['--dry-run']});
  assert.equal(dry.code, 0, dry.stderr);
  assert.match(dry.stdout, /Dry run: nothing sent/);
  // Our extensions go to our own service, never to hosted Algolia (which would refuse them).
  assert.match(dry.stdout, /Settings to apply: .*optionalWordsByRarity/);
  const hosted = await push(port, records, {
    args: ['--dry-run'],
    env: {ALGOLIA_HOSTS: '', ALGOLIA_APP_ID: 'HOSTEDAPP'},
  });
  assert.equal(hosted.code, 0, hosted.stderr);
  assert.match(hosted.stdout, /on Algolia|HOSTEDAPP/);
  assert.doesNotMatch(hosted.stdout, /optionalWordsByRarity/);
  assert.deepEqual(await countWords(port, ['echo']), [0]);
  const help = await push(port, records, {args: ['--help']});
  assert.match(help.stdout, /Usage: npm run search:push/);
  const bad = await push(port, records, {args: ['--batch-size', 'lots']});
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--batch-size must be a whole number/);
});
