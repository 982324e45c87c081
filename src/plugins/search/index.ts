/**
 * Docusaurus integration of the search (no swizzling, no ejecting):
 * - allContentLoaded: turns every doc page and category index into DocSearch
 *   records (search/records/records.ts), again after each edit in `npm start` (only
 *   the pages that changed);
 * - postBuild: writes the records next to the build for `npm run serve`;
 * - configureWebpack: points the stock DocSearch dialog and /search page at
 *   our own hosts (module aliases), and in `npm start` answers the search API
 *   on the dev server's own port.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import {incrementalRecords, type DocSearchRecord, type PageInput} from '../../../search/records/records';
import {searchConfig, usesOwnHosts, type SearchConfig} from '../../../search/config';
import {writeFileAtomic} from '../../../search/atomic-files';
import {createDevMiddleware, indexOverRecords, type DevMiddleware} from '../../../search/dev-search';

type DocsContent = LoadedContent;
type SidebarItem = DocsContent['loadedVersions'][number]['sidebars'][string][number];

type GeneratedIndex = {permalink: string; title: string; description: string; lvl0: string};

/**
 * From the sidebars: the label of the top-level item above each doc (the
 * search's lvl0: "Settings", "Installation Guide", "Dashboard"…), and the
 * generated category index pages.
 */
function walkSidebars(items: SidebarItem[]): {lvl0ByDoc: Map<string, string>; indexes: GeneratedIndex[]} {
  const lvl0ByDoc = new Map<string, string>();
  const indexes: GeneratedIndex[] = [];
  const visit = (item: SidebarItem, lvl0: string) => {
    if (item.type === 'doc' || item.type === 'ref') lvl0ByDoc.set(item.id, lvl0);
    if (item.type !== 'category') return;
    if (item.link?.type === 'doc') lvl0ByDoc.set(item.link.id, lvl0);
    if (item.link?.type === 'generated-index') {
      const {permalink, title, description} = item.link;
      indexes.push({permalink, title: title ?? item.label, description: description ?? '', lvl0});
    }
    item.items.forEach((child) => visit(child, lvl0));
  };
  for (const item of items) {
    visit(item, item.type === 'category' || item.type === 'doc' ? (item.label ?? '') : '');
  }
  return {lvl0ByDoc, indexes};
}

/** Every page of the docs plugin, as record inputs. */
export function pagesOf(content: DocsContent, siteDir: string): PageInput[] {
  const pages: PageInput[] = [];
  for (const version of content.loadedVersions) {
    const {lvl0ByDoc, indexes} = walkSidebars(Object.values(version.sidebars).flat());
    for (const doc of version.docs) {
      const lvl0 = lvl0ByDoc.get(doc.id) || doc.frontMatter.sidebar_label || doc.title;
      const file = path.resolve(siteDir, aliasedSitePathToRelativePath(doc.source));
      pages.push({permalink: doc.permalink, title: doc.title, lvl0, source: fs.readFileSync(file, 'utf8')});
    }
    pages.push(...indexes);
  }
  return pages;
}

const SEARCH_BAR = /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/;
const HEAD_WITHOUT_PRECONNECT = path.resolve(__dirname, 'client/HeadWithoutAlgoliaPreconnect.tsx');

/**
 * Rspack's persistent cache does not notice what decides our aliases (environment variables) or a
 * changed patch under patches/, and would reuse modules built for the other search backend. Folding
 * both into the cache version that Docusaurus computed evicts the cache when either changes.
 */
function cacheVersion(bundlerConfig: {experiments?: unknown}, config: SearchConfig, siteDir: string) {
  const cache = (bundlerConfig.experiments as {cache?: {version?: string}} | undefined)?.cache;
  if (!cache || typeof cache !== 'object') return {};
  const patches = path.join(siteDir, 'patches');
  const hash = crypto.createHash('md5').update(JSON.stringify([config.embedded, config.hosts]));
  if (fs.existsSync(patches))
    for (const file of fs.readdirSync(patches).sort()) hash.update(fs.readFileSync(path.join(patches, file)));
  return {
    experiments: {cache: {...cache, version: `${cache.version}-search-${hash.digest('hex').slice(0, 8)}`}},
  };
}

export default function searchPlugin(context: LoadContext): Plugin {
  const config = searchConfig(process.env, context.siteDir);
  let records: DocSearchRecord[] = [];
  const recordsOf = incrementalRecords();
  // The dev server's index, rebuilt when an edit brings new records.
  const devIndex = indexOverRecords(() => records, config.indexName);

  return {
    name: 'quiznest-search',

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      if (!docs) throw new Error('quiznest-search needs the docs plugin');
      records = recordsOf(pagesOf(docs, context.siteDir), context.siteConfig.url);
      // In `npm start`, index now rather than on the first search (which must answer within the client's timeout).
      if (process.env.NODE_ENV === 'development') devIndex(config.indexName);
    },

    // Algolia's marks only when Algolia answers (client/ownHosts.css).
    getClientModules() {
      return usesOwnHosts(config) ? [path.resolve(__dirname, 'client/ownHosts.css')] : [];
    },

    async postBuild() {
      writeFileAtomic(config.recordsFile, JSON.stringify(records));
    },

    configureWebpack(bundlerConfig, isServer, utils) {
      const cache = cacheVersion(bundlerConfig, config, context.siteDir);
      if (!usesOwnHosts(config)) return cache;
      // The browser build of the real client (the package's exports hide it from require.resolve).
      const nodeBuild = require.resolve('algoliasearch/lite');
      const realLite = path.join(
        nodeBuild.slice(0, nodeBuild.lastIndexOf(`${path.sep}dist${path.sep}`)),
        'dist/lite/builds/browser.js',
      );
      return {
        ...cache,
        plugins: [
          // The theme's SearchBar gets a Head that drops its preconnect to Algolia.
          new utils.currentBundler.instance.NormalModuleReplacementPlugin(
            /^@docusaurus\/Head$/,
            (resource) => {
              if (SEARCH_BAR.test(resource.contextInfo?.issuer ?? ''))
                resource.request = HEAD_WITHOUT_PRECONNECT;
            },
          ),
        ],
        resolve: {
          alias: {
            'algoliasearch/lite$': path.resolve(__dirname, 'client/liteClient.ts'),
            '@quiznest/algoliasearch-lite$': realLite,
            '@docsearch/react/modal$': path.resolve(__dirname, 'client/DocSearchModal.tsx'),
          },
        },
        ...(!isServer && config.embedded
          ? {
              devServer: {
                // Mount the search API on the dev server (`npm start`), same port as the site.
                onListening(server: {app?: {use: (handler: DevMiddleware) => void}}) {
                  server.app?.use(createDevMiddleware(devIndex, config));
                },
              },
            }
          : {}),
      };
    },
  };
}
