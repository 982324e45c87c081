/**
 * Relevance measured as readers meet it: each query of a set is sent to the engine exactly as the
 * DocSearch dialog sends it, and the distinct pages of its hits, in order, are scored against the
 * page(s) it expects. Shared by the relevance benchmark (bench/relevance.ts, which adds the
 * offline peers) and the relevance floor of `npm test` (tests/unit/search-relevance-floor.test.ts).
 *
 * The query sets, each written before the ranking work it measures:
 * - bench/relevance-queries.json: the first set, written from what readers want to do;
 * - bench/relevance-blind-tuning.json and bench/relevance-blind-frozen.json: 180 queries written
 *   blind (by helpers who had read only docs/) and split before any ranking change; the frozen half
 *   is measured once at the end of a change and never tuned on (its sha256 in
 *   bench/relevance-blind.sha256), and is kept out of the floor;
 * - bench/relevance-blind-frozen-2.json: 90 more, written the same way on 2026-11-27 after the
 *   first frozen half had been spent, frozen (its sha256 committed) before the second relevance
 *   change was measured on it, once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SearchIndex} from '../../search/engine';
import {docSearchRequest} from './docsearch';
import {allRoutes} from './routes';

export const KINDS = [
  'task',
  'synonym',
  'typo',
  'prefix',
  'question',
  'command',
  'symptom',
  'identifier',
  'number',
] as const;
type Kind = (typeof KINDS)[number];
export type RelevanceQuery = {query: string; kind: Kind; expect: string[]};

export const QUERY_SETS = {
  bench: 'bench/relevance-queries.json',
  tuning: 'bench/relevance-blind-tuning.json',
  frozen: 'bench/relevance-blind-frozen.json',
  frozen2: 'bench/relevance-blind-frozen-2.json',
} as const;

/** How far down the distinct pages a reader is assumed to look (DocSearch shows 20 hits). */
export const MAX_RANK = 20;

export function loadQueries(root: string, file: string): RelevanceQuery[] {
  const {queries} = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as {queries: RelevanceQuery[]};
  const known = new Set(allRoutes);
  for (const q of queries) {
    if (!q.query || !KINDS.includes(q.kind) || !q.expect?.length)
      throw new Error(`${file}: malformed entry ${JSON.stringify(q)}`);
    const unknown = q.expect.filter((route) => !known.has(route));
    if (unknown.length)
      throw new Error(`${file}: "${q.query}" expects unknown route(s) ${unknown.join(', ')}`);
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

export type Outcome = {query: RelevanceQuery; pages: string[]; nbHits: number; rank: number};

/** A query's outcome from its hits' URLs, in order: their distinct pages, and the rank of the first expected one. */
export function outcome(query: RelevanceQuery, urls: string[], nbHits: number): Outcome {
  const pages = [...new Set(urls.map(pageOf))];
  const found = pages.slice(0, MAX_RANK).findIndex((page) => query.expect.includes(page));
  return {query, pages, nbHits, rank: found + 1};
}

/** Every query of a set as the dialog sends it (with `extra` parameters on top), over `index`. */
export function evaluate(
  index: SearchIndex,
  queries: RelevanceQuery[],
  request: (query: string) => Record<string, unknown> = docSearchRequest,
): Outcome[] {
  return queries.map((query) => {
    const {hits, nbHits} = index.search(request(query.query));
    return outcome(
      query,
      hits.map((hit) => String(hit.url)),
      nbHits,
    );
  });
}

export type Score = {count: number; top1: number; top5: number; top10: number; mrr: number; zeroHit: number};

export function score(outcomes: Outcome[]): Score {
  const count = outcomes.length;
  const share = (test: (o: Outcome) => boolean) => (count ? (100 * outcomes.filter(test).length) / count : 0);
  return {
    count,
    top1: share((o) => o.rank === 1),
    top5: share((o) => o.rank >= 1 && o.rank <= 5),
    top10: share((o) => o.rank >= 1 && o.rank <= 10),
    mrr: count ? outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / count : 0,
    zeroHit: outcomes.filter((o) => o.nbHits === 0).length,
  };
}
