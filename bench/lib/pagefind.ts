/**
 * The relevance benchmark's third baseline: Pagefind (the static-site search most used outside
 * Docusaurus's own plugins) over the same built pages, asked through its own JavaScript API in
 * Chromium, as a site using it would.
 *
 * - Indexed by Pagefind's Node API (the `pagefind` package; its binary comes from the registry
 *   package for this platform) from `build/`, written to a directory of its own under os.tmpdir().
 * - Served on a loopback port: only the Pagefind bundle and an empty page (its results carry their
 *   pages' URLs, so the pages themselves are never fetched).
 * - One `pagefind.search(query)` a query; the first 20 results' URLs, in order.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import {allRoutes} from '../../tests/support/routes';
import {openBrowser} from './weigh';

export const PAGEFIND_VERSION =
  // Its package.json is not among the package's exports: read from node_modules.
  (
    JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../node_modules/pagefind/package.json'), 'utf8'),
    ) as {
      version: string;
    }
  ).version;

type Answer = {query: string; urls: string[]};

const ROUTES = new Set(allRoutes);

/**
 * A Pagefind URL as the site spells the page: Docusaurus writes each page as `page/index.html`, so
 * Pagefind says `/page/`, and the route is `/page` unless it is a folder's own page (`/withdraw/`).
 */
function pageUrl(url: string): string {
  let decoded = url.replace(/\.html$/, '').replace(/\/index$/, '/');
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // Left as it is.
  }
  const bare = decoded.length > 1 ? decoded.replace(/\/$/, '') : decoded;
  return ROUTES.has(decoded) || !ROUTES.has(bare) ? decoded : bare;
}

export async function pagefindAnswers(
  buildDir: string,
  queries: string[],
  log: (line: string) => void,
): Promise<{answers: Answer[]; indexSeconds: number; querySeconds: number}> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-'));
  const started = performance.now();
  const pagefind = await import('pagefind');
  const {index} = await pagefind.createIndex({});
  if (!index) throw new Error('Pagefind could not create an index');
  await index.addDirectory({path: buildDir});
  await index.writeFiles({outputPath: path.join(out, 'pagefind')});
  await pagefind.close();
  const indexSeconds = (performance.now() - started) / 1000;
  log(`pagefind ${PAGEFIND_VERSION}: indexed ${buildDir} in ${indexSeconds.toFixed(1)} s`);

  const app = Fastify();
  const types: Record<string, string> = {'.js': 'text/javascript', '.json': 'application/json'};
  app.get('/', async (_request, reply) =>
    reply.type('text/html').send('<!doctype html><title>pagefind</title>'),
  );
  app.get('/pagefind/*', async (request, reply) => {
    const file = path.join(out, 'pagefind', (request.params as {'*': string})['*']);
    if (!file.startsWith(path.join(out, 'pagefind')) || !fs.existsSync(file)) return reply.code(404).send();
    return reply.type(types[path.extname(file)] ?? 'application/octet-stream').send(fs.readFileSync(file));
  });
  const base = await app.listen({port: 0, host: '127.0.0.1'});
  const browser = await openBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(base);
    const asked = performance.now();
    const answers: Answer[] = [];
    for (const query of queries) {
      const urls = await page.evaluate(`(async () => {
        const pagefind = await import('/pagefind/pagefind.js');
        const found = await pagefind.search(${JSON.stringify(query)});
        const data = await Promise.all(found.results.slice(0, 20).map((r) => r.data()));
        return data.map((d) => d.url);
      })()`);
      answers.push({query, urls: (urls as string[]).map(pageUrl)});
    }
    return {answers, indexSeconds, querySeconds: (performance.now() - asked) / 1000};
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(out, {recursive: true, force: true});
  }
}
