/**
 * The content rules every page under docs/ follows (see CONTENT_GUIDE.md):
 * front matter, a minimum body length per kind of page, no placeholder text,
 * a language on every fenced code block, at least one h2, and on a payment
 * gateway page the italic line saying what its steps were checked against.
 *
 * Pages are parsed as MDX with remark, the parser Docusaurus itself uses,
 * so a syntax error that would break the build is reported here too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {visit, SKIP} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import type {Root} from 'mdast';
import {frontMatter, parseMdx} from '../../search/records/markdown';

export const DOCS_DIR = path.resolve(__dirname, '../../docs');

/** Minimum words of prose (code blocks excluded) by page kind. */
export function minimumWords(relPath: string): number {
  const p = relPath.split(path.sep).join('/');
  if (p.startsWith('installation-guide/') || p === 'post-installation.md') return 600;
  if (p.startsWith('payment-gateways/')) return 450;
  if (p.startsWith('Settings/')) return 350;
  if (p === 'home.md' || p === 'common-requirements.md') return 300;
  return 400; // operations pages of the admin panel
}

/** A payment gateway's own page (`payment-gateways/stripe.md`), not the section's overview. */
export function isGatewayPage(relPath: string): boolean {
  const p = relPath.split(path.sep).join('/');
  return p.startsWith('payment-gateways/') && p !== 'payment-gateways/overview.md';
}

const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December)';
/** A gateway page's line: `*Steps checked against the Stripe Dashboard in November 2026.*` */
const CHECKED_AGAINST = new RegExp(`^Steps checked against \\S.* in ${MONTH} \\d{4}\\.$`);

/** True when an italic paragraph of its own, before the first h2, says what the steps were checked against. */
function saysWhatStepsWereCheckedAgainst(tree: Root): boolean {
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) return false;
    if (
      node.type === 'paragraph' &&
      node.children.length === 1 &&
      node.children[0].type === 'emphasis' &&
      CHECKED_AGAINST.test(toString(node.children[0]))
    )
      return true;
  }
  return false;
}

const PLACEHOLDERS = /\b(lorem|ipsum|TODO|TBD|FIXME|coming soon|placeholder text)\b/i;

export type PageReport = {
  file: string;
  words: number;
  minimum: number;
  problems: string[];
};

function proseWords(tree: Root): number {
  let words = 0;
  visit(tree, (node) => {
    if (node.type === 'code' || node.type === 'yaml' || node.type.startsWith('mdxjsEsm')) return SKIP;
    if (node.type === 'text' || node.type === 'inlineCode') {
      words += (node as {value: string}).value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    }
    return undefined;
  });
  return words;
}

/** `rel` is the page's path under docs/, which decides its kind (a test can give another). */
export function checkPage(absPath: string, rel = path.relative(DOCS_DIR, absPath)): PageReport {
  const source = fs.readFileSync(absPath, 'utf8');
  const minimum = minimumWords(rel);
  const problems: string[] = [];
  let tree: Root;
  try {
    tree = parseMdx(source);
  } catch (error) {
    return {file: rel, words: 0, minimum, problems: [`does not parse as MDX: ${(error as Error).message}`]};
  }

  const front = frontMatter(tree);
  for (const key of ['title', 'description', 'sidebar_label']) {
    if (typeof front[key] !== 'string' || front[key].trim() === '')
      problems.push(`front matter has no ${key}`);
  }

  let h2 = 0;
  visit(tree, (node) => {
    if (node.type === 'heading' && node.depth === 2) h2 += 1;
    if (node.type === 'code' && !node.lang) {
      problems.push(`code block at line ${node.position?.start.line} has no language`);
    }
  });
  if (h2 === 0) problems.push('has no h2 section');
  if (isGatewayPage(rel) && !saysWhatStepsWereCheckedAgainst(tree))
    problems.push('has no "*Steps checked against <dashboard> in <Month> <year>.*" line before its first h2');

  const placeholder = source.match(PLACEHOLDERS);
  if (placeholder) problems.push(`contains placeholder text "${placeholder[0]}"`);

  const words = proseWords(tree);
  if (words < minimum) problems.push(`has ${words} words of prose, fewer than ${minimum}`);
  return {file: rel, words, minimum, problems};
}

export function allPages(dir = DOCS_DIR): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** The sentences of a page's prose (headings, paragraphs, list items, table cells), normalised. */
export function sentences(absPath: string): Set<string> {
  const tree = parseMdx(fs.readFileSync(absPath, 'utf8'));
  const found = new Set<string>();
  visit(tree, (node) => {
    if (node.type === 'code' || node.type === 'yaml') return SKIP;
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      for (const sentence of toString(node).split(/(?<=[.!?])\s+/)) {
        const normal = sentence.toLowerCase().replace(/\s+/g, ' ').trim();
        if (normal.split(' ').length >= 4) found.add(normal);
      }
      return SKIP;
    }
    return undefined;
  });
  return found;
}

/** Share of the smaller page's sentences that the other page also has (0..1). */
export function sharedSentenceRatio(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const s of small) if (large.has(s)) shared += 1;
  return shared / small.size;
}

/** The URL Docusaurus gives a doc file: its `slug` front matter, else its path (a folder's index gets a "/"). */
export function docRoute(absPath: string): string {
  const slug = frontMatter(parseMdx(fs.readFileSync(absPath, 'utf8'))).slug;
  if (typeof slug === 'string') return slug;
  const id = path.relative(DOCS_DIR, absPath).replace(/\.mdx?$/, '');
  return id.endsWith('/index') ? `/${id.slice(0, -'index'.length)}` : `/${id}`;
}

/** True when the page has a heading of this depth (code blocks and the like do not count). */
export function hasHeading(absPath: string, depth: number): boolean {
  let found = false;
  visit(parseMdx(fs.readFileSync(absPath, 'utf8')), 'heading', (node) => {
    if (node.depth === depth) found = true;
  });
  return found;
}
