/**
 * `algoliasearch/lite` as the theme's /search page imports it, with two
 * changes: the client talks to our search hosts (src/plugins/search/client/hosts.ts)
 * instead of Algolia's, and waits for them as long as the client's Node build
 * does. src/plugins/search/index.ts aliases `algoliasearch/lite` to this module;
 * `@quiznest/algoliasearch-lite` is the real module.
 */
import {liteClient as algoliaLiteClient} from '@quiznest/algoliasearch-lite';
import {searchHosts} from './hosts';

export * from '@quiznest/algoliasearch-lite';

/**
 * The browser build gives a host 1 s to start answering and 2 s to finish, then tries the next
 * one: right for Algolia's four hosts. Ours is one host with nothing to fail over to, so a timeout
 * only shows "Unable to fetch results" for an answer that was on its way (a busy server, a slow
 * phone connection). These are the Node build's figures (DEFAULT_*_TIMEOUT_NODE in
 * @algolia/client-common).
 */
export const OWN_HOST_TIMEOUTS = {connect: 2_000, read: 5_000, write: 30_000};

export const liteClient: typeof algoliaLiteClient = (appId, apiKey, options) =>
  algoliaLiteClient(appId, apiKey, {hosts: searchHosts(), timeouts: OWN_HOST_TIMEOUTS, ...options});
