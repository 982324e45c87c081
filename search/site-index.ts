/**
 * The site's own index configuration: its settings (search/settings.json) and synonyms
 * (search/synonyms.json), which the embedded service applies to the build's records and
 * `npm run search:push` sends to hosted Algolia, so that both back ends rank alike; and the
 * settings of ours Algolia does not have (search/extensions.json, EXTENSIONS in
 * search/engine/settings.ts), which only our engine reads and search:push sends only to our own
 * service (ALGOLIA_HOSTS), never to hosted Algolia.
 * An index over the site's records: `new SearchIndex(name, records, SITE_INDEX)`.
 */
import type {SearchIndexOptions} from './engine';
import extensions from './extensions.json';
import algoliaSettings from './settings.json';
import synonyms from './synonyms.json';

export {extensions as SITE_EXTENSIONS};

export const SITE_INDEX: Required<Pick<SearchIndexOptions, 'settings' | 'synonyms'>> = {
  settings: {...algoliaSettings, ...extensions},
  synonyms,
};
