/**
 * `algoliasearch/lite` as the theme's /search page imports it, with one change:
 * the client talks to our search hosts (search/client/hosts.ts) instead of
 * Algolia's. search/plugin.ts aliases `algoliasearch/lite` to this module;
 * `@quiznest/algoliasearch-lite` is the real module.
 */
import {liteClient as algoliaLiteClient} from '@quiznest/algoliasearch-lite';
import {searchHosts} from './hosts';

export * from '@quiznest/algoliasearch-lite';

export const liteClient: typeof algoliaLiteClient = (appId, apiKey, options) =>
  algoliaLiteClient(appId, apiKey, {hosts: searchHosts(), ...options});
