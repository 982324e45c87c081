/**
 * Lighthouse scores of the built site as our production server serves it.
 *   npx tsx bench/lighthouse.ts [--smoke]   (or through `npm run bench`)
 * Full: `/` and a deep doc page, mobile (Lighthouse's default) and desktop presets,
 * 3 runs each; performance is the median of the 3, the other categories the
 * lowest. Baseline: `/` on mobile behind `docusaurus serve` (no compression,
 * no cache headers) of the same build, so the ratio shows what our server adds.
 * Smoke: `/`, mobile, one run, no targets, no baseline.
 * Chromium is Debian's (/usr/bin/chromium or CHROMIUM_PATH), launched headless;
 * throttling is Lighthouse's default simulation, so CPU contention moves the
 * performance score less than it moves wall-clock timings (but still a few points).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {Config, Flags} from 'lighthouse';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../scripts/chromium';
import {docusaurusServe} from './lib/docusaurus';
import {productionServer} from './lib/processes';
import {median} from './lib/stats';
import {standaloneContext} from './lib/context';
import type {BenchContext, BenchRow} from './lib/types';

type Preset = 'mobile' | 'desktop';
type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
/** Scores out of 100, the audits that lost points, and Lighthouse's CPU benchmark index of the run. */
type Scores = Record<Category, number> & {failing: string[]; benchmarkIndex: number};

const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];
/** `/` and a deep doc page (tests/support/routes.ts), both with code blocks, tables and admonitions. */
const PAGES = ['/', '/payment-gateways/stripe'];

function target(category: Category, preset: Preset): number {
  if (category === 'performance' && preset === 'mobile') return 98;
  return 100;
}

/** `--reports DIR` (standalone only): where to keep each run's report (HTML, and the JSON result), to see what lost the points. */
let reportsDir: string | undefined;

/** A run Lighthouse itself gave up on (NO_NAVSTART, a lost trace…): its message says to run it again. */
class RuntimeError extends Error {}

/** `audit`, run again (at most twice) when Lighthouse reports a runtime error of its own. */
async function auditRetrying(url: string, preset: Preset, port: number, log: (m: string) => void) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, preset, port);
    } catch (error) {
      if (!(error instanceof RuntimeError) || attempt === 3) throw error;
      log(`${error.message}: running it again`);
    }
  }
}

