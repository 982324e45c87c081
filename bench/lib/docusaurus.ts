/**
 * Docusaurus as the benchmarks drive it: production builds with caches cleared
 * (timed, with peak memory; of the repository's site or of a variant in a
 * directory of its own), the dev server from a cold start to its first
 * 200, and `docusaurus serve` of a build (the baseline server).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {freePort, serveChild, type ChildServer} from './processes';
import type {BenchContext} from './types';

/** Environment that builds the same site with stock webpack, Babel and Terser (docusaurus.config.ts). */
export const WEBPACK = {DOCUSAURUS_BUNDLER: 'webpack'};

/**
 * Environment that builds the site as stock Docusaurus with the Algolia theme: the stock DocSearch
 * client for hosted Algolia (search/config.ts, nothing aliased), and none of the project's theme
 * additions (docusaurus.config.ts).
 */
export const STOCK_ALGOLIA = {
  BENCH_BASELINE: 'stock',
  ALGOLIA_APP_ID: 'BENCHAPP',
  ALGOLIA_SEARCH_API_KEY: 'bench-search-key',
  ALGOLIA_INDEX_NAME: 'bench-docs',
};

const TIME = '/usr/bin/time';

/**
 * Deletes what Docusaurus and its bundlers cache between runs, as `npm run clear` does. A site
 * directory whose node_modules is a link (a variant's, to the repository's) has no bundler cache
 * of its own there: that one is left alone.
 */
function clearCaches(siteDir: string): void {
  const linked = fs.lstatSync(path.join(siteDir, 'node_modules'), {throwIfNoEntry: false})?.isSymbolicLink();
  for (const dir of ['.docusaurus', ...(linked ? [] : ['node_modules/.cache'])]) {
    fs.rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  }
}

function docusaurusBin(root: string): string {
  return path.join(root, 'node_modules/.bin/docusaurus');
}

/** Runs a command to completion; rejects with the end of its output when it fails. */
function runToEnd(command: string, args: string[], options: {cwd: string; env: NodeJS.ProcessEnv}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {...options, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code ?? signal}:\n${output}`),
        );
    });
  });
}

export type BuildFigures = {seconds: number; peakRssMB?: number};

type BuildOptions = {
  /** Keep the caches of earlier builds (.docusaurus, node_modules/.cache). */
  warm?: boolean;
  /**
   * Build another site than the repository's: a directory of its own (its docs, sidebars, static
   * files and generated .docusaurus/ are its own, so the repository's are never touched), with
   * `config` (absolute) as its docusaurus config, which resolves plugins from its own directory.
   * Docusaurus resolves React from the site directory: link its node_modules to the repository's.
   */
  siteDir?: string;
  config?: string;
};

/**
 * `docusaurus build --out-dir outDir` with `env` added, caches cleared first
 * (unless `warm`). The search records go to a file next to the output, so
 * search-index/records.json is left alone. Peak memory is the maximum resident
 * set size of the build process, from GNU time when it is installed.
 */
export async function build(
  root: string,
  outDir: string,
  env: Record<string, string> = {},
  {warm = false, siteDir, config}: BuildOptions = {},
): Promise<BuildFigures> {
  if (!warm) clearCaches(siteDir ?? root);
  fs.rmSync(outDir, {recursive: true, force: true});
  const records = `${outDir}-records.json`;
  const memoryFile = path.join(os.tmpdir(), `bench-rss-${process.pid}-${Date.now()}.txt`);
  const command = [
    docusaurusBin(root),
    'build',
    ...(siteDir ? [siteDir] : []),
    '--out-dir',
    outDir,
    ...(config ? ['--config', config] : []),
  ];
  const timed = fs.existsSync(TIME);
  const started = performance.now();
  await runToEnd(
    timed ? TIME : command[0],
    timed ? ['-f', '%M', '-o', memoryFile, ...command] : command.slice(1),
    {
      cwd: root,
      env: {...process.env, SEARCH_RECORDS_FILE: records, ...env, FORCE_COLOR: '0'},
    },
  );
  const seconds = (performance.now() - started) / 1000;
  fs.rmSync(records, {force: true});
  if (!timed) return {seconds};
  const kilobytes = Number(fs.readFileSync(memoryFile, 'utf8').trim().split('\n').pop());
  fs.rmSync(memoryFile, {force: true});
  return {seconds, peakRssMB: kilobytes / 1024};
}

export type DevServer = {base: string; secondsToFirst200: number; stop: () => Promise<void>};

/** `docusaurus start` (caches cleared first), timed from spawn to the first 200 on `/`. */
export async function startDevServer(root: string, env: Record<string, string> = {}): Promise<DevServer> {
  clearCaches(root);
  const port = await freePort();
  const started = performance.now();
  const server = await serveChild(
    () => [docusaurusBin(root), 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    // Its own process group, so that stopping it stops the bundler's workers too.
    {cwd: root, env: {...env, BROWSER: 'none', FORCE_COLOR: '0'}, port, detached: true, timeoutMs: 300_000},
  );
  return {base: server.origin, secondsToFirst200: (performance.now() - started) / 1000, stop: server.stop};
}

/**
 * Stock `docusaurus serve` of the build (no compression, no cache headers), the baseline
 * server; the CLI runs the server in a child of its own, so the whole group is stopped.
 */
export function docusaurusServe(
  context: Pick<BenchContext, 'root' | 'buildDir'>,
  urlPath = '/',
): Promise<ChildServer> {
  return serveChild(
    (port) => [
      docusaurusBin(context.root),
      'serve',
      '--dir',
      context.buildDir,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {cwd: context.root, urlPath, detached: true},
  );
}
