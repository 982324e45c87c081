/**
 * Pages -> DocSearch v3 records.
 *
 * Each doc page is parsed from its MDX source with remark (search/records/markdown.ts)
 * and walked in reading order: a record for the page title, one for its
 * summary (the front matter `description`), one per heading
 * (h2..h6), one per block of text (paragraphs, list items, table rows,
 * admonitions) and one per code block (commands, keys and settings readers
 * paste: `queue:work`, `APP_KEY`), which ranks after the prose on a tie
 * (a lower weight.level). A "Related" or "See also" section is left out: its
 * one-line summaries of other pages would outrank the pages they point at.
 * Heading ids are computed exactly as Docusaurus computes them
 * (same slugger, same explicit-id syntax), so every `#anchor` exists on the
 * built page. Category index pages become a title record and a description
 * record.
 */
import crypto from 'node:crypto';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {toString} from 'mdast-util-to-string';
import type {Code, Heading, Node, Parent, Root, Table} from 'mdast';
import {frontMatter, parseMdx} from './markdown';

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<Level, string | null>;

export type DocSearchRecord = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: Level | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  weight: {pageRank: number; level: number; position: number};
  language: string;
  docusaurus_tag: string;
  version: string;
};

/** One page to index: a doc (with its MDX source) or a category index (with its description). */
export type PageInput = {
  permalink: string;
  title: string;
  /** The top-level sidebar item the page sits under: "Settings", "Installation Guide", "Dashboard"… */
  lvl0: string;
} & ({source: string} | {description: string});

const RECORD_DEFAULTS = {
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  version: 'current',
};

const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
/** DocSearch's level weights: lvl0 100, lvl1 90 … lvl6 40, content 0; code blocks below the prose. */
const CODE_LEVEL = -10;
const levelWeight = (type: DocSearchRecord['type']) =>
  type === 'content' ? 0 : 100 - 10 * LEVELS.indexOf(type);

/** Code blocks longer than this are cut (a record is a hit to show, not a file to read). */
const MAX_CODE_LENGTH = 800;

