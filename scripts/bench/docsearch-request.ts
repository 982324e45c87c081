/**
 * A search request exactly as the DocSearch dialog (@docsearch/react 3.9) sends it from a page of the
 * current docs, with Docusaurus' contextual search facet filters.
 */
/** The credentials and index of the benchmark's search services. */
export const APP_ID = 'BENCH';
export const API_KEY = 'bench-search-key';
export const INDEX = 'bench';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}`);

/** The parameters of the DocSearch dialog's one query (DocSearch 3.9.0, desktop). */
export const docSearchRequest = (query: string, indexName: string) => ({
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
export const queriesPath = (appId: string, apiKey: string) =>
  `/1/indexes/*/queries?x-algolia-agent=${encodeURIComponent('Algolia for JavaScript (5.x); Lite (5.x); Browser; docsearch (3.9.0)')}` +
  `&x-algolia-api-key=${encodeURIComponent(apiKey)}&x-algolia-application-id=${encodeURIComponent(appId)}`;

/** The multi-query body of one keystroke (DocSearch posts it as text/plain to avoid a CORS preflight). */
export const docSearchBody = (query: string, indexName: string) =>
  JSON.stringify({requests: [docSearchRequest(query, indexName)]});
