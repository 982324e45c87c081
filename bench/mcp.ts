/**
 * The MCP server's `search_docs` (server/mcp/) beside the DocSearch dialog's HTTP search, on the
 * same production server (server/server.ts as a child process), over the same queries
 * (tests/support/queries.ts), in the same run:
 * - latency: each query through the official SDK client (Client + StreamableHTTPClientTransport,
 *   as an assistant calls it) and as the dialog POSTs it to /1/indexes/*\/queries, passes over
 *   the queries taking turns (which goes first alternates by round) so that the noise falls on both;
 * - the size of a `search_docs` answer of 10 results: the tool's text (what the model reads) and
 *   the JSON-RPC answer on the wire, beside the dialog's answer for the same query.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {docSearchBody, QUERIES_PATH} from '../tests/support/docsearch';
import {QUERY_MIX} from '../tests/support/queries';
import {productionServer, type ChildServer} from './lib/processes';
import {median, percentile, ratio} from './lib/stats';
import type {BenchContext, BenchRow} from './lib/types';

/** The results of a typical `search_docs` call (the tool's default is 5; issue 36 sizes 10). */
const LIMIT = 10;
/** Issue 36: "compact enough that 10 results stay under about 2 KB". */
const SIZE_TARGET = 2048;

/** Bytes of the answers with all ${LIMIT} results, and the hits of the others. */
type Sizes = {text: number[]; wire: number[]; dialog: number[]; fewer: number[]; queries: string[]};
type Latencies = {mcp: number[]; dialog: number[]};

const ms = (value: number) => Number(value.toFixed(3));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** A connected SDK client of `origin`/mcp, its HTTP answers' bytes told to `onBody` when given. */
async function mcpClient(origin: string, onBody?: (bytes: number) => void): Promise<Client> {
  const counting = async (url: string | URL, init?: RequestInit) => {
    const response = await fetch(url, init);
    if (onBody) onBody((await response.clone().arrayBuffer()).byteLength);
    return response;
  };
  const client = new Client({name: 'bench', version: '1'});
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', origin), onBody ? {fetch: counting} : undefined),
  );
  return client;
}

/** `search_docs` for `query` through `client`: the tool's text (a refusal throws). */
async function searchDocs(client: Client, query: string): Promise<string> {
  const result = await client.callTool({name: 'search_docs', arguments: {query, limit: LIMIT}});
  const text = (result.content as {type: string; text?: string}[])[0]?.text;
  if (result.isError || text === undefined)
    throw new Error(`search_docs "${query}": ${JSON.stringify(result)}`);
  return text;
}