/** Sections that list other pages, left out of the records. */
const LINK_LISTS = /^(related|see also)( pages| links| topics)?$/i;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The heading id Docusaurus gives a heading (mdx-loader's remark "headings" plugin). */
function headingId(node: Heading, slugger: ReturnType<typeof createSlugger>): {id: string; text: string} {
  const textNodes = node.children.filter(({type}) => !['html', 'jsx'].includes(type));
  const raw = toString(textNodes.length > 0 ? textNodes : node);
  // Docusaurus slugs the heading before text like ":live" is put back (see markdown.ts).
  const forId = textNodes.filter(
    (child) => !(child.data as {restoredDirective?: boolean})?.restoredDirective,
  );
  const parsed = parseMarkdownHeadingId(toString(forId.length > 0 ? forId : node));
  return {id: parsed.id ?? slugger.slug(parsed.text), text: clean(parseMarkdownHeadingId(raw).text)};
}

/** Blocks of readable text in reading order, with the headings between them. */
type Block =
  | {kind: 'heading'; depth: number; id: string; text: string}
  | {kind: 'text'; text: string}
  | {kind: 'code'; text: string};

const SKIPPED = new Set(['yaml', 'html', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'definition']);

function blocks(tree: Root): Block[] {
  const slugger = createSlugger();
  const out: Block[] = [];
  /** The depth of the "Related" heading whose section is being skipped (0: none). */
  let skipping = 0;
  const walk = (node: Node) => {
    if (SKIPPED.has(node.type)) return;
    if (node.type === 'heading') {
      const heading = node as Heading;
      const {id, text} = headingId(heading, slugger);
      if (skipping && heading.depth <= skipping) skipping = 0;
      if (heading.depth >= 2 && LINK_LISTS.test(text)) skipping = heading.depth;
      if (heading.depth >= 2 && !skipping) out.push({kind: 'heading', depth: heading.depth, id, text});
      return;
    }
    if (skipping) return;
    if (node.type === 'code') {
      const {lang, value} = node as Code;
      // Diagrams are pictures, not text to find.
      const text = value.trim().slice(0, MAX_CODE_LENGTH);
      if (lang !== 'mermaid' && text) out.push({kind: 'code', text});
      return;
    }
    if (node.type === 'paragraph') {
      const text = clean(toString(node));
      if (text) out.push({kind: 'text', text});
      return;
    }
    if (node.type === 'table') {
      // One record per body row, each cell under its column's name ("Software: Ubuntu (VPS) ·
      // Version: 24.04 LTS · Status: Recommended…"), so a row is found by what it is together with
      // what its cells say ("minimum", "fee", "ends").
      const [head, ...body] = (node as Table).children;
      const columns = head.children.map((cell) => clean(toString(cell)));
      for (const row of body) {
        const text = row.children
          .map((cell, i) => {
            const value = clean(toString(cell));
            return value && columns[i] ? `${columns[i]}: ${value}` : value;
          })
          .filter(Boolean)
          .join(' · ');
        if (text) out.push({kind: 'text', text});
      }
      return;
    }
    if ('children' in node) for (const child of (node as Parent).children) walk(child);
  };
  walk(tree);
  return out;
}

function objectId(record: Omit<DocSearchRecord, 'objectID' | 'weight'>, seen: Map<string, number>): string {
  const basis = [
    record.url,
    record.type,
    ...LEVELS.map((l) => record.hierarchy[l] ?? ''),
    record.content ?? '',
  ];
  const hash = crypto.createHash('sha1').update(basis.join('\u0000')).digest('hex').slice(0, 16);
  // The same text twice under one heading: number the repeats so ids stay unique and stable.
  const count = seen.get(hash) ?? 0;
  seen.set(hash, count + 1);
  return count === 0 ? hash : `${hash}-${count}`;
}

/** The records of one page. `siteUrl` is the site's configured `url` (records carry absolute URLs). */
export function pageRecords(page: PageInput, siteUrl: string): DocSearchRecord[] {
  const pageUrl = new URL(page.permalink, siteUrl).href;
  const hierarchy: Hierarchy = {
    lvl0: page.lvl0,
    lvl1: page.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records: DocSearchRecord[] = [];
  const seen = new Map<string, number>();
  let anchor: string | null = null;

  const push = (type: DocSearchRecord['type'], content: string | null, level = levelWeight(type)) => {
    const base = {
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      ...RECORD_DEFAULTS,
    };
    records.push({
      objectID: objectId(base, seen),
      ...base,
      weight: {pageRank: 0, level, position: records.length},
    });
  };

  push('lvl1', null);
  // The page's summary (a doc's front matter `description`, a category's description) comes first:
  // written to say what the page is for, it matches how readers ask for the page as a whole.
  const tree = 'source' in page ? parseMdx(page.source) : undefined;
  const summary = tree ? frontMatter(tree).description : 'description' in page && page.description;
  const description = typeof summary === 'string' ? clean(summary) : '';
  const body: Block[] = [
    ...(description ? [{kind: 'text' as const, text: description}] : []),
    ...(tree ? blocks(tree) : []),
  ];
  for (const block of body) {
    if (block.kind === 'heading') {
      const level = LEVELS[Math.min(block.depth, 6)];
      for (let i = block.depth; i <= 6; i += 1) hierarchy[LEVELS[i]] = null;
      hierarchy[level] = block.text;
      anchor = block.id;
      push(level, null);
    } else if (block.kind === 'code') {
      push('content', block.text.replace(/\s+/g, ' '), CODE_LEVEL);
    } else {
      push('content', block.text);
    }
  }
  return records;
}

export function buildRecords(pages: PageInput[], siteUrl: string): DocSearchRecord[] {
  return pages.flatMap((page) => pageRecords(page, siteUrl));
}

/**
 * `buildRecords` that keeps each page's records from its previous call and parses again only the
 * pages whose input changed (`npm start` calls it after every edit: one page, not all of them).
 */
export function incrementalRecords(): (pages: PageInput[], siteUrl: string) => DocSearchRecord[] {
  let previous = new Map<string, DocSearchRecord[]>();
  return (pages, siteUrl) => {
    const current = new Map<string, DocSearchRecord[]>();
    const records = pages.flatMap((page) => {
      const key = JSON.stringify([siteUrl, page]);
      const pageRecordsOf = previous.get(key) ?? pageRecords(page, siteUrl);
      current.set(key, pageRecordsOf);
      return pageRecordsOf;
    });
    previous = current;
    return records;
  };
}
