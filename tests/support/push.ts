/**
 * What the search:push tests share: small DocSearch record sets, a fixture
 * site, the push script and the production server run as child processes, and
 * the official client pointed at a loopback port.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import type {DocSearchRecord} from '../../search/records/records';
import {record} from './records';
import {APP_ID, API_KEY as SEARCH_KEY, INDEX_NAME as INDEX} from './docsearch';
import {REPO_ROOT} from '../../scripts/lib/repo-root';
import {collect, startServer as startServerProcess, type Run} from './server-process';

export {APP_ID, SEARCH_KEY, INDEX};
export type {ServerProcess} from './server-process';
export const ADMIN_KEY = 'test-admin-key-4f1c';

/** `count` records of one "version" of the docs: every record's content holds `word`. */
export function recordSet(word: string, count: number): DocSearchRecord[] {
  return Array.from({length: count}, (_, i) =>
    record(`record-${i}`, {
      url: `http://localhost:3000/page-${Math.floor(i / 10)}#section-${i}`,
      anchor: `section-${i}`,
      hierarchy: {lvl0: 'Settings', lvl1: `Page ${Math.floor(i / 10)}`},
      content: `The ${word} contest rule number ${i}`,
      weight: {position: i},
    }),
  );
}

/** A temporary folder with a one-page site and a records file, removed by the caller. */
export function fixtureSite(buildRecords: DocSearchRecord[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiznest-push-'));
  fs.mkdirSync(path.join(dir, 'build'));
  fs.writeFileSync(path.join(dir, 'build/index.html'), '<!doctype html><title>QuizNest</title>');
  fs.writeFileSync(path.join(dir, 'build/404.html'), '<!doctype html><title>Not found</title>');
  const recordsFile = path.join(dir, 'records.json');
  fs.writeFileSync(recordsFile, JSON.stringify(buildRecords));
  return {dir, buildDir: path.join(dir, 'build'), recordsFile, dataDir: path.join(dir, 'data')};
}

export function writeRecords(file: string, records: DocSearchRecord[]) {
  fs.writeFileSync(file, JSON.stringify(records));
  return file;
}

/** The official client, as a reader (search-only key) or as the push (admin key). */
export const client = (port: number, apiKey = SEARCH_KEY, appId = APP_ID) =>
  algoliasearch(appId, apiKey, {hosts: [{url: `127.0.0.1:${port}`, accept: 'readWrite', protocol: 'http'}]});

/** How many hits each word has, in one multi-query request (one consistent view of the index). */
export async function countWords(port: number, words: string[]): Promise<number[]> {
  const {results} = await client(port).search({
    requests: words.map((query) => ({indexName: INDEX, query, hitsPerPage: 1, distinct: false})),
  });
  return results.map((r) => ('nbHits' in r ? (r.nbHits ?? -1) : -1));
}

/** Runs `npm run search:push` (the script itself) against a port; `onLine` sees each line of output. */
export function push(
  port: number,
  recordsFile: string,
  {args = [] as string[], env = {} as NodeJS.ProcessEnv, onLine = (_line: string) => {}} = {},
): Promise<Run> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/search-push.ts'), '--records', recordsFile, ...args],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        ALGOLIA_ADMIN_API_KEY: ADMIN_KEY,
        ALGOLIA_HOSTS: `http://127.0.0.1:${port}`,
        ...env,
      },
    },
  );
  return collect(child, onLine);
}

/** `npm run serve` (server/server.ts) as a child process over the fixture site on a free port, with writes on. */
export function startServer(site: ReturnType<typeof fixtureSite>, env: NodeJS.ProcessEnv = {}) {
  return startServerProcess({
    BUILD_DIR: site.buildDir,
    SEARCH_RECORDS_FILE: site.recordsFile,
    SEARCH_DATA_DIR: site.dataDir,
    SEARCH_WRITES: '1',
    ALGOLIA_ADMIN_API_KEY: ADMIN_KEY,
    ...env,
  });
}

/** Every file in a folder with its content, to compare before and after. */
export function snapshot(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
}
