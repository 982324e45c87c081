/**
 * The relevance benchmark's second baseline: the same pages with @easyops-cn/docusaurus-search-local
 * (the most used offline search for Docusaurus) in place of our search, queried through its own UI
 * in Chromium, as a reader does.
 *
 * - Built in a directory of its own under os.tmpdir() (a copy of docs/, sidebars.ts, static/, src/
 *   and package.json, and a link to node_modules), never in the repository: Docusaurus writes
 *   .docusaurus/ into its site directory, and another build of the site may be running there. The
 *   config is the site's with the search swapped (bench/search-local.config.ts). Deleted after.
 * - Served from memory on a loopback port by the production server's static half
 *   (server/static-site.ts), without our search API.
 * - One page for every query: focus the navbar search box (the index loads), clear it, type the
 *   query, wait until the dropdown shows the answer to the whole query, and read its suggestions in
 *   order. They are not links: autocomplete.js keeps each suggestion's document apart from the DOM
 *   and opens `document.u + document.h` when it is chosen. Each suggestion is pointed at (the
 *   mouse events autocomplete.js listens to), and the document it reports for the suggestion under
 *   the cursor (`autocomplete:cursorchanged`) gives the URL; one real click at the end checks that
 *   a suggestion opens the URL read for it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import Fastify from 'fastify';
import {loadSite} from '../../server/static-files';
import {staticSite} from '../../server/static-site';
import {build} from './docusaurus';
import {openBrowser} from './weigh';

/** What the variant's site directory holds of the repository's: what the config's relative paths name. */
const SITE_FILES = ['docs', 'sidebars.ts', 'static', 'src', 'package.json'];

export const SEARCH_LOCAL_VERSION = (
  JSON.parse(
    fs.readFileSync(require.resolve('@easyops-cn/docusaurus-search-local/package.json'), 'utf8'),
  ) as {version: string}
).version;

/** The URLs the dropdown's suggestions open, in order (none: the dropdown said "No results"). */
type UiAnswer = {query: string; urls: string[]};

type SearchLocalRun = {answers: UiAnswer[]; buildSeconds: number; querySeconds: number};

type PageState = {rendered: string | null; hitUrls: () => Promise<(string | null)[]>};
declare global {
  interface Window {
    __searchLocal: PageState;
  }
}

/**
 * Page script (text: a function would be serialised with the `__name` helper tsx adds, which the
 * page does not have).
 * - `rendered`: the search box's value (spaces collapsed) when the dropdown last changed.
 *   autocomplete.js empties and refills the dropdown when an answer arrives, and drops answers to
 *   anything but the latest value, so once `rendered` is the whole query its answer is on screen.
 * - `hitUrls()`: for each suggestion in order, the URL choosing it opens, read as described above.
 */
const PAGE_SCRIPT = `(() => {
  const state = {rendered: null};
  window.__searchLocal = state;
  const box = () => document.querySelector('[role="combobox"]');
  new MutationObserver((records) => {
    const field = box();
    if (!field) return;
    if (records.some((r) => r.target instanceof Element && r.target.closest('[role="listbox"]')))
      state.rendered = field.value.replace(/\\s+/g, ' ').trim();
  }).observe(document, {subtree: true, childList: true});
  state.hitUrls = async () => {
    const field = box();
    const urls = [];
    for (const option of document.querySelectorAll('[role="listbox"] [role="option"]')) {
      urls.push(await new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          field.removeEventListener('autocomplete:cursorchanged', listener);
          reject(new Error('search-local: no autocomplete:cursorchanged for suggestion ' + option.id));
        }, 5000);
        const listener = (event) => {
          if (field.getAttribute('aria-activedescendant') !== option.id) return;
          clearTimeout(timer);
          field.removeEventListener('autocomplete:cursorchanged', listener);
          const doc = event._args && event._args[0] && event._args[0].document;
          resolve(doc ? doc.u + (doc.h || '') : null);
        };
        field.addEventListener('autocomplete:cursorchanged', listener);
        // Leave the suggestion first: entering the one already under the cursor reports nothing.
        option.dispatchEvent(new MouseEvent('mouseout', {bubbles: true}));
        option.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
      }));
    }
    return urls;
  };
})();`;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Deletes a variant's directory; its node_modules link first (fs.rmSync does not follow links, but to be plain). */
function removeSiteDir(siteDir: string) {
  fs.rmSync(path.join(siteDir, 'node_modules'), {force: true});
  fs.rmSync(siteDir, {recursive: true, force: true});
}

