/**
 * Search engine benchmark: time per query of search/engine/engine.ts over all the
 * site's records, beside MiniSearch alone doing the same word-level retrieval
 * (the overhead of our Algolia layer shows as the ratio).
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import MiniSearch from 'minisearch';
import {parseQuery} from '../search/engine/query';
import {words} from '../search/engine/text';
import type {DocSearchRecord} from '../search/records/records';
import {siteSearchIndex} from '../search/site-index';
import {INDEX_NAME, docSearchRequest} from '../tests/support/docsearch';
import {QUERY_MIX} from '../tests/support/queries';
import {siteRecords} from '../tests/support/site-records';
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

  const index = siteSearchIndex(INDEX_NAME, records, {cacheSize: 0});
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
    const query = parseQuery(q, index.settings, new Map()).words;
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
  const served = siteSearchIndex(INDEX_NAME, records);
  const keystrokes = QUERY_MIX.flatMap((q) => [...q].map((_, i) => q.slice(0, i + 1)));
  const cached = time(keystrokes, rounds, (q) => served.search(docSearchRequest(q)));

  const worst = worstQuery(index, context.smoke ? 5 : 40);
  const memory = indexMemory(records);

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
      metric: 'engine: worst query found (512-character and many-word queries, first time each)',
      value: Number(worst.ms.toFixed(1)),
      unit: 'ms',
      target: '≤ 20 ms',
      pass: judged(worst.ms <= 20),
      note: `${worst.count} queries; worst: "${worst.query.slice(0, 60)}…"`,
    },
    {
      area: 'Search',
      metric: 'engine: index memory (V8 heap after a full GC, records excluded)',
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

/** A deterministic pseudo-random sequence (the same queries on every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * The slowest of adversarial queries, each sent once to an index that has not seen its words:
 * 512 characters of one-letter words, of long misspelled words, of words that expand to many
 * (short prefixes), of one word repeated, and with quotes and exclusions.
 */
function worstQuery(index: ReturnType<typeof siteSearchIndex>, count: number) {
  const next = random(42);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const word = (min: number, max: number) =>
    Array.from(
      {length: min + Math.floor(next() * (max - min + 1))},
      () => letters[Math.floor(next() * 26)],
    ).join('');
  const shapes = [
    () => Array.from({length: 256}, () => word(1, 1)).join(' '),
    () => Array.from({length: 60}, () => word(6, 12)).join(' '),
    () => Array.from({length: 120}, () => word(2, 3)).join(' '),
    () => Array.from({length: 60}, () => 'configuration').join(' '),
    () => Array.from({length: 40}, () => `"${word(3, 6)} ${word(3, 6)}" -${word(3, 6)}`).join(' '),
  ];
  let worst = {ms: 0, query: ''};
  for (let i = 0; i < count; i += 1) {
    const query = shapes[i % shapes.length]().slice(0, 512);
    const started = performance.now();
    index.search(docSearchRequest(query));
    const ms = performance.now() - started;
    if (ms > worst.ms) worst = {ms, query};
  }
  return {...worst, count};
}

/** The heap an index over the records takes (the records themselves excluded), in MB. */
function indexMemory(records: DocSearchRecord[]): number {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  const before = process.memoryUsage().heapUsed;
  const index = siteSearchIndex(INDEX_NAME, records, {cacheSize: 0});
  gc();
  const after = process.memoryUsage().heapUsed;
  return index ? (after - before) / 1e6 : 0;
}
