/**
 * Measures the three full-text libraries we could build the search engine on
 * (MiniSearch, FlexSearch, Orama) on the site's own records:
 *   npx tsx bench/engines.ts            # 3 builds, 20 query rounds
 *   npx tsx bench/engines.ts --smoke    # 1 build, 1 round
 *   node --expose-gc --import tsx bench/engines.ts   # exact heap figures
 *
 * Each library indexes hierarchy.lvl0..lvl6 and content as separate fields (as
 * search/engine/ does) and is queried as close to Algolia as it allows: every
 * word must match in some field (AND), the last word also as a prefix, and one
 * typo from 4 letters, two from 8. A query's answer is its set of candidate
 * records, because the engine ranks the candidates itself; it is compared with
 * a brute-force reference answer of those semantics (recall / precision).
 * The records are the build's (search-index/records.json), else built from docs/ in-process.
 * Exits 0 whatever the figures are.
 */
import damerauLevenshtein from 'damerau-levenshtein';
import MiniSearch from 'minisearch';
import {Charset, Document} from 'flexsearch';
import {create, insertMultiple, search as oramaSearch} from '@orama/orama';
import {REPO_ROOT} from '../scripts/lib/repo-root';
import type {DocSearchRecord, Level} from '../search/records/records';
import {queryWords, words, type QueryWord} from '../search/engine';
import {PLAIN, PREFIX, TYPO} from '../tests/support/queries';
import {siteRecords} from '../tests/support/site-records';
import {median, percentile} from './lib/stats';

const distance = (a: string, b: string) => damerauLevenshtein(a, b).steps;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const FIELDS = [...LEVELS, 'content'] as const;

type Doc = {id: number} & Record<(typeof FIELDS)[number], string>;
type Engine = {search(query: QueryWord[]): Promise<number[]>};
type Adapter = {name: string; semantics: string; build(docs: Doc[]): Promise<Engine>};

/** The records every word matched (in any field): the AND across words. */
function everyWord(perWord: number[][]): number[] {
  if (perWord.length === 0) return [];
  const sets = perWord.slice(1).map((ids) => new Set(ids));
  return [...new Set(perWord[0])].filter((id) => sets.every((set) => set.has(id)));
}

/** MiniSearch, configured as search/engine/ configured it: all of Algolia's word semantics natively. */
function miniSearchAdapter(): Adapter {
  return {
    name: 'MiniSearch 7.2',
    semantics: 'native: AND across fields, prefix on the last word only, 1/2 typos per word by length',
    async build(docs) {
      const mini = new MiniSearch<Doc>({fields: [...FIELDS], tokenize: words, processTerm: (t) => t});
      mini.addAll(docs);
      return {
        async search(query) {
          return mini
            .search(query.map((q) => q.word).join(' '), {
              combineWith: 'AND',
              tokenize: words,
              processTerm: (t) => t,
              prefix: (_term, i) => query[i]?.prefix ?? false,
              fuzzy: (_term, i) => query[i]?.typos || false,
              maxFuzzy: 2,
            })
            .map((r) => r.id as number);
        },
      };
    },
  };
}

/**
 * FlexSearch has no edit-distance fuzziness: the closest it offers is a lossy phonetic encoder.
 * LatinExtra with "forward" tokenizing (every word a prefix, not only the last) comes closest to the
 * reference; Normalize/LatinBalance/LatinAdvanced miss most typos, LatinSoundex and the "tolerant" or
 * "full" tokenizers lose more precision. A multi-word query ANDs within one field only, so the AND
 * across fields is done here.
 */
function flexSearchAdapter(): Adapter {
  return {
    name: 'FlexSearch 0.8',
    semantics:
      'phonetic encoder (LatinExtra) instead of typos; every word is a prefix; AND across fields in the adapter',
    async build(docs) {
      const index = new Document({
        document: {id: 'id', index: [...FIELDS]},
        tokenize: 'forward',
        encoder: Charset.LatinExtra,
      });
      for (const doc of docs) index.add(doc);
      return {
        async search(query) {
          return everyWord(
            query.map((q) =>
              index.search(q.word, {limit: docs.length}).flatMap((field) => field.result as number[]),
            ),
          );
        },
      };
    },
  };
}

/**
 * Orama's tolerance is one number per search and always comes with prefix matching; "exact: true" is
 * a case-sensitive test on the original text (3.1), so every word is a prefix. Its multi-word AND
 * (threshold 0) only holds within one field. So each word is one search with its own tolerance, and
 * the AND across fields is done here. It takes our tokenizer (its own keeps "two-factor" whole).
 * "limit" is the record count, not more: Orama allocates a results array of that length per search.
 */
