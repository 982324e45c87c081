/**
 * The site's Docusaurus config with @easyops-cn/docusaurus-search-local in place of our search:
 * the second baseline of the relevance benchmark (bench/relevance.ts, full run only). Not a
 * config of the site: bench/lib/search-local.ts builds it in a directory of its own under
 * os.tmpdir(), as `docusaurus build <dir> --config bench/search-local.config.ts`. That directory
 * holds a copy of docs/, sidebars.ts, static/ and src/, so the paths Docusaurus resolves from the
 * site directory (docs, sidebarPath, customCss, clientModules, static) mean what they mean in the
 * site; plugins and themes named by a relative path resolve from this file's directory, so they
 * are made absolute here, from the repository's root.
 *
 * Everything else is the site's config, unchanged: our search plugin (records, the dev server's
 * search API) is left out, and so is DocSearch: without `themeConfig.algolia` the classic preset
 * does not add theme-search-algolia, and search-local's theme provides `@theme/SearchBar`.
 */
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import site from '../docusaurus.config';
import {REPO_ROOT} from '../scripts/lib/repo-root';

const OUR_SEARCH_PLUGIN = path.join(REPO_ROOT, 'src/plugins/search/index.ts');

/**
 * A plugin or theme named by a relative path, made absolute: Docusaurus resolves those from the
 * config file's directory, and the site's are relative to the repository's root.
 */
function fromRoot<T>(entry: T): T {
  if (typeof entry === 'string' && entry.startsWith('.')) return path.resolve(REPO_ROOT, entry) as T;
  if (Array.isArray(entry) && typeof entry[0] === 'string' && entry[0].startsWith('.'))
    return [path.resolve(REPO_ROOT, entry[0]), ...entry.slice(1)] as T;
  return entry;
}

/** The site's plugins without ours; throws when it is not there, so a renamed plugin is not kept by mistake. */
function withoutOurSearch<T>(plugins: T[]): T[] {
  const kept = plugins.map(fromRoot).filter((plugin) => plugin !== OUR_SEARCH_PLUGIN);
  if (kept.length !== plugins.length - 1)
    throw new Error(`search-local variant: no ${OUR_SEARCH_PLUGIN} among the site's plugins`);
  return kept;
}

/**
 * The site's presets with the docs' "Last updated on" dates off: they come from `git log`, and the
 * variant's directory is no git repository (Docusaurus would fail the build, src/gitHistory.ts);
 * the dates change nothing the benchmark measures.
 */
function withoutLastUpdate(presets: NonNullable<Config['presets']>): NonNullable<Config['presets']> {
  return presets.map((preset) => {
    if (!Array.isArray(preset) || preset[0] !== 'classic') return preset;
    const options = (preset[1] ?? {}) as {docs?: Record<string, unknown>};
    return [preset[0], {...options, docs: {...options.docs, showLastUpdateTime: false}}];
  });
}

const searchLocal: PluginOptions = {
  hashed: true,
  indexDocs: true,
  indexBlog: false,
  // The docs are served at the root (docusaurus.config.ts: routeBasePath '/').
  docsRouteBasePath: '/',
  language: ['en'],
  // The dropdown shows 8 suggestions by default; 20 here, as many as the hits DocSearch shows of
  // ours, and as far down as the benchmark looks (MAX_RANK in bench/relevance.ts): a page found at
  // suggestion 9 to 20 counts as it does for ours. (A suggestion is a page, a heading or a
  // paragraph, as a hit is for ours: 20 of them can be fewer than 20 pages, for both.)
  searchResultLimits: 20,
};

// `algolia` out: the classic preset then leaves theme-search-algolia (DocSearch) out.
const {algolia: _algolia, ...themeConfig} = site.themeConfig ?? {};

const config: Config = {
  ...site,
  presets: withoutLastUpdate(site.presets ?? []),
  plugins: withoutOurSearch(site.plugins ?? []),
  themes: [
    ...(site.themes ?? []).map(fromRoot),
    [require.resolve('@easyops-cn/docusaurus-search-local'), {...searchLocal}],
  ],
  themeConfig,
};

export default config;
