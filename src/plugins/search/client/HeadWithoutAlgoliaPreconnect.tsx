/**
 * `@docusaurus/Head` for the theme's SearchBar, minus its
 * `<link rel="preconnect" href="https://…algolia.net">`: with the embedded
 * search service no request goes to Algolia, so the hint would only open a
 * useless connection. src/plugins/search/index.ts aliases `@docusaurus/Head` to this
 * module for the SearchBar module alone.
 */
import React, {Children, isValidElement, type ComponentProps, type ReactElement} from 'react';
import Head from '@docusaurus/Head';

type LinkProps = {rel?: string; href?: string};

const isAlgoliaPreconnect = (child: unknown) =>
  isValidElement(child) &&
  child.type === 'link' &&
  (child as ReactElement<LinkProps>).props.rel === 'preconnect' &&
  /\.algolia\.net\/?$/.test((child as ReactElement<LinkProps>).props.href ?? '');

export default function HeadWithoutAlgoliaPreconnect({children, ...props}: ComponentProps<typeof Head>) {
  const kept = Children.toArray(children).filter((child) => !isAlgoliaPreconnect(child));
  return kept.length > 0 ? <Head {...props}>{kept}</Head> : null;
}
