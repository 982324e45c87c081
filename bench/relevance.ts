/**
 * Relevance benchmark: do readers land on the right page? Every query of
 * bench/relevance-queries.json (written from what readers want to do, before any tuning, without
 * running the search) is sent to search/engine/ over all the site's records exactly as the
 * DocSearch dialog sends it (tests/support/docsearch.ts), and the distinct pages of the hits, in
 * order, are scored against the page(s) the query expects:
 * - top-1: the first page is an expected one;
 * - top-5: an expected page is among the first 5 distinct pages;
 * - MRR: mean of 1 / rank of the first expected page (0 when none is in the first 20 pages);
 * - zero-hit: queries that return nothing at all.
 * Overall and per kind (task, synonym, typo, prefix, question, command).
 *
 * Variants: ours as configured, "strict AND" (the engine before the relevance work) and, in a
 * full run only (never with --smoke), @easyops-cn/docusaurus-search-local over the same pages,
 * built in a directory of its own and asked through its navbar dropdown in Chromium
 * (bench/lib/search-local.ts). The rows read variant by variant for each figure.
 *
 * When a query fails, fix the engine, the records or the synonyms: never the query.
 * Run on its own (`npx tsx bench/relevance.ts`) it also prints the failing queries.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SearchIndex} from '../search/engine';
import {SITE_INDEX} from '../search/site-index';
import {INDEX_NAME, docSearchRequest} from '../tests/support/docsearch';
import {allRoutes} from '../tests/support/routes';
import {siteRecords} from '../tests/support/site-records';
import {standaloneContext} from './lib/context';
import {SEARCH_LOCAL_VERSION, searchLocalAnswers} from './lib/search-local';
import type {BenchContext, BenchRow} from './lib/types';

const KINDS = ['task', 'synonym', 'typo', 'prefix', 'question', 'command'] as const;
type Kind = (typeof KINDS)[number];
type RelevanceQuery = {query: string; kind: Kind; expect: string[]};

/**
 * How far down the distinct pages a reader is assumed to look (DocSearch shows 20 hits; search-local
 * is set to show 20 suggestions, bench/search-local.config.ts).
 */
const MAX_RANK = 20;

type Variant = {name: string; request: (query: string) => Record<string, unknown>};

const VARIANTS: Variant[] = [
  {name: 'as configured', request: (query) => docSearchRequest(query)},
  // The engine before relevance work: every word must match, stop words included, no plurals, no
  // synonyms, no phrases (the ranking order and the records are the index's, as for every variant).
  {
    name: 'strict AND',
    request: (query) => ({
      ...docSearchRequest(query),
      removeWordsIfNoResults: 'none',
      removeStopWords: false,
      ignorePlurals: false,
      synonyms: false,
      advancedSyntax: false,
      attributeCriteriaComputedBy: 'best',
    }),
  },
];

type Outcome = {query: RelevanceQuery; pages: string[]; nbHits: number; rank: number};

function loadQueries(root: string): RelevanceQuery[] {
  const file = path.join(root, 'bench/relevance-queries.json');
  const {queries} = JSON.parse(fs.readFileSync(file, 'utf8')) as {queries: RelevanceQuery[]};
  const known = new Set(allRoutes);
  for (const q of queries) {
    if (!q.query || !KINDS.includes(q.kind) || !q.expect?.length)
      throw new Error(`relevance-queries.json: malformed entry ${JSON.stringify(q)}`);
    const unknown = q.expect.filter((route) => !known.has(route));
    if (unknown.length)
      throw new Error(`relevance-queries.json: "${q.query}" expects unknown route(s) ${unknown.join(', ')}`);
  }
  return queries;
}

