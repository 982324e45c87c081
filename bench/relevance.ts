/**
 * Relevance benchmark: do readers land on the right page? Every query of three sets (see
 * tests/support/relevance.ts: the first bench set, and the blind tuning and frozen halves) is sent
 * to search/engine/ over all the site's records exactly as the DocSearch dialog sends it
 * (tests/support/docsearch.ts), and the distinct pages of the hits, in order, are scored against
 * the page(s) the query expects:
 * - top-1: the first page is an expected one;
 * - top-5: an expected page is among the first 5 distinct pages;
 * - MRR: mean of 1 / rank of the first expected page (0 when none is in the first 20 pages);
 * - zero-hit: queries that return nothing at all.
 * Overall and per kind (task, synonym, typo, prefix, question, command, symptom, identifier, number).
 *
 * Variants: ours as configured, ours without our extensions (what hosted Algolia would rank),
 * "strict AND" (the engine before the relevance work) and, in a full run only (never with
 * --smoke), @easyops-cn/docusaurus-search-local over the same pages, built in a directory of its
 * own and asked through its navbar dropdown in Chromium (bench/lib/search-local.ts), and Pagefind
 * over build/ (bench/lib/pagefind.ts). The rows read variant by variant for each figure.
 *
 * When a query fails, fix the engine, the records or the synonyms: never the query.
 * Run on its own (`npx tsx bench/relevance.ts`) it also prints the failing queries.
 */
import path from 'node:path';
import {SearchIndex} from '../search/engine';
import {SITE_INDEX} from '../search/site-index';
import {INDEX_NAME, docSearchRequest} from '../tests/support/docsearch';
import {
  KINDS,
  MAX_RANK,
  QUERY_SETS,
  evaluate,
  loadQueries,
  outcome,
  score,
  type Outcome,
  type RelevanceQuery,
  type Score,
} from '../tests/support/relevance';
import {siteRecords} from '../tests/support/site-records';
import {standaloneContext} from './lib/context';
import {PAGEFIND_VERSION, pagefindAnswers} from './lib/pagefind';
import {SEARCH_LOCAL_VERSION, searchLocalAnswers} from './lib/search-local';
import type {BenchContext, BenchRow} from './lib/types';

type Variant = {name: string; request: (query: string) => Record<string, unknown>};

const VARIANTS: Variant[] = [
  {name: 'as configured', request: (query) => docSearchRequest(query)},
  // Ours beyond Algolia switched off (search/extensions.json): what hosted Algolia would rank.
  {
    name: 'without our extensions',
    request: (query) => ({...docSearchRequest(query), optionalWordsByRarity: false}),
  },
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
      optionalWordsByRarity: false,
    }),
  },
];

/** The query sets and how their rows are named: the first set's rows keep their old names. */
const SETS = [
  {label: '', file: QUERY_SETS.bench},
  {label: 'blind tuning half: ', file: QUERY_SETS.tuning},
  {label: 'blind frozen half: ', file: QUERY_SETS.frozen},
  {label: 'blind frozen set 2: ', file: QUERY_SETS.frozen2},
];

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function rows(variant: string, outcomes: Outcome[], baseline?: Score, note?: string): BenchRow[] {
  const kinds = KINDS.filter((kind) => outcomes.some((o) => o.query.kind === kind));
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
    ...kinds.map((kind): BenchRow => {
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

/** The offline peers over all the sets' queries at once (one build, one browser), full runs only. */
async function peers(context: BenchContext, queries: RelevanceQuery[]): Promise<Result[]> {
  const local = await searchLocalAnswers(
    context.root,
    queries.map((q) => q.query),
    context.log,
  );
  const results: Result[] = [
    {
      variant: 'search-local',
      // Its suggestions are documents (a page's title, headings or text): as many hits as suggestions.
      outcomes: local.answers.map((answer, i) => outcome(queries[i], answer.urls, answer.urls.length)),
      note:
        `@easyops-cn/docusaurus-search-local ${SEARCH_LOCAL_VERSION}, its navbar dropdown in Chromium ` +
        `(searchResultLimits 20); build ${local.buildSeconds.toFixed(0)} s, queries ${local.querySeconds.toFixed(0)} s`,
    },
  ];
  const buildDir = path.join(context.root, 'build');
  const found = await pagefindAnswers(
    buildDir,
    queries.map((q) => q.query),
    context.log,
  );
  results.push({
    variant: 'Pagefind',
    outcomes: found.answers.map((answer, i) => outcome(queries[i], answer.urls, answer.urls.length)),
    note: `pagefind ${PAGEFIND_VERSION} over build/, its search() API in Chromium (first ${MAX_RANK} results); index ${found.indexSeconds.toFixed(1)} s, queries ${found.querySeconds.toFixed(1)} s`,
  });
  return results;
}

export async function run(context: BenchContext): Promise<BenchRow[]> {
  return (await measure(context)).rows;
}

async function measure(context: BenchContext) {
  // The frozen sets only in full runs: the smoke (every `npm test`) never shows them.
  const frozen: string[] = [QUERY_SETS.frozen, QUERY_SETS.frozen2];
  const sets = SETS.filter((set) => !context.smoke || !frozen.includes(set.file)).map((set) => ({
    ...set,
    queries: loadQueries(context.root, set.file),
  }));
  const records = await siteRecords(context.root);
  // No answer cache: each variant is computed, never served from the other's answers.
  const index = new SearchIndex(INDEX_NAME, records, {...SITE_INDEX, cacheSize: 0});
  const started = performance.now();
  const perSet: Result[][] = sets.map((set) =>
    VARIANTS.map((variant) => ({
      variant: variant.name,
      outcomes: evaluate(index, set.queries, variant.request),
    })),
  );
  context.log(
    `relevance: ${sets.reduce((n, s) => n + s.queries.length, 0)} queries × ${VARIANTS.length} variants over ` +
      `${records.length} records in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (!context.smoke) {
    const all = sets.flatMap((set) => set.queries);
    const peerResults = await peers(context, all);
    let from = 0;
    sets.forEach((set, i) => {
      for (const peer of peerResults)
        perSet[i].push({...peer, outcomes: peer.outcomes.slice(from, from + set.queries.length)});
      from += set.queries.length;
    });
  }
  const tableRows = sets.flatMap((set, i) => {
    const results = perSet[i];
    const strict = results.find((r) => r.variant === 'strict AND');
    const baseline = strict ? score(strict.outcomes) : undefined;
    // Ours against strict AND (the baselines against nothing); then the rows interleaved, each figure
    // variant by variant.
    const tables = results.map(({variant, outcomes, note}) =>
      rows(`${set.label}${variant}`, outcomes, variant === 'as configured' ? baseline : undefined, note),
    );
    return tables[0].flatMap((_, r) => tables.map((table) => table[r]));
  });
  return {results: perSet[0], tuning: perSet[1][0], rows: tableRows};
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
    ({results, tuning, rows}) => {
      for (const row of rows) {
        const versus = row.baseline ? ` (${row.baseline.name} ${row.baseline.value})` : '';
        console.log(
          `${row.metric}: ${`${row.value} ${row.unit}`.trim()}${versus}${row.note ? ` — ${row.note}` : ''}`,
        );
      }
      printFailures(results[0].outcomes);
      console.log('\nBlind tuning half:');
      printFailures(tuning.outcomes);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
