/**
 * Search engine benchmark: time per query of search/engine.ts over all the
 * site's records, beside MiniSearch alone doing the same word-level retrieval
 * (the overhead of our Algolia layer shows as the ratio).
 */
import fs from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import {SearchIndex, SEARCHABLE, miniSearchOptions, retrievalOptions} from '../../search/engine';
import type {DocSearchRecord} from '../../search/records';
import {queryWords} from '../../search/text';
import {QUERY_MIX} from './queries';
import {docSearchRequest} from './docsearch-request';
import type {BenchContext, BenchRow} from './types';

export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
export const median = (xs: number[]) => percentile(xs, 50);

export function readRecords(root: string): DocSearchRecord[] {
  const file = path.join(root, 'search-index/records.json');
  if (!fs.existsSync(file)) throw new Error(`No ${file}: run "npx docusaurus build" first.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DocSearchRecord[];
}

type Timings = Map<string, number[]>;

function time(queries: readonly string[], rounds: number, search: (query: string) => unknown): Timings {
  const times: Timings = new Map(queries.map((q) => [q, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const q of queries) {
      const started = performance.now();
      search(q);
      times.get(q)!.push(performance.now() - started);
    }
  }
  return times;
}

const all = (times: Timings) => [...times.values()].flat();
const slowest = (times: Timings, n: number) =>
  [...times.entries()]
    .map(([q, ts]) => ({q, ms: Math.max(...ts)}))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n)
    .map(({q, ms}) => `"${q}" ${ms.toFixed(1)} ms`)
    .join(', ');

export async function runEngine(context: BenchContext): Promise<BenchRow[]> {
  const records = readRecords(context.root);
  const rounds = context.smoke ? 1 : 20;
  context.log(`search engine: ${records.length} records, ${QUERY_MIX.length} queries × ${rounds} rounds`);

  const index = new SearchIndex('bench', records, {cacheSize: 0});
  const mini = new MiniSearch<DocSearchRecord & {id: number}>(miniSearchOptions());
  mini.addAll(records.map((record, id) => ({...record, id})));
  const raw = (q: string) => {
    const query = queryWords(q);
    return mini.search(query.map((w) => w.word).join(' '), retrievalOptions(query));
  };
  const engine = (q: string) => index.search(docSearchRequest(q, 'bench'));

  // First pass: nothing of these queries computed yet (a reader's first search after a start).
  const cold = time(QUERY_MIX, 1, engine);
  time(QUERY_MIX, 1, raw);
  const warm = time(QUERY_MIX, rounds, engine);
  const base = time(QUERY_MIX, rounds, raw);

  // As served (answer cache on), on what readers send: every keystroke of each query, by `rounds` readers.
  const served = new SearchIndex('bench', records);
  const keystrokes = QUERY_MIX.flatMap((q) => [...q].map((_, i) => q.slice(0, i + 1)));
  const cached = time(keystrokes, rounds, (q) => served.search(docSearchRequest(q, 'bench')));

  const row = (metric: string, value: number, baseline: number, note?: string): BenchRow => ({
    area: 'Search',
    metric,
    value: Number(value.toFixed(3)),
    unit: 'ms',
    baseline: {name: 'MiniSearch alone', value: Number(baseline.toFixed(3))},
    ratio: Number((value / baseline).toFixed(2)),
    note,
  });
  const per = `${QUERY_MIX.length} queries × ${rounds}, ${records.length} records, ${SEARCHABLE.length} fields`;
  return [
    row(
      'engine, no answer cache: median per query (DocSearch request)',
      median(all(warm)),
      median(all(base)),
      per,
    ),
    row(
      'engine, no answer cache: p99 per query',
      percentile(all(warm), 99),
      percentile(all(base), 99),
      `slowest: ${slowest(warm, 3)}`,
    ),
    {
      area: 'Search',
      metric: 'engine, no answer cache: first pass (cold), median per query',
      value: Number(median(all(cold)).toFixed(3)),
      unit: 'ms',
      note: `p99 ${percentile(all(cold), 99).toFixed(1)} ms; slowest: ${slowest(cold, 3)}`,
    },
    {
      area: 'Search',
      metric: 'engine as served (answer cache on): median per keystroke',
      value: Number(median(all(cached)).toFixed(3)),
      unit: 'ms',
      note:
        `p99 ${percentile(all(cached), 99).toFixed(2)} ms; every keystroke of the ${QUERY_MIX.length} ` +
        `queries (${keystrokes.length}) typed by ${rounds} readers in turn, the first one uncached`,
    },
  ];
}
