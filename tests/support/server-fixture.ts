/**
 * A tiny built site for the production server's tests, in a temporary folder:
 *   <tmp>/secret.txt          next to the build: must never be served
 *   <tmp>/build/…             index.html, 404.html, a hashed asset, a page in a
 *                             folder with a space, a page.html, a large binary,
 *                             a symbolic link to ../secret.txt
 *   <tmp>/records.json        two search records
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import {record} from './records';

export const SECRET = 'TOP-SECRET-7f3a9c-never-served';
/** The executable inline script of index.html, as Docusaurus writes its colour-mode script. */
export const INLINE_SCRIPT = 'document.documentElement.setAttribute("data-theme","light")';
export const NOT_FOUND_MARKER = 'Page Not Found (fixture)';
export const ASSET = '/assets/js/main.3f9a2b1c.js';
export const LARGE = '/img/large.png';

const paragraph = (n: number) =>
  `<p>Paragraph ${n} of the QuizNest fixture page, long enough to compress.</p>`;
const page = (title: string, extra = '') =>
  `<!doctype html><html><head><title>${title}</title>${extra}</head><body><h1>${title}</h1>${Array.from(
    {length: 40},
    (_, i) => paragraph(i),
  ).join('')}</body></html>`;

/** A title record (no content) or a content record of the page /<id>, under "Docs" > `lvl1`. */
const pageRecord = (id: string, lvl1: string, content: string | null) =>
  record(id, {
    url: `http://localhost:3000/${id}`,
    type: content ? 'content' : 'lvl1',
    hierarchy: {lvl1},
    content,
    weight: {level: content ? 0 : 90},
  });

export type Fixture = {
  base: string;
  buildDir: string;
  recordsFile: string;
  large: Buffer;
  cleanup: () => void;
};

export function makeFixture(): Fixture {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'server-fixture-'));
  const buildDir = path.join(base, 'build');
  const write = (relative: string, content: string | Buffer) => {
    const file = path.join(buildDir, relative);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
  };
  fs.writeFileSync(path.join(base, 'secret.txt'), SECRET);
  write(
    'index.html',
    page(
      'Home',
      `<script>${INLINE_SCRIPT}</script><script type="application/ld+json">{"@type":"WebSite"}</script><script src="${ASSET}" defer></script>`,
    ),
  );
  write('404.html', page(NOT_FOUND_MARKER));
  write(ASSET, `console.log(${JSON.stringify('QuizNest fixture bundle '.repeat(40))});`);
  write('Admin Users/Role/index.html', page('Role'));
  write('page.html', page('Flat page'));
  const large = crypto.randomBytes(4 * 1024 * 1024);
  write(LARGE, large);
  fs.symlinkSync(path.join(base, 'secret.txt'), path.join(buildDir, 'linked-secret.txt'));
  const recordsFile = path.join(base, 'records.json');
  fs.writeFileSync(
    recordsFile,
    JSON.stringify([
      pageRecord('stripe', 'Stripe', null),
      pageRecord('stripe-keys', 'Stripe', 'Paste the Stripe secret key'),
    ]),
  );
  return {base, buildDir, recordsFile, large, cleanup: () => fs.rmSync(base, {recursive: true, force: true})};
}

export type Answer = {status: number; headers: http.IncomingHttpHeaders; body: Buffer};

/** One request with the path sent exactly as given (no URL normalisation), on a fresh connection. */
export function request(
  port: number,
  urlPath: string,
  options: {method?: string; headers?: Record<string, string>; body?: string} = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks)}),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
