/**
 * Static serving: autocannon, 50 connections, 10 s (smoke: 1 s) on a doc page
 * with `accept-encoding: br, gzip`, against our production server
 * (search/server.ts), `docusaurus serve` of the same build, and nginx when it
 * is installed (a minimal config, gzip on), in the same run. Each server gets
 * a warm-up run first that is not counted. Also: our start-up time and memory.
 * autocannon runs as its own process (its CLI, `--json`), like a real client.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import type {BenchContext, BenchRow} from './types';

const PAGE = '/installation-guide/server-setup/vps/';
const CONNECTIONS = 50;

type Load = {requestsPerSecond: number; p99: number; non2xx: number; errors: number};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let status = 0;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(100);
  }
  const last = status ? `the last answer was ${status}` : 'no answer';
  throw new Error(`${url}: no 200 within ${timeoutMs} ms (${last})`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

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

/** Resident memory of a process, in MB (Linux), or undefined. */
function rssMegabytes(pid: number): number | undefined {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

async function ours(context: BenchContext) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'search/server.ts'], {
    cwd: context.root,
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: context.buildDir},
    stdio: 'ignore',
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}${PAGE}`, child);
    const startup = Date.now() - started;
    const rss = rssMegabytes(child.pid!);
    const load = await measure(context, 'production server', `http://127.0.0.1:${port}${PAGE}`);
    return {load, startup, rss};
  } finally {
    await stop(child);
  }
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
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: {...process.env, PORT: String(port), PAGE_FILE: path.join(context.buildDir, PAGE, 'index.html')},
    stdio: 'ignore',
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}${PAGE}`, child);
    return await measure(context, 'bare node:http', `http://127.0.0.1:${port}${PAGE}`);
  } finally {
    await stop(child);
  }
}

async function docusaurusServe(context: BenchContext) {
  const port = await freePort();
  const child = spawn(
    path.join(context.root, 'node_modules/.bin/docusaurus'),
    ['serve', '--dir', context.buildDir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {cwd: context.root, stdio: 'ignore', detached: true},
  );
  try {
    await waitForHttp(`http://127.0.0.1:${port}${PAGE}`, child);
    return await measure(context, 'docusaurus serve', `http://127.0.0.1:${port}${PAGE}`);
  } finally {
    // The CLI runs the server in a child of its own: stop the whole group it leads.
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await stop(child);
  }
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
  const child = spawn(binary, ['-c', config, '-p', dir], {stdio: 'ignore'});
  try {
    await waitForHttp(`http://127.0.0.1:${port}${PAGE}`, child);
    return await measure(context, 'nginx', `http://127.0.0.1:${port}${PAGE}`);
  } finally {
    await stop(child);
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const mine = await ours(context);
  const baseline = await docusaurusServe(context);
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
