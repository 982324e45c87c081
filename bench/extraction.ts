/**
 * Times the search plugin's record extraction on its own, as src/plugins/search/index.ts
 * runs it in `allContentLoaded`: `buildRecords(pagesOf(docs))` over every page
 * of the site, with the docs content Docusaurus loads.
 *
 * Run directly (`node --import tsx bench/extraction.ts SITE_DIR`) it
 * times one extraction and prints its figures as JSON: `timeExtractionCold`
 * runs it so, each time in a fresh process, cold as in a build.
 */
import {execFileSync} from 'node:child_process';
import {loadSite} from '@docusaurus/core/lib/server/site';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {buildRecords} from '../search/records/records';
import {pagesOf} from '../src/plugins/search/index';
import {median} from './lib/stats';

export type ExtractionFigures = {pages: number; records: number; seconds: number};

/**
 * Loads the site's content (which writes .docusaurus/, as any build does), then
 * runs the extraction once in this process, its code as cold as in a build
 * (Docusaurus loads the plugin through its own module loader, so this copy has
 * not run yet).
 */
export async function timeExtraction(siteDir: string): Promise<ExtractionFigures> {
  const site = await loadSite({siteDir});
  const docs = site.props.plugins.find(
    (plugin) => plugin.name === 'docusaurus-plugin-content-docs' && plugin.options.id === 'default',
  )?.content as LoadedContent | undefined;
  if (!docs) throw new Error('the docs plugin loaded no content');
  const started = performance.now();
  const pages = pagesOf(docs, siteDir);
  const records = buildRecords(pages, site.props.siteConfig.url);
  return {pages: pages.length, records: records.length, seconds: (performance.now() - started) / 1000};
}

/** The median of `runs` extractions, each in a fresh process (the parser's code cold, as in a build). */
export function timeExtractionCold(siteDir: string, runs: number): ExtractionFigures {
  const figures = Array.from({length: runs}, () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', __filename, siteDir], {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return JSON.parse(out.trim().split('\n').at(-1) ?? '') as ExtractionFigures;
  });
  return {...figures[0], seconds: median(figures.map((f) => f.seconds))};
}

if (require.main === module) {
  timeExtraction(process.argv[2] ?? process.cwd()).then(
    (figures) => console.log(JSON.stringify(figures)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
