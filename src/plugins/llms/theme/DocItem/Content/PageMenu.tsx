/**
 * The page menu beside Copy page: "Open in ChatGPT" and "Open in Claude" (links whose prompt names
 * the page's Markdown URL), and "Connect to your assistant", whose set-up snippets for the site's
 * MCP server (/mcp) are a chunk of their own, loaded when it is opened: nothing on first load but
 * this menu. A native disclosure (`<details>`): keyboard, screen readers and no-JS work as is.
 */
import {lazy, Suspense, useState} from 'react';
import styles from './styles.module.css';

const ConnectPanel = lazy(() => import('./ConnectPanel'));

/** The prompt an assistant opens with: read the page's Markdown, then answer about it. */
const prompt = (markdownUrl: string) =>
  `Read ${markdownUrl} and help me with what it explains. I may ask follow-up questions about it.`;

export default function PageMenu({markdownUrl, mcpUrl}: {markdownUrl: string; mcpUrl: string}) {
  const [connect, setConnect] = useState(false);
  const q = encodeURIComponent(prompt(markdownUrl));
  return (
    <details className={styles.menu}>
      <summary className={styles.button}>Open in an assistant</summary>
      <div className={styles.panel}>
        <ul className={styles.items}>
          <li>
            <a href={`https://chatgpt.com/?hints=search&q=${q}`} target="_blank" rel="noopener noreferrer">
              Open in ChatGPT
            </a>
          </li>
          <li>
            <a href={`https://claude.ai/new?q=${q}`} target="_blank" rel="noopener noreferrer">
              Open in Claude
            </a>
          </li>
          <li>
            <button
              type="button"
              className={styles.item}
              aria-expanded={connect}
              aria-controls="connect-assistant"
              onClick={() => setConnect(!connect)}
            >
              Connect to your assistant
            </button>
          </li>
        </ul>
        <div id="connect-assistant">
          {connect && (
            <Suspense fallback={<p>Loading…</p>}>
              <ConnectPanel mcpUrl={mcpUrl} />
            </Suspense>
          )}
        </div>
      </div>
    </details>
  );
}
