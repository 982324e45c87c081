/**
 * The search service as the load tests and benchmarks measure it, in one place:
 * - `siteRecords(root)`: the site's real DocSearch records (search-index/records.json
 *   after `npm run build`, otherwise built in-process from docs/ and sidebars.ts);
 * - `docSearchBody(query)` / `QUERIES_PATH`: a multi-query request exactly as the
 *   DocSearch dialog sends it (text/plain JSON body, credentials in the query string);
 * - `startSearchService()`: the service in this process, on 127.0.0.1 and a free port;
 * - `spawnSearchService()`: the service in a child process (so that its memory is
 *   measured apart from the load generator's), with `rssBytes()` from /proc;
 * - `loadRequests()` / `runLoad()`: autocannon over the query mix of queries.ts.
 *
 * Run directly (`node --import tsx scripts/bench/search-service.ts`) it is the child:
 * it serves on 127.0.0.1:$PORT (0: any free port) and prints `{"port": N}` on stdout.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type {AddressInfo} from 'node:net';
import autocannon from 'autocannon';
import {EMBEDDED_DEFAULTS, searchConfig} from '../../search/config';
import {SearchIndex} from '../../search/engine';
import {frontMatter, parseMdx} from '../../search/markdown';
import {buildRecords, type DocSearchRecord, type PageInput} from '../../search/records';
import {createSearchService} from '../../search/service';
import {QUERY_MIX} from './queries';
import {docSearchBody as body, docSearchRequest as request, queriesPath} from './docsearch-request';

const SITE_URL = 'http://localhost:3000';
export const {appId: APP_ID, apiKey: API_KEY, indexName: INDEX_NAME} = EMBEDDED_DEFAULTS;

/** The multi-query path with the embedded service's credentials. */
export const QUERIES_PATH = queriesPath(APP_ID, API_KEY);

/** The parameters of the DocSearch dialog's one query, on the embedded index by default. */
export const docSearchRequest = (query: string, indexName = INDEX_NAME) => request(query, indexName);

/** The body of a DocSearch multi-query request for `query`. */
export const docSearchBody = (query: string) => body(query, INDEX_NAME);

// ---------------------------------------------------------------------------
// Records

type SidebarItem =
  string | {type: string; label?: string; id?: string; link?: {id?: string}; items?: SidebarItem[]};

/** Doc id -> the label of the top-level sidebar item above it (the records' lvl0), as search/plugin.ts does. */
async function lvl0ByDoc(root: string): Promise<Map<string, string>> {
  const sidebars = (await import(path.join(root, 'sidebars.ts'))) as {default: Record<string, SidebarItem[]>};
  const config = (sidebars.default ?? sidebars) as Record<string, SidebarItem[]>;
  const map = new Map<string, string>();
  const visit = (item: SidebarItem, lvl0: string | undefined) => {
    if (typeof item === 'string') return void map.set(item, lvl0 ?? '');
    if (item.type === 'doc' && item.id) map.set(item.id, lvl0 ?? '');
    if (item.link?.id) map.set(item.link.id, lvl0 ?? item.label ?? '');
    for (const child of item.items ?? []) visit(child, lvl0 ?? item.label);
  };
  for (const item of Object.values(config).flat())
    visit(item, typeof item === 'string' ? undefined : item.label);
  return map;
}

/** The URL Docusaurus gives a doc (routeBasePath "/"): its path without .md, index.md as the folder, or its slug. */
function permalink(id: string, slug: unknown): string {
  if (typeof slug === 'string') return slug.startsWith('/') ? slug : `/${path.posix.dirname(id)}/${slug}`;
  return id.endsWith('/index') || id === 'index' ? `/${id.slice(0, -'index'.length)}` : `/${id}`;
}

/** Every doc under docs/ as record input (the generated category pages are left out). */
async function docPages(root: string): Promise<PageInput[]> {
  const docs = path.join(root, 'docs');
  const labels = await lvl0ByDoc(root);
  return fs
    .readdirSync(docs, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => {
      const source = fs.readFileSync(path.join(docs, file), 'utf8');
      const id = file
        .split(path.sep)
        .join('/')
        .replace(/\.mdx?$/, '');
      const front = frontMatter(parseMdx(source));
      const title = String(front.title ?? path.posix.basename(id));
      const label = labels.get(id) || String(front.sidebar_label ?? title);
      return {permalink: permalink(id, front.slug), title, lvl0: label, source};
    });
}

