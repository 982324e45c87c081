/**
 * Static serving: autocannon, 50 connections, 10 s (smoke: 1 s) on a doc page
 * with `accept-encoding: br, gzip`, against our production server
 * (server/server.ts), `docusaurus serve` of the same build, and nginx when it
 * is installed (a minimal config, gzip on), in the same run. Each server gets
 * a warm-up run first that is not counted. Also: our start-up time and memory.
 * autocannon runs as its own process (its CLI, `--json`), like a real client.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {docusaurusServe} from './lib/docusaurus';
import {freePort, productionServer, rssBytes, serveChild, type ChildServer} from './lib/processes';
import type {BenchContext, BenchRow} from './lib/types';

const PAGE = '/installation-guide/server-setup/vps/';
const CONNECTIONS = 50;

type Load = {requestsPerSecond: number; p99: number; non2xx: number; errors: number};

function autocannon(root: string, url: string, seconds: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/autocannon'),
      ['--json', '-c', String(CONNECTIONS), '-d', String(seconds), '-H', 'accept-encoding=br, gzip', url],
      {stdio: ['ignore', 'pipe', 'ignore']},
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(output) as {
        requests: {average: number};
        latency: {p99: number};
        non2xx: number;
        errors: number;
      };
      resolve({
        requestsPerSecond: result.requests.average,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

/** A warm-up run, then the measured one. */
async function measure(context: BenchContext, name: string, url: string): Promise<Load> {
  context.log(`serving: ${name}: warm-up`);
  await autocannon(context.root, url, 1);
  context.log(`serving: ${name}: ${context.smoke ? 1 : 10} s at ${CONNECTIONS} connections`);
  const load = await autocannon(context.root, url, context.smoke ? 1 : 10);
  if (load.non2xx || load.errors)
    throw new Error(`${name}: ${load.non2xx} non-2xx answers, ${load.errors} errors`);
  return load;
}

/** A warm-up run and the measured one against `server` on PAGE, then the server stopped. */
async function measureAndStop(context: BenchContext, name: string, server: ChildServer): Promise<Load> {
  try {
    return await measure(context, name, `${server.origin}${PAGE}`);
  } finally {
    await server.stop();
  }
}

async function ours(context: BenchContext) {
  const port = await freePort();
  const started = Date.now();
  const server = await productionServer(context, {port, urlPath: PAGE});
  const startup = Date.now() - started;
  let rss: number | undefined;
  try {
    rss = Math.round(rssBytes(server.child.pid!) / 1024 / 1024);
  } catch {
    rss = undefined; // no /proc here
  }
  return {load: await measureAndStop(context, 'production server', server), startup, rss};
}

/**
 * The ceiling of this client on this machine: a bare node:http server answering
 * every request with the page's brotli bytes, computed once. When ours comes
 * close to it, the figure is bounded by the client and the machine, not by us.
 */
const BARE_SERVER = `
const http = require('node:http'), fs = require('node:fs'), zlib = require('node:zlib');
const body = zlib.brotliCompressSync(fs.readFileSync(process.env.PAGE_FILE));
const headers = ['content-type', 'text/html; charset=utf-8', 'content-encoding', 'br', 'content-length', String(body.length)];
http.createServer((request, response) => { response.writeHead(200, headers); response.end(body); }).listen(Number(process.env.PORT), '127.0.0.1');
`;

async function bareNode(context: BenchContext) {
  const server = await serveChild(() => [process.execPath, '-e', BARE_SERVER], {
    env: {PAGE_FILE: path.join(context.buildDir, PAGE, 'index.html')},
    urlPath: PAGE,
  });
  return measureAndStop(context, 'bare node:http', server);
}

async function nginx(context: BenchContext): Promise<Load | undefined> {
  const binary = spawnSync('which', ['nginx'], {encoding: 'utf8'}).stdout.trim();
  if (!binary) return undefined;
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const config = path.join(dir, 'nginx.conf');
  // Started as root, nginx runs its workers as `nobody`, who cannot read a build inside a private
  // directory (a clone under `mktemp -d` is 0700): every page would be a 404. Keep the bench's user.
  const workerUser = process.getuid?.() === 0 ? 'user root;\n' : '';
  fs.writeFileSync(
    config,
    `daemon off;
${workerUser}worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include ${path.dirname(binary) === '/usr/sbin' ? '/etc/nginx/mime.types' : 'mime.types'};
  access_log off;
  gzip on;
  gzip_types text/css application/javascript application/json image/svg+xml application/xml text/plain;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port};
    root ${path.resolve(context.buildDir)};
    location / { try_files $uri $uri/ $uri.html =404; }
  }
}
`,
  );
  try {
    const server = await serveChild(() => [binary, '-c', config, '-p', dir], {port, urlPath: PAGE});
    return await measureAndStop(context, 'nginx', server);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const mine = await ours(context);
  const baseline = await measureAndStop(context, 'docusaurus serve', await docusaurusServe(context, PAGE));
  const reference = await nginx(context);
  const ceiling = await bareNode(context);
  const judged = (pass: boolean) => (context.smoke ? undefined : pass);
  const ratio = mine.load.requestsPerSecond / baseline.requestsPerSecond;
  const nginxNote = reference
    ? `nginx (gzip on): ${Math.round(reference.requestsPerSecond)} req/s, p99 ${reference.p99} ms`
    : 'nginx is not installed here: not measured';
  const rows: BenchRow[] = [
    {
      area: 'Serving',
      metric: `doc page ${PAGE}, ${CONNECTIONS} connections, br/gzip accepted: throughput`,
      value: Math.round(mine.load.requestsPerSecond),
      unit: 'req/s',
      baseline: {name: 'docusaurus serve', value: Math.round(baseline.requestsPerSecond)},
      ratio: round(ratio),
      target: '≥ 10× docusaurus serve',
      pass: judged(ratio >= 10),
      note: nginxNote,
    },
    {
      area: 'Serving',
      metric: `doc page ${PAGE}, ${CONNECTIONS} connections: p99 latency`,
      value: mine.load.p99,
      unit: 'ms',
      baseline: {name: 'docusaurus serve', value: baseline.p99},
      ratio: round(mine.load.p99 / baseline.p99),
      target: 'p99 ≤ 20 ms',
      pass: judged(mine.load.p99 <= 20),
    },
    {
      area: 'Serving',
      metric: `doc page ${PAGE}: throughput, ours vs a bare node:http server writing the same bytes (this client's ceiling)`,
      value: Math.round(mine.load.requestsPerSecond),
      unit: 'req/s',
      baseline: {name: 'bare node:http', value: Math.round(ceiling.requestsPerSecond)},
      ratio: round(mine.load.requestsPerSecond / ceiling.requestsPerSecond),
      note: `bare node:http p99 ${ceiling.p99} ms`,
    },
    {
      area: 'Serving',
      metric:
        'production server start-up (load build/ into memory, br q6 + gzip, search index), until it answers',
      value: mine.startup,
      unit: 'ms',
    },
  ];
  if (mine.rss !== undefined) {
    rows.push({
      area: 'Serving',
      metric: 'production server memory after start (RSS)',
      value: mine.rss,
      unit: 'MB',
    });
  }
  if (reference) {
    rows.push({
      area: 'Serving',
      metric: `doc page ${PAGE}, ${CONNECTIONS} connections: throughput, ours vs nginx`,
      value: Math.round(mine.load.requestsPerSecond),
      unit: 'req/s',
      baseline: {name: 'nginx', value: Math.round(reference.requestsPerSecond)},
      ratio: round(mine.load.requestsPerSecond / reference.requestsPerSecond),
    });
  }
  return rows;
}
