/**
 * A search request exactly as the DocSearch dialog (@docsearch/react 3.9) sends it from a page of the
 * current docs, with Docusaurus' contextual search facet filters.
 */
/** The credentials and index of the benchmark's search services. */
export const APP_ID = 'BENCH';
export const API_KEY = 'bench-search-key';
export const INDEX = 'bench';

export const docSearchRequest = (query: string, indexName: string) => ({
  query,
  indexName,
  attributesToRetrieve: [
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
    'type',
    'url',
  ],
  attributesToSnippet: [
    'hierarchy.lvl1:10',
    'hierarchy.lvl2:10',
    'hierarchy.lvl3:10',
    'hierarchy.lvl4:10',
    'hierarchy.lvl5:10',
    'hierarchy.lvl6:10',
    'content:10',
  ],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: false,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
});

/** The multi-query body of one keystroke (DocSearch posts it as text/plain to avoid a CORS preflight). */
export const docSearchBody = (query: string, indexName: string) =>
  JSON.stringify({requests: [docSearchRequest(query, indexName)]});
