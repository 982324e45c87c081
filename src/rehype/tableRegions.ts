/**
 * Rehype plugin: wraps each Markdown table in a scroll box that the keyboard can reach. Infima
 * makes a table its own scroll box (`display: block; overflow: auto`), which a keyboard cannot
 * focus, so a table wider than the screen cannot be scrolled without a mouse (axe's
 * `scrollable-region-focusable`). The wrapper is a named region in the tab order:
 * `<div class="table-region" role="region" tabindex="0" aria-label="…">`; the table inside keeps its
 * table semantics, and custom.css moves the scrolling and a visible focus ring to the wrapper.
 *
 * The name is the table's caption, else the heading the table sits under; when several tables sit
 * under one heading, each after the first gets its number ("Fees (table 2)"), so that no two
 * regions share a name. A table before any heading is named by its column headers.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

const TABLE_REGION_CLASS = 'table-region';

function text(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(text).join('');
  return '';
}

type Parent = {children: RootContent[]};

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

const isHeading = (node: RootContent): node is Element =>
  node.type === 'element' && /^h[1-6]$/.test(node.tagName);

const isElement = (node: ElementContent | RootContent, tagName: string): node is Element =>
  node.type === 'element' && node.tagName === tagName;

function caption(table: Element): string {
  const found = table.children.find((node) => isElement(node, 'caption'));
  return found ? clean(text(found)) : '';
}

function columnHeaders(table: Element): string {
  const headers: string[] = [];
  const visit = (node: ElementContent) => {
    if (node.type !== 'element' || node.tagName === 'tbody') return;
    if (node.tagName === 'th') headers.push(clean(text(node)));
    else node.children.forEach(visit);
  };
  table.children.forEach(visit);
  const named = headers.filter(Boolean);
  return named.length ? `Table: ${named.join(', ')}` : 'Table';
}

export default function rehypeTableRegions() {
  return (tree: Root) => {
    // Document order: the heading last seen names the tables that follow it.
    let heading = '';
    let tablesUnderHeading = 0;
    // Parents are elements and MDX's JSX nodes (an admonition is one), so any node with children.
    const visit = (parent: Parent) => {
      parent.children.forEach((node, index) => {
        if (isHeading(node)) {
          heading = clean(text(node));
          tablesUnderHeading = 0;
          return;
        }
        if (!isElement(node, 'table')) {
          if ('children' in node) visit(node as Parent);
          return;
        }
        tablesUnderHeading += 1;
        const fromHeading =
          heading && (tablesUnderHeading === 1 ? heading : `${heading} (table ${tablesUnderHeading})`);
        const region: Element = {
          type: 'element',
          tagName: 'div',
          properties: {
            className: [TABLE_REGION_CLASS],
            role: 'region',
            tabIndex: 0,
            ariaLabel: caption(node) || fromHeading || columnHeaders(node),
          },
          children: [node],
        };
        parent.children[index] = region;
      });
    };
    visit(tree);
  };
}
