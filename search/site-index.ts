/**
 * The site's own index configuration: its settings (search/settings.json) and synonyms
 * (search/synonyms.json), which the embedded service applies to the build's records and
 * `npm run search:push` sends to hosted Algolia, so that both back ends rank alike.
 * An index over the site's records: `new SearchIndex(name, records, SITE_INDEX)`.
 */
import type {SearchIndexOptions} from './engine';
import settings from './settings.json';
import synonyms from './synonyms.json';

export const SITE_INDEX: Required<Pick<SearchIndexOptions, 'settings' | 'synonyms'>> = {settings, synonyms};
