/**
 * The site's own index configuration: its settings (search/settings.json) and synonyms
 * (search/synonyms.json), which the embedded service applies to the build's records and
 * `npm run search:push` sends to hosted Algolia, so that both back ends rank alike.
 */
import {SearchIndex, type SearchIndexOptions} from './engine/engine';
import type {IndexRecord} from './engine/ranking';
import type {Synonym} from './engine/synonyms';
import settings from './settings.json';
import synonyms from './synonyms.json';

export const SITE_SETTINGS: Record<string, unknown> = settings;
export const SITE_SYNONYMS: Synonym[] = synonyms;

/** A search index over `records` with the site's settings and synonyms. */
export const siteSearchIndex = (
  name: string,
  records: IndexRecord[],
  options: Pick<SearchIndexOptions, 'cacheSize'> = {},
) => new SearchIndex(name, records, {...options, settings: SITE_SETTINGS, synonyms: SITE_SYNONYMS});
