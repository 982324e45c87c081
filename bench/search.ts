/**
 * Search benchmarks, each beside a baseline measured in the same run:
 * - engine: time per query over QUERY_MIX with all records, beside MiniSearch alone (search-engine.ts);
 * - service: autocannon at 50 connections, beside a bare Fastify route (search-load.ts);
 * - Chromium: keystroke to rendered hits in the DocSearch dialog (search-browser.ts).
 * Run on its own: `npx tsx bench/search.ts [--smoke]`.
 */
import {runEngine} from './search-engine';
import {runLoad} from './search-load';
import {runBrowser} from './search-browser';
import {standaloneContext} from './lib/context';
import type {BenchContext, BenchRow} from './lib/types';

export async function run(context: BenchContext): Promise<BenchRow[]> {
  return [...(await runEngine(context)), ...(await runLoad(context)), ...(await runBrowser(context))];
}

if (require.main === module) {
  run(standaloneContext(process.argv.includes('--smoke'))).then(
    (rows) => {
      for (const row of rows) {
        const versus = row.baseline ? ` (${row.baseline.name} ${row.baseline.value}, ×${row.ratio})` : '';
        const target = row.target
          ? ` [${row.target}: ${row.pass === undefined ? '-' : row.pass ? 'met' : 'NOT met'}]`
          : '';
        console.log(
          `${row.metric}: ${row.value} ${row.unit}${versus}${target}${row.note ? ` — ${row.note}` : ''}`,
        );
      }
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
