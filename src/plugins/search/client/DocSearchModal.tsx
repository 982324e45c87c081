/**
 * The stock DocSearch dialog, given a search client that talks to our hosts
 * through its own `transformSearchClient` option. (DocSearch bundles its own
 * copy of the Algolia client, so aliasing `algoliasearch/lite` alone would not
 * reach it.) src/plugins/search/index.ts aliases `@docsearch/react/modal` to this module.
 */
import React, {useCallback, type ComponentProps} from 'react';
import {DocSearchModal as StockDocSearchModal} from '@docsearch/react';
import {liteClient} from './liteClient';

type Props = ComponentProps<typeof StockDocSearchModal>;
type SearchClient = Parameters<NonNullable<Props['transformSearchClient']>>[0];

export function DocSearchModal(props: Props) {
  const {appId, apiKey, transformSearchClient} = props;
  const transform = useCallback(() => {
    const client = liteClient(appId, apiKey) as unknown as SearchClient;
    return transformSearchClient ? transformSearchClient(client) : client;
  }, [appId, apiKey, transformSearchClient]);
  return <StockDocSearchModal {...props} transformSearchClient={transform} />;
}
