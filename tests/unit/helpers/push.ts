/**
 * What the search:push tests share: small DocSearch record sets, a fixture
 * site, the push script and the production server run as child processes, and
 * the official client pointed at a loopback port.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import type {DocSearchRecord} from '../../../search/records';

export const ROOT = path.resolve(__dirname, '../../..');
export const APP_ID = 'QUIZNEST';
export const SEARCH_KEY = 'quiznest-search-only-key';
export const ADMIN_KEY = 'test-admin-key-4f1c';
export const INDEX = 'quiznest-docs';

/** `count` records of one "version" of the docs: every record's content holds `word`. */
export function recordSet(word: string, count: number): DocSearchRecord[] {
  return Array.from({length: count}, (_, i) => {
    const url = `http://localhost:3000/page-${Math.floor(i / 10)}#section-${i}`;
    return {
      objectID: `record-${i}`,
      url,
      url_without_anchor: url.split('#')[0],
      anchor: `section-${i}`,
      type: 'content',
      hierarchy: {
        lvl0: 'Settings',
        lvl1: `Page ${Math.floor(i / 10)}`,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: `The ${word} contest rule number ${i}`,
      weight: {pageRank: 0, level: 0, position: i},
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      version: 'current',
    };
  });
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

export type Run = {code: number | null; stdout: string; stderr: string};

/** Runs `npm run search:push` (the script itself) against a port; `onLine` sees each line of output. */
export function push(
  port: number,
  recordsFile: string,
  {args = [] as string[], env = {} as NodeJS.ProcessEnv, onLine = (_line: string) => {}} = {},
): Promise<Run> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/search-push.ts'), '--records', recordsFile, ...args],
    {
      cwd: ROOT,
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

function collect(child: ChildProcess, onLine: (line: string) => void): Promise<Run> {
  let stdout = '';
  let stderr = '';
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(onLine);
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({code, stdout, stderr})));
}

export type ServerProcess = {port: number; child: ChildProcess; exited: Promise<Run>};

/** `npm run serve` (search/server.ts) as a child process on a free port, with writes on. */
export function startServer(site: ReturnType<typeof fixtureSite>, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'search/server.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      BUILD_DIR: site.buildDir,
      SEARCH_RECORDS_FILE: site.recordsFile,
      SEARCH_DATA_DIR: site.dataDir,
      SEARCH_WRITES: '1',
      ALGOLIA_ADMIN_API_KEY: ADMIN_KEY,
      ...env,
    },
  });
  return new Promise<ServerProcess>((resolve, reject) => {
    const exited = collect(child, (line) => {
      const match = line.match(/(?:listening at|Serving) http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) resolve({port: Number(match[1]), child, exited});
    });
    void exited.then((run) =>
      reject(new Error(`server exited with ${run.code}: ${run.stderr}${run.stdout}`)),
    );
  });
}

/** Every file in a folder with its content, to compare before and after. */
export function snapshot(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
}