/** Copies the site into a new directory under os.tmpdir() and builds the variant there. */
async function buildVariant(root: string): Promise<{siteDir: string; buildDir: string; seconds: number}> {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiznest-search-local-'));
  try {
    for (const entry of SITE_FILES)
      fs.cpSync(path.join(root, entry), path.join(siteDir, entry), {recursive: true});
    // Docusaurus resolves React and MDX from the site directory.
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
    const buildDir = path.join(siteDir, 'build');
    const {seconds} = await build(
      root,
      buildDir,
      // A directory used once: a persistent bundler cache would only be written, never read.
      {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
      {siteDir, config: path.join(root, 'bench/search-local.config.ts')},
    );
    return {siteDir, buildDir, seconds};
  } catch (error) {
    removeSiteDir(siteDir);
    throw error;
  }
}

/** The build, from memory, as the production server serves pages (no search API). */
async function serveBuild(buildDir: string) {
  const app = Fastify({logger: false});
  await app.register(staticSite, {files: await loadSite(buildDir), notFound: '/404.html'});
  const origin = await app.listen({port: 0, host: '127.0.0.1'});
  return {origin, stop: () => app.close()};
}

/** Types `query` into the (focused) search box and returns the URLs of the suggestions it settles on. */
async function ask(page: Page, query: string): Promise<string[]> {
  const box = page.getByRole('combobox', {name: 'Search'});
  await box.clear();
  await page.evaluate(() => (window.__searchLocal.rendered = null));
  await box.pressSequentially(query);
  // Generous: on a loaded machine each keystroke's search queues behind the last (a full run
  // types 400 queries); a query that never settles is named.
  await page
    .waitForFunction((expected) => window.__searchLocal.rendered === expected, collapse(query), {
      timeout: 30_000,
    })
    .catch((error: Error) => {
      throw new Error(`search-local: "${query}" never settled: ${error.message}`);
    });
  const urls = await page.evaluate(() => window.__searchLocal.hitUrls());
  if (urls.some((url) => url === null))
    throw new Error(`search-local: "${query}": a suggestion without a document`);
  return urls as string[];
}

/** Clicks the first suggestion of the answer on screen and checks that it opens `url`. */
async function checkFirstSuggestionOpens(page: Page, url: string, origin: string) {
  const expected = new URL(url, origin).pathname;
  await page.locator('[role="listbox"] [role="option"]').first().click();
  await page.waitForURL((address) => address.pathname === expected, {timeout: 10_000});
}

/** Every query through search-local's navbar dropdown in Chromium, on one page. */
async function askAll(origin: string, queries: string[]): Promise<UiAnswer[]> {
  const browser = await openBrowser();
  try {
    const context = await browser.newContext();
    // The site must not need anything off this machine (and nothing leaves it).
    await context.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1'
        ? route.continue()
        : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    await page.addInitScript({content: PAGE_SCRIPT});
    await page.goto(`${origin}/`, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 30_000});
    // Focusing the box loads autocomplete.js and the index (in a worker), then autocomplete.js
    // takes the box over: it becomes a combobox owning a listbox.
    await page.locator('input.navbar__search-input').focus();
    await page.locator('[role="listbox"]').waitFor({state: 'attached', timeout: 30_000});
    const answers: UiAnswer[] = [];
    for (const query of queries) answers.push({query, urls: await ask(page, query)});
    const last = answers.filter((answer) => answer.urls.length > 0).pop();
    if (last) {
      // The answer to `last` is still on screen only if it was the last query asked.
      if (last !== answers.at(-1)) await ask(page, last.query);
      await checkFirstSuggestionOpens(page, last.urls[0], origin);
    }
    return answers;
  } finally {
    await browser.close();
  }
}

/** Builds the variant, asks it every query through its UI, and removes it. */
export async function searchLocalAnswers(
  root: string,
  queries: string[],
  log: (message: string) => void,
): Promise<SearchLocalRun> {
  log(`relevance: building the site with @easyops-cn/docusaurus-search-local ${SEARCH_LOCAL_VERSION}`);
  const {siteDir, buildDir, seconds: buildSeconds} = await buildVariant(root);
  try {
    const server = await serveBuild(buildDir);
    try {
      const started = performance.now();
      const answers = await askAll(server.origin, queries);
      const querySeconds = (performance.now() - started) / 1000;
      log(
        `relevance: search-local built in ${buildSeconds.toFixed(1)} s, ` +
          `${queries.length} queries through its dropdown in ${querySeconds.toFixed(1)} s`,
      );
      return {answers, buildSeconds, querySeconds};
    } finally {
      await server.stop();
    }
  } finally {
    removeSiteDir(siteDir);
  }
}
