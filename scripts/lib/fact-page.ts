/**
 * A doc page as the fact rules (scripts/lib/fact-rules.ts) read it: its lines, and its fenced code
 * blocks as the build's own MDX parser finds them. A shell line continued with "\" is read as one
 * command.
 */
import path from 'node:path';
import type {Code, Node, Parent} from 'mdast';
import {parseMarkdown, parseMdx} from '../../search/records/markdown';

/** A doc page as the rules see it. */
export type Page = {
  /** Path relative to docs/, "/" separated: `installation-guide/server-setup/vps.md`. */
  rel: string;
  lines: string[];
  /** Fenced code blocks: the 0-based indexes of their content lines, and the `value` of the `<TabItem>` around them. */
  blocks: {lang: string; lines: number[]; tab?: string}[];
};

/**
 * The page's lines, and its fenced code blocks as the build's own MDX parser finds them (parseMdx):
 * each block's content lines are those between its fences, and its tab the `value` of the nearest
 * `<TabItem>` around it.
 */
export function parsePage(rel: string, source: string): Page {
  const lines = source.split(/\r?\n/);
  const blocks: Page['blocks'] = [];
  const walk = (node: Node, tab: string | undefined) => {
    const element = node as Node & {name?: string; attributes?: {name?: string; value?: unknown}[]};
    if (node.type === 'mdxJsxFlowElement' && element.name === 'TabItem') {
      const value = element.attributes?.find((a) => a.name === 'value')?.value;
      tab = typeof value === 'string' ? value : undefined;
    }
    if (node.type === 'code' && node.position) {
      // Positions count lines from 1: the opening fence is line `start`, so its content starts at
      // index `start` (from 0) and ends before the closing fence, at index `end` - 1.
      const {start, end} = node.position;
      const content: number[] = [];
      for (let i = start.line; i < end.line - 1; i += 1) content.push(i);
      blocks.push({lang: (node as Code).lang ?? '', lines: content, tab});
    }
    for (const child of (node as Parent).children ?? []) walk(child, tab);
  };
  // A file outside docs/ (`../CONTENT_GUIDE.md`) is plain Markdown: the build never reads it as MDX.
  walk(rel.startsWith('../') ? parseMarkdown(source) : parseMdx(source), undefined);
  return {rel: rel.split(path.sep).join('/'), lines, blocks};
}

/** The shell commands of a code block: lines joined where one ends with "\", each with the index of its first line. */
export function commands(page: Page, block: Page['blocks'][number]): {at: number; text: string}[] {
  const out: {at: number; text: string}[] = [];
  let current: {at: number; text: string} | undefined;
  for (const i of block.lines) {
    const line = page.lines[i];
    if (current) current.text += ' ' + line.trim();
    else current = {at: i, text: line.trim()};
    if (!/\\\s*$/.test(line)) {
      out.push({at: current.at, text: current.text.replace(/\\\s+/g, ' ')});
      current = undefined;
    }
  }
  if (current) out.push(current);
  return out;
}

export function codeLines(page: Page): Set<number> {
  return new Set(page.blocks.flatMap((b) => b.lines));
}

/** The text of a code block, its lines joined. */
export function blockText(page: Page, block: Page['blocks'][number]): string {
  return block.lines.map((i) => page.lines[i]).join('\n');
}
