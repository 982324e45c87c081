/**
 * The embedded search service's credentials, and a search request exactly as the
 * DocSearch dialog (@docsearch/react 3.9) sends it from a page of the current docs,
 * with Docusaurus' contextual search facet filters.
 */
import {EMBEDDED_DEFAULTS} from '../../search/config';

export const {appId: APP_ID, apiKey: API_KEY, indexName: INDEX_NAME} = EMBEDDED_DEFAULTS;

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}`);

/** The parameters of the DocSearch dialog's one query (DocSearch 3.9.0, desktop). */
export const docSearchRequest = (query: string, indexName = INDEX_NAME) => ({
  query,
  indexName,
  attributesToRetrieve: [...LEVELS, 'content', 'type', 'url'],
  attributesToSnippet: [...LEVELS.slice(1), 'content'].map((a) => `${a}:10`),
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: false,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
});

/** The multi-query path with the credentials where the browser client puts them (the query string). */
export const QUERIES_PATH =
  `/1/indexes/*/queries?x-algolia-agent=${encodeURIComponent('Algolia for JavaScript (5.x); Lite (5.x); Browser; docsearch (3.9.0)')}` +
  `&x-algolia-api-key=${encodeURIComponent(API_KEY)}&x-algolia-application-id=${encodeURIComponent(APP_ID)}`;

/** The multi-query body of one keystroke (DocSearch posts it as text/plain to avoid a CORS preflight). */
export const docSearchBody = (query: string, indexName = INDEX_NAME) =>
  JSON.stringify({requests: [docSearchRequest(query, indexName)]});