function oramaAdapter(): Adapter {
  return {
    name: 'Orama 3.1',
    semantics: 'one search per word (own tolerance) + AND in the adapter; every word is a prefix',
    async build(docs) {
      const tokenizer = {language: 'english', normalizationCache: new Map(), tokenize: words};
      const db = create({
        components: {tokenizer},
        schema: Object.fromEntries(FIELDS.map((f) => [f, 'string'])) as Record<string, 'string'>,
      });
      await insertMultiple(
        db,
        docs.map((doc) => ({...doc, id: String(doc.id)})),
      );
      return {
        async search(query) {
          const perWord: number[][] = [];
          for (const q of query) {
            const result = await oramaSearch(db, {
              term: q.word,
              properties: [...FIELDS],
              tolerance: q.typos,
              limit: docs.length,
            });
            perWord.push(result.hits.map((hit) => Number(hit.id)));
          }
          return everyWord(perWord);
        },
      };
    },
  };
}

/** Queries whose answer must contain a given page (url fragment) or section (heading). */
const EXPECTATIONS: {query: string; url?: string; heading?: string}[] = [
  {query: 'stripe webhook', url: '/payment-gateways/stripe'},
  {query: 'cron', heading: 'Cron Job Settings'},
  {query: 'stipe', url: '/payment-gateways/stripe'},
  {query: 'paymnt gatway', heading: 'Payment Gateway Settings'},
  {query: 'withdrawl', url: '/withdraw/'},
  {query: 'configuraton', heading: 'System Configuration'},
  {query: 'mantenance mode', heading: 'Maintenance Mode'},
  {query: 'instal', url: '/installation-guide/'},
  {query: 'webho', url: '/payment-gateways/'},
  {query: 'gocardles webhook', url: '/payment-gateways/gocardless'},
  {query: 'sslcomerz ipn', url: '/payment-gateways/sslcommerz'},
  {query: 'social login google', heading: 'Social Login'},
];

/** The semantics asked for: the word itself, within its typo budget, or (last word) a word it begins. */
const wordMatches = (q: QueryWord, word: string) =>
  (q.prefix && word.startsWith(q.word)) || distance(q.word, word) <= q.typos;

/** The reference answer of each query, by brute force: the records in which every query word matches. */
function referenceAnswers(docs: Doc[], queries: string[]): Map<string, Set<number>> {
  const recordWords = docs.map((doc) => [...new Set(FIELDS.flatMap((f) => words(doc[f])))]);
  const vocabulary = [...new Set(recordWords.flat())];
  return new Map(
    queries.map((q) => {
      const matching = queryWords(q).map((w) => new Set(vocabulary.filter((t) => wordMatches(w, t))));
      const ids = docs.filter((d) => matching.every((m) => recordWords[d.id].some((t) => m.has(t))));
      return [q, new Set(ids.map((d) => d.id))];
    }),
  );
}

const gc = (globalThis as {gc?: () => void}).gc;
const heapUsed = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};

type Row = {
  name: string;
  semantics: string;
  indexMs: number;
  heapMb: number;
  queryMedian: number;
  queryP99: number;
  slowest: string;
  answered: number;
  unanswered: string[];
  met: number;
  unmet: string[];
  meanHits: number;
  recall: number;
  precision: number;
  lowRecall: string[];
};

