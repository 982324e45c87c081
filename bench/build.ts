/**
 * Build area of `npm run bench`: what writers wait for.
 * - production build with Rspack (as configured) vs the same site with webpack,
 *   caches cleared before each, median of 3 (1 in smoke), with peak memory;
 * - the share of that build spent extracting search records (median of 3 cold runs);
 * - dev server cold start to the first 200 on `/` (webpack baseline in full mode);
 * - edit to search: a word appended to a doc, until the dev server's search finds it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {searchConfig} from '../search/config';
import {build, startDevServer, WEBPACK, type BuildFigures, type DevServer} from './lib/docusaurus';
import {waitFor} from './lib/processes';
import {timeExtractionCold} from './extraction';
import {median, ratio} from './lib/stats';
import type {BenchContext, BenchRow} from './lib/types';
import {withIndexedParagraph} from '../tests/support/edits';

const AREA = 'Build';
/** A deep page to edit; restored afterwards. */
const EDITED_DOC = 'docs/payment-gateways/stripe.md';

async function builds(context: BenchContext, name: string, env: Record<string, string>, runs: number) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-build-${name}-`));
  const figures: BuildFigures[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      context.log(`build: ${name} production build ${run}/${runs}, caches cleared`);
      figures.push(await build(context.root, outDir, env));
    }
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
  const memory = figures.map((f) => f.peakRssMB).filter((m): m is number => m !== undefined);
  return {
    seconds: median(figures.map((f) => f.seconds)),
    peakRssMB: memory.length ? median(memory) : undefined,
  };
}

/** Appends a word no page holds to a doc, and times until the dev server's search API finds it. */
async function editToSearch(context: BenchContext, server: DevServer): Promise<number> {
  const {appId, apiKey, indexName} = searchConfig(process.env, context.root);
  const api = `${server.base}/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`;
  const hits = async (query: string) => {
    const response = await fetch(api, {
      method: 'POST',
      headers: {'content-type': 'text/plain'},
      body: JSON.stringify({requests: [{indexName, params: `query=${encodeURIComponent(query)}`}]}),
    }).catch(() => undefined);
    if (!response?.ok) return 0;
    return ((await response.json()) as {results: {nbHits: number}[]}).results[0].nbHits;
  };
  // The dev server indexes when its content is loaded: wait until it answers.
  await waitFor(async () => (await hits('stripe')) > 0, 60_000);
  const file = path.join(context.root, EDITED_DOC);
  const original = fs.readFileSync(file, 'utf8');
  const word = `benchmarker${Date.now().toString(36)}`;
  try {
    const started = performance.now();
    fs.writeFileSync(file, withIndexedParagraph(original, `The word ${word} marks this edit.`));
    await waitFor(async () => (await hits(word)) > 0, 120_000);
    return (performance.now() - started) / 1000;
  } finally {
    fs.writeFileSync(file, original);
  }
}

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const runs = context.smoke ? 1 : 3;
  const rows: BenchRow[] = [];

  const rspack = await builds(context, 'rspack', {}, runs);
  // One webpack build takes about 90 s on 2 cores: full mode only.
  const webpack = context.smoke ? undefined : await builds(context, 'webpack', WEBPACK, runs);
  const buildRatio = ratio(rspack.seconds, webpack?.seconds);
  rows.push({
    area: AREA,
    metric: `production build, Rspack, caches cleared (median of ${runs})`,
    value: rspack.seconds,
    unit: 's',
    ...(webpack && {baseline: {name: 'webpack', value: webpack.seconds}, ratio: buildRatio}),
    target: '≤ 0.3× webpack',
    pass: buildRatio === undefined || context.smoke ? undefined : buildRatio <= 0.3,
    ...(!webpack && {note: 'webpack baseline skipped in smoke (about 90 s per build)'}),
  });
  if (rspack.peakRssMB !== undefined) {
    rows.push({
      area: AREA,
      metric: 'production build, peak memory (max RSS)',
      value: rspack.peakRssMB,
      unit: 'MB',
      ...(webpack?.peakRssMB !== undefined && {
        baseline: {name: 'webpack', value: webpack.peakRssMB},
        ratio: ratio(rspack.peakRssMB, webpack.peakRssMB),
      }),
    });
  }

  context.log(`build: record extraction, timed on its own (${runs}× in a fresh process)`);
  const extraction = timeExtractionCold(context.root, runs);
  const share = extraction.seconds / rspack.seconds;
  rows.push({
    area: AREA,
    metric: `search record extraction, cold (${extraction.pages} pages, ${extraction.records} records; median of ${runs})`,
    value: extraction.seconds,
    unit: 's',
    baseline: {name: 'Rspack build', value: rspack.seconds},
    ratio: share,
    target: '≤ 0.1× build',
    pass: context.smoke ? undefined : share <= 0.1,
  });

  context.log('build: dev server, cold start');
  const dev = await startDevServer(context.root);
  let editSeconds: number;
  try {
    context.log('build: edit to search on the dev server');
    editSeconds = await editToSearch(context, dev);
  } finally {
    await dev.stop();
  }
  let webpackDev: number | undefined;
  if (!context.smoke) {
    context.log('build: webpack dev server, cold start');
    const baseline = await startDevServer(context.root, WEBPACK);
    webpackDev = baseline.secondsToFirst200;
    await baseline.stop();
  }
  rows.push({
    area: AREA,
    metric: 'dev server, cold start to first 200 on /',
    value: dev.secondsToFirst200,
    unit: 's',
    ...(webpackDev !== undefined && {
      baseline: {name: 'webpack dev server', value: webpackDev},
      ratio: ratio(dev.secondsToFirst200, webpackDev),
    }),
  });
  rows.push({
    area: AREA,
    metric: 'edit a doc → found by the dev server search',
    value: editSeconds,
    unit: 's',
  });
  return rows;
}
