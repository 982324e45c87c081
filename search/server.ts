/**
 * The production server (`npm run serve`): the built site and the search API
 * on one port.
 * - Pages as Docusaurus builds them: /x/ and /x serve x/index.html, /x.html
 *   and x.html too; anything else is the site's not-found page with a 404.
 * - gzip or brotli as the browser accepts; hashed assets cached for a year.
 * - The search API under /1/ (search/service.ts) over the records that
 *   `npm run build` wrote, or a newer pushed copy; with SEARCH_WRITES=1 also
 *   the write side that `npm run search:push` uses (search/backend.ts).
 * - SIGTERM/SIGINT: stop accepting, finish what is in flight, exit.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, {type FastifyInstance} from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import {searchConfig, type SearchConfig} from './config';
import {searchRoutes, BODY_LIMIT} from './service';
import {searchBackend, writeConfig, type WriteConfig} from './backend';

export type ServerOptions = {buildDir: string; search: SearchConfig; writes?: WriteConfig; logger?: boolean};

/** The file under `root` that a URL path names, as Docusaurus builds routes, or undefined. */
export function resolvePage(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const normal = path.posix.normalize(decoded);
  if (!normal.startsWith('/') || normal.split('/').includes('..')) return undefined;
  const candidates = normal.endsWith('/')
    ? [`${normal}index.html`]
    : [normal, `${normal}/index.html`, `${normal}.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root + path.sep)) continue;
    try {
      if (fs.statSync(file).isFile()) return path.relative(root, file);
    } catch {
      // not this one
    }
  }
  return undefined;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

export async function createServer({
  buildDir,
  search,
  writes: writesConfig = writeConfig(),
  logger = false,
}: ServerOptions): Promise<FastifyInstance> {
  const root = path.resolve(buildDir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No site in ${root}: run "npm run build" first.`);
  }
  // The build's records and pushed indexes; the write side when SEARCH_WRITES=1 (search/backend.ts).
  const {index, writes} = searchBackend(search, writesConfig);

  const app = Fastify({logger, bodyLimit: BODY_LIMIT, return503OnClosing: true});
  await app.register(compress, {encodings: ['br', 'gzip'], threshold: 1024});
  await app.register(fastifyStatic, {root, serve: false});
  await app.register(searchRoutes, {
    prefix: '/1',
    appId: search.appId,
    apiKey: search.apiKey,
    index,
    writes,
  });

  app.get('/*', async (request, reply) => {
    const file = resolvePage(root, request.url.split('?')[0]);
    if (!file) {
      return reply.code(404).header('cache-control', REVALIDATE).sendFile('404.html', {cacheControl: false});
    }
    const hashed = file.startsWith(`assets${path.sep}`);
    return reply
      .header('cache-control', hashed ? IMMUTABLE : REVALIDATE)
      .sendFile(file, {cacheControl: false});
  });

  return app;
}

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const app = await createServer({
    buildDir: process.env.BUILD_DIR ?? 'build',
    search: searchConfig(),
    logger: true,
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: finishing requests in flight, then exiting`);
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({port, host});
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
