// The real `algoliasearch/lite`, under the name src/plugins/search/index.ts aliases it to.
declare module '@quiznest/algoliasearch-lite' {
  export * from 'algoliasearch/lite';
}
