/**
 * "Connect to your assistant": the site's MCP server URL and a set-up snippet per client, each with
 * a Copy button. Loaded only when a reader opens it (PageMenu.tsx).
 */
import {useState} from 'react';
import styles from './styles.module.css';

const NAME = 'quiznest-docs';

/** Each client's set-up, as its documentation has it, for the server at `url`. */
const snippets = (url: string) => [
  {client: 'Claude Code', where: 'In a terminal:', text: `claude mcp add --transport http ${NAME} ${url}`},
  {
    client: 'Claude Desktop',
    where: 'Settings › Connectors › Add custom connector, with this URL:',
    text: url,
  },
  {
    client: 'Cursor',
    where: 'In .cursor/mcp.json (or ~/.cursor/mcp.json):',
    text: JSON.stringify({mcpServers: {[NAME]: {url}}}, null, 2),
  },
  {
    client: 'VS Code',
    where: 'In .vscode/mcp.json:',
    text: JSON.stringify({servers: {[NAME]: {type: 'http', url}}}, null, 2),
  },
];

function Snippet({client, where, text}: {client: string; where: string; text: string}) {
  const [status, setStatus] = useState('');
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setStatus(`Copied the ${client} set-up`),
      () => setStatus('Copy failed: select the text and copy it'),
    );
  return (
    <li>
      <h3 className={styles.client}>{client}</h3>
      <p>{where}</p>
      <pre className={styles.snippet} tabIndex={0} aria-label={`${client} set-up`}>
        <code>{text}</code>
      </pre>
      <button type="button" className={styles.button} onClick={copy} aria-label={`Copy the ${client} set-up`}>
        Copy
      </button>
      <span className={styles.status} role="status">
        {status}
      </span>
    </li>
  );
}

export default function ConnectPanel({mcpUrl}: {mcpUrl: string}) {
  return (
    <section className={styles.connect} aria-labelledby="connect-assistant-title">
      <h2 id="connect-assistant-title" className={styles.connectTitle}>
        Connect to your assistant
      </h2>
      <p>
        These docs are an MCP server at <code>{mcpUrl}</code>: your assistant can search them and read their
        pages. Read-only, no sign-in.
      </p>
      <ul className={styles.snippets}>
        {snippets(mcpUrl).map((snippet) => (
          <Snippet key={snippet.client} {...snippet} />
        ))}
      </ul>
    </section>
  );
}
