/**
 * Pages area of `npm run bench`: what readers' phones download. Our build vs
 * the same content built as stock Docusaurus 3.8.1 with the Algolia theme
 * (hosted-Algolia configuration: the stock DocSearch client, nothing aliased),
 * both served by the production server and opened in Chromium as a phone.
 * Then the first search, against a search-local-style index downloaded whole. And the doc page
 * with the feedback widget (the default) against the same page built without it (FEEDBACK_URL=0).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type {FastifyInstance} from 'fastify';
import {searchConfig} from '../search/config';
import {createServer} from '../server/server';
import {build, STOCK_ALGOLIA} from './lib/docusaurus';
import {ratio} from './lib/stats';
import type {BenchContext, BenchRow} from './lib/types';
import {openBrowser, visit, type Visit} from './lib/weigh';

const AREA = 'Pages';
/**
 * A deep doc page without a diagram (the target: most pages are like it), one with a Mermaid
 * diagram and the home page (which has one too), for information.
 */
const PAGES = [
  {label: 'doc page', route: '/payment-gateways/stripe', judged: true},
  {label: 'doc page with a diagram', route: '/payment-gateways/paypal', judged: false},
  {label: 'home', route: '/', judged: false},
];
const QUERY = 'stripe webhook';

const kb = (bytes: number) => bytes / 1024;

async function serve(buildDir: string): Promise<{app: FastifyInstance; base: string}> {
  const app = await createServer({buildDir, search: searchConfig()});
  const base = await app.listen({port: 0, host: '127.0.0.1'});
  return {app, base};
}

function pageRows(label: string, ours: Visit, stock: Visit, judged: boolean, smoke: boolean): BenchRow[] {
  const codeOurs = ours.first.js + ours.first.css;
  const codeStock = stock.first.js + stock.first.css;
  const total = (v: Visit) => v.first.html + v.first.js + v.first.css + v.first.other;
  const stockName = 'stock Docusaurus + Algolia theme';
  const codeRatio = ratio(codeOurs, codeStock);
  return [
    {
      area: AREA,
      metric: `${label}: first-load JS + CSS, gzip`,
      value: kb(codeOurs),
      unit: 'KB',
      baseline: {name: stockName, value: kb(codeStock)},
      ratio: codeRatio,
      ...(judged && {
        target: '≤ 1× stock',
        pass: smoke || codeRatio === undefined ? undefined : codeRatio <= 1,
      }),
      note: `JS ${kb(ours.first.js).toFixed(0)} KB, stock ${kb(stock.first.js).toFixed(0)} KB`,
    },
    {
      area: AREA,
      metric: `${label}: first load, HTML + JS + CSS + images, gzip`,
      value: kb(total(ours)),
      unit: 'KB',
      baseline: {name: stockName, value: kb(total(stock))},
      ratio: ratio(total(ours), total(stock)),
    },
    {
      area: AREA,
      metric: `${label}: prefetched after load for the links in view, gzip`,
      value: kb(ours.first.prefetched),
      unit: 'KB',
      baseline: {name: stockName, value: kb(stock.first.prefetched)},
      ratio: ratio(ours.first.prefetched, stock.first.prefetched),
    },
    {
      area: AREA,
      metric: `${label}: requests on a first visit (without prefetches)`,
      value: ours.first.requests,
      unit: 'req',
      baseline: {name: stockName, value: stock.first.requests},
      ratio: ratio(ours.first.requests, stock.first.requests),
    },
  ];
}

/** The build without the feedback widget: src/plugins/feedback/endpoint.ts. */
const NO_FEEDBACK = {FEEDBACK_URL: '0'};

/** The doc page's first-load JS + CSS with the feedback widget, against the same page without it. */
function widgetRow(withWidget: Visit, without: Visit, smoke: boolean): BenchRow {
  const code = (v: Visit) => v.first.js + v.first.css;
  const added = code(withWidget) - code(without);
  return {
    area: AREA,
    metric: `${PAGES[0].label}: first-load JS + CSS with the feedback widget, gzip`,
    value: kb(code(withWidget)),
    unit: 'KB',
    baseline: {name: 'same page built with FEEDBACK_URL=0 (no widget)', value: kb(code(without))},
    ratio: ratio(code(withWidget), code(without)),
    // Issue 37: the widget loads nothing until used; the page's first load grows by at most 1 KB.
    target: '≤ +1 KB',
    pass: smoke ? undefined : added <= 1024,
    note:
      `the widget: +${added} B (JS ${withWidget.first.js - without.first.js} B, ` +
      `CSS ${withWidget.first.css - without.first.css} B), ` +
      `${withWidget.first.requests - without.first.requests} more requests`,
  };
}

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const stockDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-stock-'));
  const plainDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-no-feedback-'));
  const servers: FastifyInstance[] = [];
  const browser = await openBrowser();
  try {
    context.log('pages: building the stock baseline (hosted-Algolia configuration)');
    await build(context.root, stockDir, STOCK_ALGOLIA, {warm: true});
    context.log('pages: building the site without the feedback widget (FEEDBACK_URL=0)');
    await build(context.root, plainDir, NO_FEEDBACK, {warm: true});
    const ours = await serve(context.buildDir);
    const stock = await serve(stockDir);
    const plain = await serve(plainDir);
    servers.push(ours.app, stock.app, plain.app);

    const rows: BenchRow[] = [];
    let firstSearch: Visit['search'];
    for (const {label, route, judged} of PAGES) {
      context.log(`pages: ${route}`);
      const withSearch = route === PAGES[0].route;
      const oursVisit = await visit(
        browser,
        ours.base,
        context.buildDir,
        route,
        withSearch ? QUERY : undefined,
      );
      const stockVisit = await visit(browser, stock.base, stockDir, route);
      firstSearch ??= oursVisit.search;
      rows.push(...pageRows(label, oursVisit, stockVisit, judged, context.smoke));
      if (withSearch) {
        const without = await visit(browser, plain.base, plainDir, route);
        rows.push(widgetRow(oursVisit, without, context.smoke));
      }
    }

    if (!firstSearch) throw new Error('the first search was not measured');
    const records = fs.readFileSync(searchConfig(process.env, context.root).recordsFile);
    const wholeIndex = zlib.gzipSync(records).length;
    rows.push(
      {
        area: AREA,
        metric: 'search index bytes shipped to the browser (first search)',
        value: kb(firstSearch.index),
        unit: 'KB',
        target: '0',
        pass: context.smoke ? undefined : firstSearch.index === 0,
      },
      {
        area: AREA,
        metric: `first search ("${QUERY}", typed): answers downloaded, gzip`,
        value: kb(firstSearch.answers),
        unit: 'KB',
        baseline: {
          name: 'whole index in the browser (gzip records.json, lower bound)',
          value: kb(wholeIndex),
        },
        ratio: ratio(firstSearch.answers, wholeIndex),
      },
      {
        area: AREA,
        metric: 'first search: dialog code loaded on demand, gzip',
        value: kb(firstSearch.code),
        unit: 'KB',
        note: `${firstSearch.requests} requests in all`,
      },
    );
    return rows;
  } finally {
    await browser.close();
    await Promise.all(servers.map((app) => app.close()));
    for (const dir of [stockDir, plainDir]) fs.rmSync(dir, {recursive: true, force: true});
  }
}
