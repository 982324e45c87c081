/**
 * Search engine benchmark: time per query of search/engine/ over all the
 * site's records, beside MiniSearch alone doing the same word-level retrieval
 * (the overhead of our Algolia layer shows as the ratio).
 */
import MiniSearch from 'minisearch';
import {SearchIndex, queryWords, words} from '../search/engine';
import type {DocSearchRecord} from '../search/records/records';
import {SITE_INDEX} from '../search/site-index';
import {INDEX_NAME, docSearchRequest} from '../tests/support/docsearch';
import {QUERY_MIX} from '../tests/support/queries';
import {siteRecords} from '../tests/support/site-records';
import {worstRequests} from '../tests/support/adversarial';
import {indexMemory} from './lib/index-memory';
import {median, percentile} from './lib/stats';
import type {BenchContext, BenchRow} from './lib/types';

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
  const records = await siteRecords(context.root);
  const rounds = context.smoke ? 1 : 20;
  context.log(`search engine: ${records.length} records, ${QUERY_MIX.length} queries × ${rounds} rounds`);

  const index = new SearchIndex(INDEX_NAME, records, {...SITE_INDEX, cacheSize: 0});
  // The baseline: MiniSearch (the engine's full-text library before it had its own index) finding
  // the records with every word of the query (the last also as a prefix, typos by length), nothing else.
  const get = (record: DocSearchRecord, field: string) =>
    field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], record);
  const mini = new MiniSearch<DocSearchRecord & {id: number}>({
    fields: index.fields,
    extractField: (record, field) => (field === 'id' ? String(record.id) : String(get(record, field) ?? '')),
    tokenize: words,
    processTerm: (term) => term,
  });
  mini.addAll(records.map((record, id) => ({...record, id})));
  const raw = (q: string) => {
    const query = queryWords(q, index.settings);
    return mini.search(query.map((w) => w.word).join(' '), {
      combineWith: 'AND',
      prefix: (_term, i) => query[i]?.prefix ?? false,
      fuzzy: (_term, i) => query[i]?.typos || false,
      maxFuzzy: 2,
    });
  };
  const engine = (q: string) => index.search(docSearchRequest(q));

  // First pass: nothing of these queries computed yet (a reader's first search after a start).
  const cold = time(QUERY_MIX, 1, engine);
  time(QUERY_MIX, 1, raw);
  const warm = time(QUERY_MIX, rounds, engine);
  const base = time(QUERY_MIX, rounds, raw);

  // As served (answer cache on), on what readers send: every keystroke of each query, by `rounds` readers.
  const served = new SearchIndex(INDEX_NAME, records, SITE_INDEX);
  const keystrokes = QUERY_MIX.flatMap((q) => [...q].map((_, i) => q.slice(0, i + 1)));
  const cached = time(keystrokes, rounds, (q) => served.search(docSearchRequest(q)));

  const vocabulary = [
    ...new Set(
      records.flatMap((record) => index.fields.flatMap((field) => words(String(get(record, field) ?? '')))),
    ),
  ].sort();
  const worst = worstQuery(index, vocabulary, context.smoke ? 20 : 400);
  const memory = indexMemory();

  const row = (metric: string, value: number, baseline: number, note?: string): BenchRow => ({
    area: 'Search',
    metric,
    value: Number(value.toFixed(3)),
    unit: 'ms',
    baseline: {name: 'MiniSearch alone', value: Number(baseline.toFixed(3))},
    ratio: Number((value / baseline).toFixed(2)),
    note,
  });
  const judged = (pass: boolean) => (context.smoke ? undefined : pass);
  const per = `${QUERY_MIX.length} queries × ${rounds}, ${records.length} records, ${index.fields.length} fields`;
  return [
    {
      ...row(
        'engine, no answer cache: median per query (DocSearch request)',
        median(all(warm)),
        median(all(base)),
        per,
      ),
      target: '≤ 0.3 ms',
      pass: judged(median(all(warm)) <= 0.3),
    },
    {
      ...row(
        'engine, no answer cache: p99 per query',
        percentile(all(warm), 99),
        percentile(all(base), 99),
        `slowest: ${slowest(warm, 3)}`,
      ),
      target: '≤ 2 ms',
      pass: judged(percentile(all(warm), 99) <= 2),
    },
    {
      area: 'Search',
      metric:
        'engine: worst request found (fast-check: long, prefix, typo and repeated-word queries, huge pages)',
      value: Number(worst.ms.toFixed(1)),
      unit: 'ms',
      target: '≤ 20 ms',
      pass: judged(worst.ms <= 20),
      note: `${worst.count} requests; worst: ${describe(worst.request)}`,
    },
    {
      area: 'Search',
      metric: 'engine: index memory (V8 heap after a full GC, records excluded, fresh process)',
      value: Number(memory.toFixed(1)),
      unit: 'MB',
    },
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

/**
 * The slowest of `count` requests drawn by fast-check (fixed seed: the same requests every run),
 * each sent once to the index: up to 512 characters of real words, short prefixes that expand
 * to many words, typo-heavy words, one-letter words, one word repeated, quotes and exclusions,
 * any text; with huge pages, up to 1,000 hits a page, facets, filters and the query-time settings.
 */
function worstQuery(index: SearchIndex, vocabulary: string[], count: number) {
  const {worst} = worstRequests(index, vocabulary, count);
  return {...worst, count};
}

/** A request in a table cell: its query cut at 60 characters and the parameters beside DocSearch's. */
function describe(request: Record<string, unknown>): string {
  const {query, ...rest} = request;
  const base: Record<string, unknown> = docSearchRequest('');
  const extra = Object.entries(rest).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(base[k]));
  const q = String(query);
  return `"${q.length > 60 ? q.slice(0, 60) + '…' : q}" ${extra.map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(' ')}`;
}
