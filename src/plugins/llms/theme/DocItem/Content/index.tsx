/**
 * `@theme/DocItem/Content` with, above it, the page's Markdown: a "Copy page" button (the Markdown
 * is fetched on click, never shipped with the page) and a link to view it; and in the head a
 * `<link rel="alternate" type="text/markdown">`; and the page menu (PageMenu.tsx: open the page in an
 * assistant, or connect one to the site's MCP server). theme-classic's component wrapped, nothing ejected.
 */
import {useState, type ComponentProps} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-init/DocItem/Content';
import {twinPaths} from '../../../paths';
import PageMenu from './PageMenu';
import styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed';
const LABELS: Record<State, string> = {idle: 'Copy page', copied: 'Copied', failed: 'Copy failed'};

/** Copies the Markdown at `href`; the clipboard item takes the fetch as a promise (Safari's user-gesture rule). */
async function copy(href: string) {
  const text = fetch(href).then((response) => {
    if (!response.ok) throw new Error(`${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    // The blob's type must be the item's (the response's is text/markdown).
    const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export default function ContentWithMarkdown(props: ComponentProps<typeof Content>) {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const href = encodeURI(twinPaths(metadata.permalink)[0]);
  const [state, setState] = useState<State>('idle');
  const onClick = () => {
    copy(href).then(
      () => setState('copied'),
      () => setState('failed'),
    );
    setTimeout(() => setState('idle'), 2500);
  };
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={href} />
      </Head>
      <div className={styles.markdown}>
        <button type="button" className={styles.button} onClick={onClick}>
          {LABELS[state]}
        </button>
        <a className={styles.link} href={href}>
          View as Markdown
        </a>
        <PageMenu
          markdownUrl={new URL(href, siteConfig.url).href}
          mcpUrl={new URL('/mcp', siteConfig.url).href}
        />
        <span className={styles.status} role="status">
          {state === 'idle' ? '' : `${LABELS[state]}: the page's Markdown`}
        </span>
      </div>
      <Content {...props} />
    </>
  );
}
