// The real `algoliasearch/lite`, under the name search/plugin.ts aliases it to.
declare module '@quiznest/algoliasearch-lite' {
  export * from 'algoliasearch/lite';
}
