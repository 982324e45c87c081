/**
 * What a reader's phone downloads: a page of a built site opened in Chromium
 * (Debian's, mobile emulation, empty cache), every response sorted into HTML,
 * JS, CSS and the rest, each weighed as its gzip size, including the chunks
 * loaded after hydration. Also the first search: what opening the search
 * dialog and typing a query downloads on top.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, devices, type Browser, type Page, type Response} from '@playwright/test';
import {resolvePage} from '../../server/static-files';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../scripts/chromium';

type Weight = {
  html: number;
  js: number;
  css: number;
  other: number;
  requests: number;
  /** Chunks of other pages that Docusaurus prefetches for the links in view: not needed to show the page. */
  prefetched: number;
};
type SearchWeight = {code: number; answers: number; index: number; requests: number};

const gzipSize = (body: Buffer) => zlib.gzipSync(body).length;
const isSearchAnswer = (url: URL) => url.pathname.startsWith('/1/indexes/');

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/** The body of a response: the built file for the site's own static files, else what Chromium received. */
async function bodyOf(response: Response, buildDir: string): Promise<Buffer> {
  const url = new URL(response.url());
  if (!isSearchAnswer(url)) {
    // The file as built (the response may be compressed): the server's own route resolution, on disk.
    const onDisk = {
      has: (file: string) =>
        fs.statSync(path.join(buildDir, file), {throwIfNoEntry: false})?.isFile() ?? false,
    };
    const file = resolvePage(onDisk, url.pathname);
    if (file) return fs.readFileSync(path.join(buildDir, file));
  }
  return response.body();
}

type Seen = {url: URL; type: string; bytes: number};

/** Records every response of the page, each URL once (a second request for it is answered by the cache). */
function recorder(page: Page, buildDir: string) {
  const seen: Promise<Seen | undefined>[] = [];
  const urls = new Set<string>();
  page.on('response', (response) => {
    const status = response.status();
    if (status < 200 || status >= 300 || urls.has(response.url())) return;
    urls.add(response.url());
    seen.push(
      bodyOf(response, buildDir)
        .then((body) => ({
          url: new URL(response.url()),
          type: response.request().resourceType(),
          bytes: gzipSize(body),
        }))
        .catch(() => undefined),
    );
  });
  return {
    /** Everything recorded so far, and a fresh start. */
    take: async () => (await Promise.all(seen.splice(0))).filter((s): s is Seen => s !== undefined),
  };
}

function kind(seen: Seen): keyof Omit<Weight, 'requests'> {
  if (seen.type === 'document') return 'html';
  // `<link rel="prefetch">`, which Docusaurus adds for the routes that links in view lead to.
  if (seen.type === 'other' && seen.url.pathname.endsWith('.js')) return 'prefetched';
  if (seen.type === 'script' || seen.url.pathname.endsWith('.js')) return 'js';
  if (seen.type === 'stylesheet' || seen.url.pathname.endsWith('.css')) return 'css';
  return 'other';
}

export type Visit = {first: Weight; search?: SearchWeight};

/**
 * Opens `route` on `base` as a phone on a first visit; anything not on loopback
 * is refused (the site must not need it, and tests never leave the machine).
 * With `query`, then opens the search dialog and types it, until hits show.
 */
export async function visit(
  browser: Browser,
  base: string,
  buildDir: string,
  route: string,
  query?: string,
): Promise<Visit> {
  const context = await browser.newContext({...devices['Pixel 5']});
  await context.route('**/*', (request) =>
    ['127.0.0.1', 'localhost'].includes(new URL(request.request().url()).hostname)
      ? request.continue()
      : request.abort('blockedbyclient'),
  );
  try {
    const page = await context.newPage();
    const responses = recorder(page, buildDir);
    await page.goto(new URL(route, base).href, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 30_000});
    await page.waitForLoadState('networkidle');
    const first: Weight = {html: 0, js: 0, css: 0, other: 0, requests: 0, prefetched: 0};
    for (const seen of await responses.take()) {
      const sort = kind(seen);
      first[sort] += seen.bytes;
      if (sort !== 'prefetched') first.requests += 1;
    }
    if (!query) return {first};

    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill(query);
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: 30_000});
    await page.waitForLoadState('networkidle');
    const search: SearchWeight = {code: 0, answers: 0, index: 0, requests: 0};
    for (const seen of await responses.take()) {
      search.requests += 1;
      if (isSearchAnswer(seen.url)) search.answers += seen.bytes;
      else if (['js', 'css'].includes(kind(seen))) search.code += seen.bytes;
      // Anything else fetched for search is data the browser searches itself: an index.
      else if (seen.type === 'fetch' || seen.type === 'xhr') search.index += seen.bytes;
    }
    return {first, search};
  } finally {
    await context.close();
  }
}