async function measure(
  adapter: Adapter,
  docs: Doc[],
  records: DocSearchRecord[],
  reference: Map<string, Set<number>>,
  smoke: boolean,
): Promise<Row> {
  // Heap first: an index built earlier in this frame could still be held and skew the delta.
  const before = heapUsed();
  const engine = await adapter.build(docs);
  const heapMb = (heapUsed() - before) / 2 ** 20;
  const buildTimes: number[] = [];
  for (let i = 0; i < (smoke ? 1 : 3); i += 1) {
    const started = performance.now();
    await adapter.build(docs);
    buildTimes.push(performance.now() - started);
  }

  const queries = [...PLAIN, ...PREFIX, ...TYPO];
  const answers = new Map<string, number[]>();
  for (const q of queries) answers.set(q, await engine.search(queryWords(q))); // also warms up
  const times = new Map<string, number[]>(queries.map((q) => [q, []]));
  for (let round = 0; round < (smoke ? 1 : 20); round += 1) {
    for (const q of queries) {
      const query = queryWords(q);
      const started = performance.now();
      await engine.search(query);
      times.get(q)!.push(performance.now() - started);
    }
  }
  const allTimes = [...times.values()].flat();
  const [slowest] = [...queries].sort((a, b) => median(times.get(b)!) - median(times.get(a)!));

  const unanswered = [...PREFIX, ...TYPO].filter((q) => answers.get(q)!.length === 0);
  const unmet = EXPECTATIONS.filter(({query, url, heading}) => {
    const hits = answers.get(query) ?? []; // every expectation query is in the lists
    return !hits.some((id) => {
      const record = records[id];
      if (url && !record.url.includes(url)) return false;
      return !heading || Object.values(record.hierarchy).includes(heading);
    });
  }).map((e) => e.query);
  const hitCounts = queries.map((q) => answers.get(q)!.length);
  // Agreement with the reference, per query: recall = share of its records found, precision = share of
  // the records found that it holds (1 when the set divided by is empty).
  const agreement = queries.map((q) => {
    const expected = reference.get(q)!;
    const found = answers.get(q)!;
    const both = found.filter((id) => expected.has(id)).length;
    return {
      q,
      recall: expected.size ? both / expected.size : 1,
      precision: found.length ? both / found.length : 1,
      label: `${q} (${both}/${expected.size})`,
    };
  });
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    name: adapter.name,
    semantics: adapter.semantics,
    indexMs: median(buildTimes),
    heapMb,
    queryMedian: median(allTimes),
    queryP99: percentile(allTimes, 99),
    slowest: `${slowest} (median ${median(times.get(slowest)!).toFixed(2)} ms)`,
    answered: PREFIX.length + TYPO.length - unanswered.length,
    unanswered,
    met: EXPECTATIONS.length - unmet.length,
    unmet,
    meanHits: mean(hitCounts),
    recall: mean(agreement.map((a) => a.recall)),
    precision: mean(agreement.map((a) => a.precision)),
    lowRecall: agreement
      .filter((a) => a.recall < 1)
      .sort((a, b) => a.recall - b.recall)
      .map((a) => a.label),
  };
}

function printTable(rows: Row[]) {
  const base = rows[0];
  const withRatio = (value: number, of: number, digits: number) =>
    `${value.toFixed(digits)} (×${(value / of).toFixed(2)})`;
  const header = [
    'library',
    'index ms (median)',
    `heap MB${gc ? '' : ' *'}`,
    'query median ms',
    'query p99 ms',
    'typo/prefix queries answered',
    'expectations met',
    'recall / precision vs reference',
  ];
  const lines = rows.map((r) => [
    r.name,
    withRatio(r.indexMs, base.indexMs, 1),
    withRatio(r.heapMb, base.heapMb, 1),
    withRatio(r.queryMedian, base.queryMedian, 3),
    withRatio(r.queryP99, base.queryP99, 3),
    `${r.answered}/${PREFIX.length + TYPO.length}`,
    `${r.met}/${EXPECTATIONS.length}`,
    `${(r.recall * 100).toFixed(1)}% / ${(r.precision * 100).toFixed(1)}%`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  console.log('(×n) = ratio to MiniSearch. Reference: brute-force answer of the semantics asked for.');
  if (!gc)
    console.log('* heap without --expose-gc: the delta includes uncollected garbage, so it is approximate.');
  console.log('');
  for (const r of rows) {
    console.log(`${r.name}: ${r.semantics}`);
    console.log(`  mean candidates per query: ${r.meanHits.toFixed(0)}; slowest query: ${r.slowest}`);
    if (r.unanswered.length) console.log(`  typo/prefix queries with no result: ${r.unanswered.join(', ')}`);
    if (r.unmet.length) console.log(`  expectations not met: ${r.unmet.join(', ')}`);
    if (r.lowRecall.length)
      console.log(`  lowest recall (found/reference): ${r.lowRecall.slice(0, 6).join(', ')}`);
  }
}

async function main() {
  const smoke = process.argv.includes('--smoke');
  const records = await siteRecords(REPO_ROOT);
  const docs: Doc[] = records.map((record, id) => ({
    id,
    ...(Object.fromEntries(LEVELS.map((l) => [l, record.hierarchy[l] ?? ''])) as Record<Level, string>),
    content: record.content ?? '',
  }));
  console.log(
    `${records.length} records, ${PLAIN.length + PREFIX.length + TYPO.length} queries` +
      `${smoke ? ' (smoke: 1 build, 1 round)' : ' (3 builds, 20 rounds)'}, node ${process.version}\n`,
  );
  const reference = referenceAnswers(docs, [...PLAIN, ...PREFIX, ...TYPO]);
  const rows: Row[] = [];
  for (const adapter of [miniSearchAdapter(), flexSearchAdapter(), oramaAdapter()]) {
    rows.push(await measure(adapter, docs, records, reference, smoke));
  }
  printTable(rows);
}

main();
