/**
 * Parses a doc page (MDX with GFM tables, front matter and `:::` admonitions)
 * into an mdast tree with remark, the parser Docusaurus itself uses.
 * Shared by the search records and the content checks.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import {gfmFootnote} from 'micromark-extension-gfm-footnote';
import {gfmStrikethrough} from 'micromark-extension-gfm-strikethrough';
import {gfmTable} from 'micromark-extension-gfm-table';
import {gfmTaskListItem} from 'micromark-extension-gfm-task-list-item';
import {gfmFootnoteFromMarkdown} from 'mdast-util-gfm-footnote';
import {gfmStrikethroughFromMarkdown} from 'mdast-util-gfm-strikethrough';
import {gfmTableFromMarkdown} from 'mdast-util-gfm-table';
import {gfmTaskListItemFromMarkdown} from 'mdast-util-gfm-task-list-item';
import YAML from 'yaml';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import {
  admonitionTitleToDirectiveLabel,
  escapeMarkdownHeadingIds,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import type {Processor} from 'unified';
import type {Root, Yaml} from 'mdast';

/** Docusaurus's default admonition keywords (`:::tip Title` becomes `:::tip[Title]` for these). */
const ADMONITIONS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];

/**
 * GFM as remark-gfm parses it (tables, task lists, strikethrough, footnotes) except autolink
 * literals: a bare `https://…` stays text instead of a link with the same text, which gives the
 * same records, and that extension is a quarter of the parse time (it inspects every character).
 */
function remarkGfmWithoutAutolinkLiterals(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push(
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  );
}

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkMdx)
  .use(remarkGfmWithoutAutolinkLiterals)
  .use(remarkDirective);

/**
 * Text that only looks like a directive (":3000" in "127.0.0.1:3000") is put
 * back as text, as Docusaurus's own "unusedDirectives" step does; `:::note`
 * admonitions (container directives) stay.
 */
function restoreTextDirectives(tree: Root) {
  visit(tree, (node, index, parent) => {
    if ((node.type !== 'textDirective' && node.type !== 'leafDirective') || !parent || index === undefined)
      return;
    const colons = node.type === 'textDirective' ? ':' : '::';
    const label = node.children.length ? `[${toString(node)}]` : '';
    // Marked, because Docusaurus computes heading ids before it puts these back.
    parent.children[index] = {
      type: 'text',
      value: `${colons}${node.name}${label}`,
      data: {restoredDirective: true},
    } as never;
  });
}

/** The same text preparation as Docusaurus's mdx-loader preprocessor, with its default options. */
const preprocess = (source: string) =>
  admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), ADMONITIONS);

const plainParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfmWithoutAutolinkLiterals);

/** Plain Markdown (GFM), for the repository's own files that the build never reads as MDX (CONTENT_GUIDE.md). */
export function parseMarkdown(source: string): Root {
  return plainParser.parse(source) as Root;
}

/** Throws on MDX syntax errors, as the Docusaurus build would. */
export function parseMdx(source: string): Root {
  const tree = parser.parse(preprocess(source)) as Root;
  restoreTextDirectives(tree);
  return tree;
}

export function frontMatter(tree: Root): Record<string, unknown> {
  const node = tree.children.find((n): n is Yaml => n.type === 'yaml');
  return node ? (YAML.parse(node.value) ?? {}) : {};
}
