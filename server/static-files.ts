/**
 * The built site, loaded into memory once at start: every regular file of
 * build/ with its content type, cache policy, and for text types a brotli and
 * a gzip variant computed once, each variant with its own strong ETag.
 * Symbolic links are not followed, so nothing outside build/ is ever loaded:
 * a path that is not a key of the map cannot be served, whatever its spelling.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';
import {mime} from '@fastify/send';

export type Encoding = 'br' | 'gzip' | 'identity';
type Variant = {body: Buffer; etag: string};
export type StaticFile = {
  /** Content-Type, with a charset for text. */
  type: string;
  cacheControl: string;
  /** `identity` always; `br` and `gzip` when they are smaller. */
  variants: Partial<Record<Encoding, Variant>> & {identity: Variant};
};
/** Files by URL-style path from the build root: `/index.html`, `/assets/js/main.1a2b.js`. */
export type SiteFiles = ReadonlyMap<string, StaticFile>;

/** Hashed by the bundler: a new name for every new content, so cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and the rest keep their names across builds: always revalidated (cheap with the ETag). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

// `.md`: the pages' Markdown twins (src/plugins/llms), served as text/markdown; charset=utf-8.
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.map', '.md']);

/**
 * Brotli quality, chosen on measurement over this site's build (8.9 MB of text,
 * 2 loaded cores): q6 takes 0.4 s and gives 2.19 MB; q11 takes 19–23 s and
 * gives 1.97 MB. Ten per cent fewer bytes is not worth a 20-second restart.
 */
const BROTLI_QUALITY = 6;

/** Docusaurus writes all its text as UTF-8. */
function contentType(extension: string) {
  const type = mime.getType(extension) ?? 'application/octet-stream';
  return COMPRESSIBLE.has(extension) ? `${type}; charset=utf-8` : type;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const etagOf = (body: Buffer) =>
  `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

async function compressed(body: Buffer, text: boolean) {
  if (!text || body.length < 256) return {};
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, {level: zlib.constants.Z_BEST_COMPRESSION}),
  ]);
  const variants: Partial<Record<Encoding, Variant>> = {};
  if (br.length < body.length) variants.br = {body: br, etag: etagOf(br)};
  if (gz.length < body.length) variants.gzip = {body: gz, etag: etagOf(gz)};
  return variants;
}

async function loadFile(root: string, relative: string): Promise<[string, StaticFile]> {
  const body = await fs.readFile(path.join(root, relative));
  const key = `/${relative.split(path.sep).join('/')}`;
  const extension = path.extname(relative).toLowerCase();
  const file: StaticFile = {
    type: contentType(extension),
    cacheControl: key.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    variants: {
      identity: {body, etag: etagOf(body)},
      ...(await compressed(body, COMPRESSIBLE.has(extension))),
    },
  };
  return [key, file];
}

/** Loads every regular file under `root` (symbolic links skipped). */
export async function loadSite(root: string): Promise<SiteFiles> {
  const entries = await fs.readdir(root, {recursive: true, withFileTypes: true});
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  return new Map(await Promise.all(files.map((relative) => loadFile(root, relative))));
}

/**
 * The key in `files` that a URL path names, as Docusaurus builds routes
 * (`/x/` → x/index.html; `/x` → x, x/index.html or x.html), or undefined.
 * The path is %-decoded once; a null byte, a backslash or a `..` segment is
 * refused outright, so no spelling of a traversal reaches a lookup.
 */
export function resolvePage(files: Pick<SiteFiles, 'has'>, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || /[\0\\]/.test(decoded)) return undefined;
  if (decoded.split('/').includes('..')) return undefined;
  const normal = path.posix.normalize(decoded);
  const candidates = normal.endsWith('/')
    ? [`${normal}index.html`]
    : [normal, `${normal}/index.html`, `${normal}.html`];
  return candidates.find((candidate) => files.has(candidate));
}
