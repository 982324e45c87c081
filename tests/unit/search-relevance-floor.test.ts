/**
 * The relevance floor: the bench set and the blind tuning half, through the engine exactly as the
 * dialog asks (no browser), never fall below figures a little under those reached, so no change
 * loses relevance quietly. The frozen half stays out of it: it is the honest final measure
 * (bench/relevance.ts, run once at the end of a relevance change).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {SearchIndex} from '../../search/engine';
import {SITE_INDEX} from '../../search/site-index';
import {INDEX_NAME} from '../support/docsearch';
import {QUERY_SETS, evaluate, loadQueries, score, type Outcome} from '../support/relevance';
import {siteRecords} from '../support/site-records';

const ROOT = path.resolve(__dirname, '../..');

/** Reached on 2026-11-27 over docs/ at the end of the content rounds: bench set 91.4 / 98.4 %, blind tuning half 79.3 / 95.4 %. */
const FLOORS = {
  bench: {top1: 90, top5: 98},
  tuning: {top1: 74, top5: 94},
};

const missed = (outcomes: Outcome[]) =>
  outcomes
    .filter((o) => o.rank !== 1)
    .map(
      (o) =>
        `"${o.query.query}" → ${o.pages[0] ?? '(nothing)'} (want ${o.query.expect[0]}, rank ${o.rank || '-'})`,
    )
    .join('\n');

for (const set of ['bench', 'tuning'] as const) {
  test(`readers' queries of the ${set} set find their page first and in the top 5 at least as often as before`, async () => {
    const index = new SearchIndex(INDEX_NAME, await siteRecords(ROOT), {...SITE_INDEX, cacheSize: 0});
    const outcomes = evaluate(index, loadQueries(ROOT, QUERY_SETS[set]));
    const {top1, top5} = score(outcomes);
    assert.ok(
      top1 >= FLOORS[set].top1,
      `top-1 ${top1.toFixed(1)} % < ${FLOORS[set].top1} %:\n${missed(outcomes)}`,
    );
    assert.ok(
      top5 >= FLOORS[set].top5,
      `top-5 ${top5.toFixed(1)} % < ${FLOORS[set].top5} %:\n${missed(outcomes)}`,
    );
  });
}
