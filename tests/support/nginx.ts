/**
 * Debian's nginx (scripts/ensure-nginx.cjs installs it) running the shipped site configuration
 * deploy/nginx/quiznest-docs.conf on loopback: its ports, server name, certificate paths and
 * webroot swapped for test ones, everything else as shipped, under a minimal main configuration
 * with Debian's own gzip default; a self-signed certificate made with openssl at test time.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {REPO_ROOT} from '../../scripts/lib/repo-root';
import {collect, type Run} from './server-process';

export const SITE_CONFIG = path.join(REPO_ROOT, 'deploy/nginx/quiznest-docs.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A port no one listens on now (the kernel's choice), for a server that cannot take port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on 127.0.0.1:`port` (each try waits for its answer). */
async function listening(port: number, exited: Promise<Run>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`nothing came to listen on ${port}: ${JSON.stringify(await exited)}`);
    const connected = await new Promise<boolean>((resolve) =>
      net
        .connect(port, '127.0.0.1', function (this: net.Socket) {
          this.destroy();
          resolve(true);
        })
        .once('error', () => resolve(false)),
    );
    if (connected) return;
  }
}

/** A self-signed certificate for `localhost` and 127.0.0.1, valid one day: its files, and the certificate as PEM. */
export function selfSignedCertificate(dir: string) {
  const cert = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  const run = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  if (run.status !== 0) throw new Error(`openssl failed: ${String(run.stderr)}`);
  return {cert, key, pem: fs.readFileSync(cert, 'utf8')};
}

export type NginxOptions = {dir: string; httpPort: number; httpsPort: number; upstreams: [number, number]};

/** The shipped site configuration with the test's ports, names and paths. */
function siteConfig({dir, httpPort, httpsPort, upstreams}: NginxOptions, cert: {cert: string; key: string}) {
  const swaps: [string | RegExp, string][] = [
    [/^\s*listen \[::\]:\d+.*\n/gm, ''],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['/etc/letsencrypt/live/docs.example.com/fullchain.pem', cert.cert],
    ['/etc/letsencrypt/live/docs.example.com/privkey.pem', cert.key],
    [/docs\.example\.com/g, 'localhost'],
    ['127.0.0.1:3001', `127.0.0.1:${upstreams[0]}`],
    ['127.0.0.1:3002', `127.0.0.1:${upstreams[1]}`],
    ['root /var/www/html;', `root ${path.join(dir, 'www')};`],
  ];
  let text = fs.readFileSync(SITE_CONFIG, 'utf8');
  for (const [from, to] of swaps) {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`${SITE_CONFIG} no longer has ${String(from)}`);
    text = next;
  }
  return text;
}

export type Nginx = {child: ChildProcess; exited: Promise<Run>; stop: () => Promise<Run>};

/** nginx in the foreground with the site configuration, running as root; resolves once it listens. */
export async function startNginx(options: NginxOptions, cert: {cert: string; key: string}): Promise<Nginx> {
  const {dir} = options;
  fs.mkdirSync(path.join(dir, 'www'), {recursive: true});
  const main = [
    'daemon off;',
    'user root;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  access_log off;',
    // Debian's nginx.conf has gzip on: the site's own "gzip off" must win.
    '  gzip on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}-temp`)};`,
    ),
    siteConfig(options, cert),
    '}',
  ].join('\n');
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, main);
  const child = spawn(NGINX, ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log')]);
  const exited = collect(child);
  await listening(options.httpsPort, exited);
  return {
    child,
    exited,
    stop: () => {
      child.kill('SIGQUIT');
      return exited;
    },
  };
}

/** A shipped deploy/systemd/<name>.env file, read as systemd reads a simple one: KEY=VALUE lines, # comments. */
export function deployEnv(name: 'common' | 'primary' | 'backup'): Record<string, string> {
  const text = fs.readFileSync(path.join(REPO_ROOT, 'deploy/systemd', `${name}.env`), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}
