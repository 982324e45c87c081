/**
 * Search in Chromium: the time from a keystroke in the DocSearch dialog to its
 * results list showing the new hits, against the production server
 * (server/server.ts) in a child process on loopback.
 *
 * A keydown listener (capture phase, added before any page script) notes
 * performance.now() and the dropdown's markup; a MutationObserver notes the
 * first DOM change after which the dropdown shows hits (or "no results") that
 * differ from that markup. Each query is filled but for its last letter, its
 * answer waited for, then the last letter pressed as a real key.
 */
import {chromium, type Page} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../scripts/chromium';
import {QUERY_MIX} from '../tests/support/queries';
import {productionServer} from './lib/processes';
import {median, percentile} from './lib/stats';
import type {BenchContext, BenchRow} from './lib/types';

type Probe = {armed: boolean; t0?: number; before: string; elapsed?: number};
declare global {
  interface Window {
    __probe: Probe;
  }
}

/**
 * The probe, as page script text: a function passed to addInitScript would be serialised with the
 * helpers tsx adds to it (`__name`), which the page does not have.
 */
const PROBE = `(() => {
  const probe = {armed: false, before: ''};
  window.__probe = probe;
  const dropdown = () => document.querySelector('.DocSearch-Dropdown');
  document.addEventListener('keydown', () => {
    if (!probe.armed) return;
    probe.armed = false;
    probe.before = dropdown()?.innerHTML ?? '';
    probe.t0 = performance.now();
  }, true);
  new MutationObserver(() => {
    if (probe.t0 === undefined) return;
    const list = dropdown();
    if (!list?.querySelector('.DocSearch-Hit, .DocSearch-NoResults') || list.innerHTML === probe.before) return;
    probe.elapsed = performance.now() - probe.t0;
    probe.t0 = undefined;
  }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
})();`;

/** Milliseconds from the last keystroke of `query` to its hits on screen, or undefined if they never changed. */
async function keystrokeToHits(page: Page, query: string): Promise<number | undefined> {
  const input = page.locator('.DocSearch-Input');
  const answered = page.waitForResponse((r) => r.url().includes('/1/indexes/'));
  await input.fill(query.slice(0, -1));
  await answered;
  await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await page.evaluate(() => Object.assign(window.__probe, {armed: true, elapsed: undefined}));
  await page.keyboard.press(query.slice(-1));
  try {
    await page.waitForFunction(() => window.__probe.elapsed !== undefined, null, {timeout: 5000});
  } catch {
    return undefined;
  }
  return page.evaluate(() => window.__probe.elapsed);
}

export async function runBrowser(context: BenchContext): Promise<BenchRow[]> {
  const queries = context.smoke
    ? QUERY_MIX.slice(0, 3)
    : QUERY_MIX.filter((_, i) => i % 2 === 0).slice(0, 20);
  context.log(`search in Chromium: keystroke to rendered hits, ${queries.length} queries`);
  const server = await productionServer(context, {port: Number(process.env.BENCH_SEARCH_PORT) || undefined});
  const browser = await chromium
    .launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS})
    .catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
  try {
    const page = await browser.newPage();
    await page.addInitScript({content: PROBE});
    await page.goto(`${server.origin}/`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    const times: number[] = [];
    const missed: string[] = [];
    for (const query of queries) {
      const ms = await keystrokeToHits(page, query);
      if (ms === undefined) missed.push(query);
      else times.push(ms);
    }
    if (!times.length) throw new Error('no keystroke ever showed new hits');
    const p50 = median(times);
    return [
      {
        area: 'Search',
        metric: `Chromium: keystroke to rendered hits, median of ${times.length} queries`,
        value: Number(p50.toFixed(1)),
        unit: 'ms',
        target: '≤ 50 ms',
        pass: context.smoke ? undefined : p50 <= 50,
        note:
          `p95 ${percentile(times, 95).toFixed(1)} ms; production server on loopback, each query new to it` +
          (missed.length ? `; hits unchanged by the last key: ${missed.join(', ')}` : ''),
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
