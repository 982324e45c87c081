/**
 * The production server (`npm run serve`, server/server.ts) as a child process,
 * and the output of any child process, collected.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {REPO_ROOT} from '../../scripts/lib/repo-root';

/** How a child process ended: its exit code, its output, and when it exited (Date.now()). */
export type Run = {code: number | null; stdout: string; stderr: string; at: number};

/** Collects a child's output; `onLine` sees each line of its stdout as it comes. */
export function collect(child: ChildProcess, onLine: (line: string) => void = () => {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  let pending = '';
  let at = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(onLine);
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
  child.once('exit', () => (at = Date.now()));
  return new Promise((resolve) => child.on('close', (code) => resolve({code, stdout, stderr, at})));
}

export type ServerProcess = {port: number; child: ChildProcess; exited: Promise<Run>};

/**
 * server/server.ts on 127.0.0.1 and `port` (0: a free one), with PATH and `env` as its only
 * environment (analytics off unless `env` says otherwise); resolves once it listens, rejects if it exits first.
 */
export function startServer(env: NodeJS.ProcessEnv, port = 0): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/server.ts')], {
    cwd: REPO_ROOT,
    // Analytics off unless `env` turns them on: the tests' searches are not readers'.
    env: {PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', SEARCH_ANALYTICS: '0', ...env},
  });
  return new Promise<ServerProcess>((resolve, reject) => {
    const exited = collect(child, (line) => {
      const match = line.match(/Serving http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) resolve({port: Number(match[1]), child, exited});
    });
    void exited.then((run) =>
      reject(new Error(`server exited with ${run.code}: ${run.stderr}${run.stdout}`)),
    );
  });
}
