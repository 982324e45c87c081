/**
 * A doc page as clean Markdown, for AI assistants and scripts: the page's own source, parsed by
 * the parser the search records use (search/records/markdown.ts), then
 * - front matter, imports and exports, and `{expressions}` left out;
 * - `:::warning Title` admonitions as blockquotes that start with their kind and title;
 * - `<Tabs>` flattened: each tab's content under its label in bold;
 * - any other MDX component replaced by its content; Mermaid stays a fenced `mermaid` block;
 * - `{#custom-id}` heading ids left out;
 * - every link and image absolute, on the site's URL.
 */
import type {Blockquote, Heading, Nodes, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import {toMarkdown} from 'mdast-util-to-markdown';
import {toString} from 'mdast-util-to-string';
import {gfmTableToMarkdown} from 'mdast-util-gfm-table';
import {gfmStrikethroughToMarkdown} from 'mdast-util-gfm-strikethrough';
import {gfmTaskListItemToMarkdown} from 'mdast-util-gfm-task-list-item';
import {gfmFootnoteToMarkdown} from 'mdast-util-gfm-footnote';
import {parseMdx} from '../../../search/records/markdown';

type Jsx = {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: {name?: string; value?: unknown}[];
  children: Nodes[];
};
type Directive = {
  type: 'containerDirective';
  name: string;
  children: Nodes[];
  data?: {directiveLabel?: boolean};
};

const DROPPED = new Set(['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

/** An admonition's kind as its title says it: Docusaurus titles `secondary` "Note", the others by name. */
const kindOf = (name: string) => (name === 'secondary' ? 'Note' : name[0].toUpperCase() + name.slice(1));

const attribute = (node: Jsx, name: string) => {
  const value = node.attributes.find((a) => a.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
};

const strong = (text: string): PhrasingContent => ({type: 'strong', children: [{type: 'text', value: text}]});

/** A node's children rewritten (front matter and MDX left out or unwrapped). */
function rewriteAll(children: Nodes[], absolute: (url: string) => string): Nodes[] {
  return children.flatMap((child) => rewrite(child, absolute));
}

function rewrite(node: Nodes, absolute: (url: string) => string): Nodes[] {
  if (DROPPED.has(node.type)) return [];
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
    node.url = absolute(node.url);
  if (node.type === 'heading') stripHeadingId(node);
  if (node.type === 'containerDirective') return [admonition(node as unknown as Directive, absolute)];
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const jsx = node as unknown as Jsx;
    const children = rewriteAll(jsx.children, absolute);
    if (jsx.name === 'TabItem') {
      const label = attribute(jsx, 'label') ?? attribute(jsx, 'value') ?? '';
      const title: Paragraph = {type: 'paragraph', children: [strong(label)]};
      return [title, ...children];
    }
    return children;
  }
  if ('children' in node)
    (node as {children: Nodes[]}).children = rewriteAll(node.children as Nodes[], absolute);
  return [node];
}

/** `:::warning[Title]` as a blockquote whose first line is "**Warning: Title**". */
function admonition(node: Directive, absolute: (url: string) => string): Blockquote {
  const [first, ...rest] = node.children;
  const labelled =
    first?.type === 'paragraph' && first.data && (first.data as {directiveLabel?: boolean}).directiveLabel;
  const kind = kindOf(node.name);
  const title = labelled ? `${kind}: ${toString(first)}` : kind;
  const body = rewriteAll(labelled ? rest : node.children, absolute) as RootContent[];
  return {
    type: 'blockquote',
    children: [{type: 'paragraph', children: [strong(title)]}, ...body] as Blockquote['children'],
  };
}

/** `## Title {#id}` (escaped by the preprocessor as `\{#id}`) without the id. */
function stripHeadingId(heading: Heading) {
  const last = heading.children.at(-1);
  if (last?.type === 'text') last.value = last.value.replace(/\s*\\?\{#[^}]*\}\s*$/, '');
}

export type TwinOptions = {
  title: string;
  /** The page's URL, which relative links are resolved against. */
  url: string;
  /** The URL of the doc a relative file link (`stripe.md`) names, as Docusaurus resolves it. */
  fileUrl?: (file: string) => string | undefined;
};

/** The page's Markdown twin: `# title`, then its content, clean. */
export function markdownTwin(source: string, {title, url, fileUrl}: TwinOptions): string {
  const tree = parseMdx(source);
  const absolute = (link: string) => {
    const [target, hash] = link.split('#', 2);
    if (/\.mdx?$/.test(target) && !/^[a-z][a-z+.-]*:/i.test(target)) {
      const doc = fileUrl?.(target);
      if (doc) return hash === undefined ? doc : `${doc}#${hash}`;
    }
    try {
      return new URL(link, url).href;
    } catch {
      return link;
    }
  };
  const children = rewriteAll(tree.children as Nodes[], absolute) as RootContent[];
  // The page's title is its first heading when the source has none of level 1.
  const hasTitle = children.some((n) => n.type === 'heading' && n.depth === 1);
  const root: Root = {
    type: 'root',
    children: hasTitle
      ? children
      : [{type: 'heading', depth: 1, children: [{type: 'text', value: title}]}, ...children],
  };
  return toMarkdown(root, {
    extensions: [
      gfmTableToMarkdown(),
      gfmStrikethroughToMarkdown(),
      gfmTaskListItemToMarkdown(),
      gfmFootnoteToMarkdown(),
    ],
    bullet: '-',
    emphasis: '_',
    fences: true,
    rule: '-',
  });
}