/** The site's records: the build's when there is one (SEARCH_RECORDS_FILE), else built from docs/ now. */
export async function siteRecords(root: string): Promise<DocSearchRecord[]> {
  const file = searchConfig(process.env, root).recordsFile;
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as DocSearchRecord[];
  return buildRecords(await docPages(root), SITE_URL);
}

// ---------------------------------------------------------------------------
// The service, here or in a child process

export type RunningService = {url: string; close: () => Promise<void>};

/** The search service in this process over `records`, on 127.0.0.1 and a free port (or `port`). */
export async function startSearchService(records: DocSearchRecord[], port = 0): Promise<RunningService> {
  const index = new SearchIndex(INDEX_NAME, records);
  const app = await createSearchService({
    appId: APP_ID,
    apiKey: API_KEY,
    index: (name) => (name === INDEX_NAME ? index : undefined),
  });
  await app.listen({port, host: '127.0.0.1'});
  const address = app.server.address() as AddressInfo;
  return {url: `http://127.0.0.1:${address.port}`, close: () => app.close()};
}

export type ChildService = RunningService & {
  pid: number;
  rssBytes: () => number;
  /** The child's V8 heap in use right after a full collection (what it retains), in bytes. */
  heapAfterGc: () => Promise<number>;
};

/** Resident memory of a process, from /proc/<pid>/status (Linux). */
export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!kb) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kb[1]) * 1024;
}

/** The search service over the site's records in a child Node process; resolves once it listens. */
export async function spawnSearchService(root: string, port = 0): Promise<ChildService> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', __filename], {
    cwd: root,
    env: {...process.env, PORT: String(port)},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The child writes one JSON line when it listens, then one per SIGUSR2 (its heap after a full GC).
  const lines = readline.createInterface({input: child.stdout!});
  const nextLine = () =>
    new Promise<Record<string, number>>((resolve) =>
      lines.once('line', (line) => resolve(JSON.parse(line) as Record<string, number>)),
    );
  const listening = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the search service exited (${code}) before listening`)));
    void nextLine().then((line) => resolve(line.port));
  });
  return {
    url: `http://127.0.0.1:${listening}`,
    pid: child.pid!,
    rssBytes: () => rssBytes(child.pid!),
    heapAfterGc: async () => {
      const line = nextLine();
      child.kill('SIGUSR2');
      return (await line).heapUsed;
    },
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---------------------------------------------------------------------------
// Load

/** One autocannon request per query of the mix (each connection cycles through them). */
export function loadRequests(queries: readonly string[] = QUERY_MIX): autocannon.Request[] {
  return queries.map((query) => ({
    method: 'POST',
    path: QUERIES_PATH,
    headers: {'content-type': 'text/plain'},
    body: docSearchBody(query),
  }));
}

export type LoadOptions = {url: string; seconds: number; connections: number; queries?: readonly string[]};

/** autocannon against the multi-query route with the query mix; the caller judges the result. */
export function runLoad({url, seconds, connections, queries}: LoadOptions): Promise<autocannon.Result> {
  return autocannon({url, duration: seconds, connections, timeout: 10, requests: loadRequests(queries)});
}

/** Every way a load run can fail: connection errors, timeouts, and non-2xx answers. */
export const failures = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;

if (require.main === module) {
  void (async () => {
    const service = await startSearchService(await siteRecords(process.cwd()), Number(process.env.PORT ?? 0));
    process.stdout.write(`${JSON.stringify({port: Number(new URL(service.url).port)})}\n`);
    const stop = () => void service.close().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    // Retained memory on demand: a full collection, then the heap in use (run with --expose-gc).
    const gc = (globalThis as {gc?: () => void}).gc;
    process.on('SIGUSR2', () => {
      gc?.();
      process.stdout.write(`${JSON.stringify({heapUsed: process.memoryUsage().heapUsed})}\n`);
    });
  })();
}