/** One keystroke of the dialog, exactly as it sends it: the answer's body. */
async function dialogSearch(origin: string, query: string): Promise<string> {
  const response = await fetch(origin + QUERIES_PATH, {
    method: 'POST',
    headers: {'content-type': 'text/plain'},
    body: docSearchBody(query),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`dialog search "${query}": ${response.status} ${body}`);
  return body;
}

/** The hits of a `search_docs` text (its pages' hits; none when it says that no page matches). */
const hitsOf = (text: string) =>
  text.startsWith('[')
    ? (JSON.parse(text) as {hits: unknown[]}[]).reduce((n, page) => n + page.hits.length, 0)
    : 0;

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

/**
 * `rounds` rounds, each a pass over `queries` through MCP and a pass as the dialog, one after the
 * other (MCP first in even rounds, the dialog first in odd ones), after one round that is not
 * measured (JIT, connections, and the service's answer cache, on as served, for both). Passes, not
 * single requests, take turns: a call leaves work behind it (the per-request MCP server closed,
 * its garbage collected) that lands on the next request, and with each query asked both ways back
 * to back that was the other side's (MCP measured 1.05× the dialog that way, 2–2.7× in passes).
 */
async function latencies(
  origin: string,
  client: Client,
  queries: readonly string[],
  rounds: number,
): Promise<Latencies> {
  const measured: Latencies = {mcp: [], dialog: []};
  const pass = async (side: keyof Latencies, ask: (query: string) => Promise<unknown>, kept: boolean) => {
    for (const query of queries) {
      const took = await timed(() => ask(query));
      if (kept) measured[side].push(took);
    }
  };
  for (let round = -1; round < rounds; round++) {
    const mcp = () => pass('mcp', (query) => searchDocs(client, query), round >= 0);
    const dialog = () => pass('dialog', (query) => dialogSearch(origin, query), round >= 0);
    if (round % 2 === 0) await mcp().then(dialog);
    else await dialog().then(mcp);
  }
  return measured;
}

/**
 * Each query once: the bytes of `search_docs`' text and of its JSON-RPC answer, and of the dialog's
 * answer, for the queries that fill the ${LIMIT} results (a query with fewer is not a typical answer).
 */
async function sizes(origin: string, queries: readonly string[]): Promise<Sizes> {
  let wire = 0;
  const client = await mcpClient(origin, (bytes) => (wire = bytes));
  const measured: Sizes = {text: [], wire: [], dialog: [], fewer: [], queries: []};
  try {
    for (const query of queries) {
      const text = await searchDocs(client, query);
      const hits = hitsOf(text);
      if (hits < LIMIT) {
        measured.fewer.push(hits);
        continue;
      }
      measured.text.push(Buffer.byteLength(text));
      measured.queries.push(query);
      measured.wire.push(wire);
      measured.dialog.push(Buffer.byteLength(await dialogSearch(origin, query)));
    }
  } finally {
    await client.close();
  }
  return measured;
}

function latencyRows(measured: Latencies, queries: number, rounds: number): BenchRow[] {
  const figures = (p: number) => ({mcp: percentile(measured.mcp, p), dialog: percentile(measured.dialog, p)});
  const p50 = {mcp: median(measured.mcp), dialog: median(measured.dialog)};
  const p95 = figures(95);
  const p99 = figures(99);
  const of = `${queries} queries × ${rounds} rounds, passes taking turns with the dialog's, answer cache on`;
  const baseline = (value: number) => ({name: 'dialog HTTP search (same queries)', value: ms(value)});
  return [
    {
      area: 'MCP',
      metric: `search_docs (${LIMIT} results) through the SDK client: median per call (${of})`,
      value: ms(p50.mcp),
      unit: 'ms',
      baseline: baseline(p50.dialog),
      ratio: Number(ratio(p50.mcp, p50.dialog)?.toFixed(2)),
    },
    {
      area: 'MCP',
      metric: 'search_docs through the SDK client: p95 per call',
      value: ms(p95.mcp),
      unit: 'ms',
      baseline: baseline(p95.dialog),
      ratio: Number(ratio(p95.mcp, p95.dialog)?.toFixed(2)),
      note: `p99 ${ms(p99.mcp)} ms (dialog ${ms(p99.dialog)} ms)`,
    },
  ];
}

function sizeRows(measured: Sizes, queries: number, smoke: boolean): BenchRow[] {
  if (!measured.text.length) throw new Error(`no query of the mix gave ${LIMIT} results`);
  const text = median(measured.text);
  const full = `${measured.text.length} of ${queries} queries with ${LIMIT} hits`;
  const fewer = measured.fewer.length
    ? `; the other ${measured.fewer.length} gave ${Math.min(...measured.fewer)}–${Math.max(...measured.fewer)} hits`
    : '';
  const dialog = median(measured.dialog);
  const wire = {median: median(measured.wire), max: Math.max(...measured.wire)};
  return [
    {
      area: 'MCP',
      metric: `search_docs answer, ${LIMIT} results: the tool's text, median (${full})`,
      value: Math.round(text),
      unit: 'B',
      baseline: {name: "dialog's answer (20 hits, highlights)", value: Math.round(dialog)},
      ratio: Number(ratio(text, dialog)?.toFixed(3)),
      target: `≤ ${SIZE_TARGET} B (issue 36: about 2 KB)`,
      pass: smoke ? undefined : text <= SIZE_TARGET,
      note: `JSON-RPC answer on the wire ${kb(wire.median)} (median)${fewer}`,
    },
    {
      area: 'MCP',
      metric: `search_docs answer, ${LIMIT} results: the tool's text, largest (${full})`,
      value: Math.max(...measured.text),
      unit: 'B',
      note: `"${measured.queries[measured.text.indexOf(Math.max(...measured.text))]}"; JSON-RPC answer on the wire ${kb(wire.max)} (largest)`,
    },
  ];
}

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const queries = context.smoke ? QUERY_MIX.slice(0, 3) : QUERY_MIX;
  const rounds = context.smoke ? 1 : 20;
  // Its own data folder, so that the searches' analytics (recorded, as served) land nowhere that stays.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mcp-'));
  let server: ChildServer | undefined;
  let client: Client | undefined;
  try {
    server = await productionServer(context, {
      // The limit per client is for assistants out there; this one client asks thousands of times a minute.
      env: {MCP_RATE_LIMIT: '1000000', SEARCH_DATA_DIR: dataDir},
    });
    client = await mcpClient(server.origin);
    context.log(`mcp: ${queries.length} queries × ${rounds} rounds, search_docs and the dialog's search`);
    const measured = await latencies(server.origin, client, queries, rounds);
    context.log('mcp: answer sizes');
    const sized = await sizes(server.origin, queries);
    return [
      ...latencyRows(measured, queries.length, rounds),
      ...sizeRows(sized, queries.length, context.smoke),
    ];
  } finally {
    await client?.close();
    await server?.stop();
    fs.rmSync(dataDir, {recursive: true, force: true});
  }
}