async function audit(url: string, preset: Preset, port: number): Promise<Scores> {
  // A dynamic import, not a static one: tsx compiles statically imported ESM
  // packages to CommonJS with esbuild's keepNames, whose `__name(...)` calls then
  // break the functions Lighthouse serialises into the page ("__name is not defined").
  const {default: lighthouse, desktopConfig} = await import('lighthouse');
  const flags: Flags = {port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES};
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const {lhr} = result;
  if (reportsDir) {
    fs.mkdirSync(reportsDir, {recursive: true});
    const name = `${new URL(url).pathname.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home'}-${preset}-${Date.now()}.html`;
    fs.writeFileSync(path.join(reportsDir, name), result.report as string);
    fs.writeFileSync(path.join(reportsDir, name.replace(/html$/, 'json')), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new RuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const scores = {
    failing: [] as string[],
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  } as Scores;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse on ${url}: no ${category} score`);
    scores[category] = Math.round(score * 100);
    for (const ref of lhr.categories[category].auditRefs) {
      const item = lhr.audits[ref.id];
      // Weighted audits that lose points; performance metrics are reported as the score itself.
      if (ref.weight > 0 && item.score !== null && item.score < 0.9 && category !== 'performance') {
        scores.failing.push(`${category}/${ref.id}`);
      }
    }
  }
  // Performance opportunities Lighthouse itself flags (unused JS, render-blocking…).
  for (const item of Object.values(lhr.audits)) {
    const savings = item.metricSavings;
    if (
      savings &&
      item.score !== null &&
      item.score < 0.9 &&
      Object.values(savings).some((v) => (v ?? 0) > 0)
    ) {
      scores.failing.push(`performance/${item.id}`);
    }
  }
  return scores;
}

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const pages = context.smoke ? PAGES.slice(0, 1) : PAGES;
  const presets: Preset[] = context.smoke ? ['mobile'] : ['mobile', 'desktop'];
  const runs = context.smoke ? 1 : 3;
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // chrome-launcher starts Chromium with a window unless told otherwise.
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  const rows: BenchRow[] = [];
  try {
    const results = new Map<string, Scores[]>();
    const ours = await productionServer(context);
    context.log(`serving at ${ours.origin}: the production server`);
    try {
      for (const page of pages) {
        for (const preset of presets) {
          const list: Scores[] = [];
          for (let i = 0; i < runs; i++) {
            const scores = await auditRetrying(
              ours.origin + encodeURI(page),
              preset,
              chrome.port,
              context.log,
            );
            context.log(
              `lighthouse ${page} ${preset} #${i + 1}: ` +
                CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ') +
                `, CPU benchmark ${scores.benchmarkIndex}` +
                (scores.failing.length ? `; below 0.9: ${scores.failing.join(' ')}` : ''),
            );
            list.push(scores);
          }
          results.set(`${page} ${preset}`, list);
        }
      }
    } finally {
      await ours.stop();
    }

    let baseline: number | undefined;
    if (!context.smoke) {
      const stock = await docusaurusServe(context);
      context.log(`serving at ${stock.origin}: docusaurus serve`);
      try {
        const list: number[] = [];
        for (let i = 0; i < runs; i++) {
          const scores = await audit(`${stock.origin}${PAGES[0]}`, 'mobile', chrome.port);
          context.log(
            `lighthouse ${PAGES[0]} mobile behind docusaurus serve #${i + 1}: performance ${scores.performance}`,
          );
          list.push(scores.performance);
        }
        baseline = median(list);
      } finally {
        await stock.stop();
      }
    }

    for (const page of pages) {
      for (const preset of presets) {
        const list = results.get(`${page} ${preset}`)!;
        for (const category of CATEGORIES) {
          const values = list.map((s) => s[category]);
          const value = category === 'performance' ? median(values) : Math.min(...values);
          const goal = target(category, preset);
          const row: BenchRow = {
            area: 'Lighthouse',
            metric:
              `${category}, ${page}, ${preset}` +
              (runs > 1
                ? category === 'performance'
                  ? ` (median of ${runs})`
                  : ` (lowest of ${runs})`
                : ''),
            value,
            unit: 'score',
          };
          if (!context.smoke) {
            row.target = goal === 100 ? '100' : `≥ ${goal}`;
            row.pass = value >= goal;
          }
          // How fast the CPU was during the runs (a quiet desktop scores about 1500-2500): contention shows here first.
          if (category === 'performance') {
            row.note = `${runs > 1 ? `runs: ${values.join(', ')}; ` : ''}CPU benchmark index ${median(list.map((s) => s.benchmarkIndex))}`;
          }
          const failing = [
            ...new Set(list.flatMap((s) => s.failing.filter((f) => f.startsWith(`${category}/`)))),
          ];
          if (failing.length)
            row.note = [row.note, `below 0.9: ${failing.map((f) => f.split('/')[1]).join(', ')}`]
              .filter(Boolean)
              .join('; ');
          if (
            baseline !== undefined &&
            category === 'performance' &&
            preset === 'mobile' &&
            page === PAGES[0]
          ) {
            row.baseline = {name: 'docusaurus serve', value: baseline};
            row.ratio = baseline > 0 ? value / baseline : undefined;
          }
          rows.push(row);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {
      smoke: {type: 'boolean', default: false},
      build: {type: 'string', default: 'build'},
      reports: {type: 'string'},
    },
  });
  reportsDir = values.reports && path.resolve(values.reports);
  run(standaloneContext(values.smoke!, values.build!))
    .then((rows) =>
      console.table(
        rows.map(({baseline, ...row}) => ({
          ...row,
          baseline: baseline ? `${baseline.name}: ${baseline.value}` : '',
        })),
      ),
    )
    .catch((error) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    });
}
