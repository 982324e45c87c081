/**
 * Child processes as the benchmarks run them: servers on a free loopback port,
 * waited for until they answer, stopped (with their process group when they
 * lead one), their memory read from /proc, and CPUs shared out between them.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import type {BenchContext} from './types';

/** A port nobody listens on right now, from the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls until `check` is true; rejects after `timeoutMs`, or as soon as `check` throws. */
export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  intervalMs = 100,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`not ready within ${timeoutMs / 1000} s`);
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Resolves once `url` answers 200; rejects if `child` exits first, or after `timeoutMs`. */
async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  let status = 0;
  try {
    await waitFor(async () => {
      if (exited(child)) throw new Error(`${url}: the server exited (${child.exitCode ?? child.signalCode})`);
      status = await fetch(url).then(
        (response) => response.status,
        () => 0,
      );
      return status === 200;
    }, timeoutMs);
  } catch (error) {
    if (exited(child)) throw error;
    throw new Error(
      `${url}: no 200 within ${timeoutMs / 1000} s (${status ? `the last answer was ${status}` : 'no answer'})`,
    );
  }
}

/** SIGTERM (to the whole group when `group`), SIGKILL after 10 s; resolves once the child has exited. */
export async function stopChild(child: ChildProcess, {group = false} = {}): Promise<void> {
  if (exited(child)) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group) process.kill(-child.pid!, name);
      else child.kill(name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

/** Resident memory of a process, from /proc/<pid>/status (Linux). */
export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!kb) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kb[1]) * 1024;
}

export type ChildServer = {origin: string; port: number; child: ChildProcess; stop: () => Promise<void>};

export type ServeOptions = {
  cwd?: string;
  /** Added to this process's environment (and PORT, the port). */
  env?: NodeJS.ProcessEnv;
  /** The path that must answer 200 before the server counts as up. */
  urlPath?: string;
  /** The port to listen on; a free one by default. */
  port?: number;
  /** Its own process group, stopped as a whole: for CLIs that run the server in a child of their own. */
  detached?: boolean;
  timeoutMs?: number;
};

/** Runs `command(port)` as a child process (PORT=port); resolves once it answers 200 on 127.0.0.1:port. */
export async function serveChild(
  command: (port: number) => string[],
  {cwd, env = {}, urlPath = '/', port, detached = false, timeoutMs}: ServeOptions = {},
): Promise<ChildServer> {
  const listen = port ?? (await freePort());
  const [file, ...args] = command(listen);
  const child = spawn(file, args, {
    cwd,
    env: {...process.env, ...env, PORT: String(listen)},
    stdio: ['ignore', 'ignore', 'pipe'],
    detached,
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const origin = `http://127.0.0.1:${listen}`;
  const stop = () => stopChild(child, {group: detached});
  try {
    await waitForHttp(origin + urlPath, child, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {origin, port: listen, child, stop};
}

/** The production server (server/server.ts) over the build, as `npm run serve` runs it. */
export function productionServer(
  context: Pick<BenchContext, 'root' | 'buildDir'>,
  options: Pick<ServeOptions, 'urlPath' | 'port' | 'env'> = {},
): Promise<ChildServer> {
  return serveChild(() => [process.execPath, '--import', 'tsx', 'server/server.ts'], {
    ...options,
    cwd: context.root,
    env: {...options.env, HOST: '127.0.0.1', BUILD_DIR: context.buildDir},
  });
}

/** The CPUs this process may run on, from `taskset -pc` ("pid 42's current affinity list: 0,2-3"). */
function allowedCpus(): number[] {
  const output = execFileSync('taskset', ['-pc', String(process.pid)], {encoding: 'utf8'});
  const list = /:\s*([\d,-]+)\s*$/.exec(output)?.[1];
  if (!list) throw new Error(`taskset -pc: no CPU list in "${output.trim()}"`);
  return list.split(',').flatMap((range) => {
    const [first, last = first] = range.split('-').map(Number);
    return Array.from({length: last - first + 1}, (_, i) => first + i);
  });
}

/**
 * CPUs for comparing two servers under load on a machine whose speed drifts: the load generator
 * (this process) alone on one, both servers on another, where the kernel shares it fairly between
 * them. Undefined (no pinning) with fewer than two CPUs allowed, or without util-linux's `taskset`.
 */
export function comparisonCpus(): {load: number; servers: number} | undefined {
  let cpus: number[];
  try {
    cpus = allowedCpus();
  } catch {
    return undefined;
  }
  return cpus.length < 2 ? undefined : {load: cpus[0], servers: cpus[cpus.length - 1]};
}

/** Runs `task` with every thread of this process on `cpu`, then puts back the CPUs it had. */
export async function onCpu<T>(cpu: number, task: () => Promise<T>): Promise<T> {
  const pid = String(process.pid);
  const allowed = allowedCpus().join(',');
  execFileSync('taskset', ['-a', '-pc', String(cpu), pid], {stdio: 'ignore'});
  try {
    return await task();
  } finally {
    execFileSync('taskset', ['-a', '-pc', allowed, pid], {stdio: 'ignore'});
  }
}