/** A hit's page as tests/support/routes.ts spells it: no origin, no #anchor, %20 decoded. */
function pageOf(url: string): string {
  const {pathname} = new URL(url, 'http://localhost');
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** A query's outcome from its hits' URLs, in order: their distinct pages, and the rank of the first expected one. */
function outcome(query: RelevanceQuery, urls: string[], nbHits: number): Outcome {
  const pages = [...new Set(urls.map(pageOf))];
  const found = pages.slice(0, MAX_RANK).findIndex((page) => query.expect.includes(page));
  return {query, pages, nbHits, rank: found + 1};
}

function evaluate(index: SearchIndex, queries: RelevanceQuery[], variant: Variant): Outcome[] {
  return queries.map((query) => {
    const {hits, nbHits} = index.search(variant.request(query.query));
    return outcome(
      query,
      hits.map((hit) => String(hit.url)),
      nbHits,
    );
  });
}

type Score = {count: number; top1: number; top5: number; mrr: number; zeroHit: number};

function score(outcomes: Outcome[]): Score {
  const count = outcomes.length;
  const share = (test: (o: Outcome) => boolean) => (count ? (100 * outcomes.filter(test).length) / count : 0);
  return {
    count,
    top1: share((o) => o.rank === 1),
    top5: share((o) => o.rank >= 1 && o.rank <= 5),
    mrr: count ? outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / count : 0,
    zeroHit: outcomes.filter((o) => o.nbHits === 0).length,
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function rows(variant: string, outcomes: Outcome[], baseline?: Score, note?: string): BenchRow[] {
  const all = score(outcomes);
  const versus = (value: number, base: number | undefined, digits: number): Partial<BenchRow> => {
    if (base === undefined) return {};
    const row: Partial<BenchRow> = {baseline: {name: 'strict AND', value: round(base, digits)}};
    if (base) row.ratio = round(value / base, 2);
    return row;
  };
  const summary = (s: Score) =>
    `top-1 ${s.top1.toFixed(1)} %, top-5 ${s.top5.toFixed(1)} %, MRR ${s.mrr.toFixed(3)}, zero-hit ${s.zeroHit}`;
  return [
    {
      area: 'Relevance',
      metric: `${variant}: top-1 (first page expected), ${all.count} queries`,
      value: round(all.top1, 1),
      unit: '%',
      ...versus(all.top1, baseline?.top1, 1),
      ...(note && {note}),
    },
    {
      area: 'Relevance',
      metric: `${variant}: top-5 (an expected page among the first 5)`,
      value: round(all.top5, 1),
      unit: '%',
      ...versus(all.top5, baseline?.top5, 1),
    },
    {
      area: 'Relevance',
      metric: `${variant}: MRR (first ${MAX_RANK} pages)`,
      value: round(all.mrr, 3),
      unit: '',
      ...versus(all.mrr, baseline?.mrr, 3),
    },
    {
      area: 'Relevance',
      metric: `${variant}: zero-hit queries`,
      value: all.zeroHit,
      unit: 'queries',
      ...versus(all.zeroHit, baseline?.zeroHit, 0),
    },
    ...KINDS.map((kind): BenchRow => {
      const s = score(outcomes.filter((o) => o.query.kind === kind));
      return {
        area: 'Relevance',
        metric: `${variant}: ${kind} (${s.count} queries), top-5`,
        value: round(s.top5, 1),
        unit: '%',
        note: summary(s),
      };
    }),
  ];
}

type Result = {variant: string; outcomes: Outcome[]; note?: string};

function evaluateAll(records: Awaited<ReturnType<typeof siteRecords>>, queries: RelevanceQuery[]): Result[] {
  // No answer cache: each variant is computed, never served from the other's answers.
  const index = new SearchIndex(INDEX_NAME, records, {...SITE_INDEX, cacheSize: 0});
  return VARIANTS.map((variant) => ({variant: variant.name, outcomes: evaluate(index, queries, variant)}));
}

/** search-local over the same pages, through its UI in Chromium (bench/lib/search-local.ts): full runs only. */
async function searchLocal(context: BenchContext, queries: RelevanceQuery[]): Promise<Result> {
  const run = await searchLocalAnswers(
    context.root,
    queries.map((q) => q.query),
    context.log,
  );
  return {
    variant: 'search-local',
    // Its suggestions are documents (a page's title, headings or text): as many hits as suggestions.
    outcomes: run.answers.map((answer, i) => outcome(queries[i], answer.urls, answer.urls.length)),
    note:
      `@easyops-cn/docusaurus-search-local ${SEARCH_LOCAL_VERSION}, its navbar dropdown in Chromium ` +
      `(searchResultLimits 20); build ${run.buildSeconds.toFixed(0)} s, queries ${run.querySeconds.toFixed(0)} s`,
  };
}

export async function run(context: BenchContext): Promise<BenchRow[]> {
  return (await measure(context)).rows;
}

async function measure(context: BenchContext) {
  const queries = loadQueries(context.root);
  const records = await siteRecords(context.root);
  const started = performance.now();
  const results = evaluateAll(records, queries);
  context.log(
    `relevance: ${queries.length} queries × ${results.length} variants over ${records.length} records ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (!context.smoke) results.push(await searchLocal(context, queries));
  const strict = results.find((r) => r.variant === 'strict AND');
  const baseline = strict ? score(strict.outcomes) : undefined;
  // Ours against strict AND (the baselines against nothing); then the rows interleaved, each figure
  // variant by variant: as configured, strict AND, search-local.
  const tables = results.map(({variant, outcomes, note}) =>
    rows(variant, outcomes, variant === 'as configured' ? baseline : undefined, note),
  );
  return {results, rows: tables[0].flatMap((_, i) => tables.map((table) => table[i]))};
}

/** The queries whose expected page is not in the top 5, then those whose page is there but not first. */
function printFailures(outcomes: Outcome[]) {
  const line = (o: Outcome) =>
    `  [${o.query.kind}] "${o.query.query}"  expected ${o.query.expect.join(' | ')}  ` +
    `rank ${o.rank || '-'}, ${o.nbHits} hits, got ${o.pages.slice(0, 3).join(' | ') || '(nothing)'}`;
  const missed = outcomes.filter((o) => o.rank === 0 || o.rank > 5);
  const notFirst = outcomes.filter((o) => o.rank > 1 && o.rank <= 5);
  console.log(`\nFailing (expected page not in the top 5), as configured: ${missed.length}`);
  for (const o of missed) console.log(line(o));
  console.log(`\nIn the top 5 but not first: ${notFirst.length}`);
  for (const o of notFirst) console.log(line(o));
}

if (require.main === module) {
  measure(standaloneContext(process.argv.includes('--smoke'))).then(
    ({results, rows}) => {
      for (const row of rows) {
        const versus = row.baseline ? ` (${row.baseline.name} ${row.baseline.value})` : '';
        console.log(
          `${row.metric}: ${`${row.value} ${row.unit}`.trim()}${versus}${row.note ? ` — ${row.note}` : ''}`,
        );
      }
      printFailures(results[0].outcomes);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
