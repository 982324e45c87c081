import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, ElementContent, Root} from 'hast';
import rehypeTableRegions from '../../src/rehype/tableRegions';

const el = (tagName: string, children: ElementContent[] = [], properties = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const txt = (value: string): ElementContent => ({type: 'text', value});
const table = (...headers: string[]) =>
  el('table', [
    el('thead', [
      el(
        'tr',
        headers.map((h) => el('th', h ? [txt(h)] : [])),
      ),
    ]),
    el('tbody'),
  ]);

/** The regions the plugin made: [name, the table inside], in document order. */
function regions(tree: Root): Element[] {
  rehypeTableRegions()(tree);
  const found: Element[] = [];
  const visit = (node: Root | ElementContent) => {
    if (node.type === 'element' && node.properties.role === 'region') found.push(node);
    if ('children' in node) (node.children as ElementContent[]).forEach(visit);
  };
  visit(tree);
  return found;
}

test('each table sits in a focusable region named after the heading above it', () => {
  const tree: Root = {
    type: 'root',
    children: [
      el('h2', [txt('Fees '), el('code', [txt('fee')])], {id: 'fees'}),
      el('p', [txt('…')]),
      table('A', 'B'),
    ],
  };
  const [region] = regions(tree);
  assert.equal(region.tagName, 'div');
  assert.deepEqual(region.properties, {
    className: ['table-region'],
    role: 'region',
    tabIndex: 0,
    ariaLabel: 'Fees fee',
  });
  assert.equal((region.children[0] as Element).tagName, 'table', 'the table keeps its own semantics');
});

test('no two regions share a name: the second table under a heading is numbered', () => {
  const tree: Root = {
    type: 'root',
    children: [el('h2', [txt('Fees')]), table('A'), table('B'), el('h3', [txt('Refunds')]), table('C')],
  };
  assert.deepEqual(
    regions(tree).map((r) => r.properties.ariaLabel),
    ['Fees', 'Fees (table 2)', 'Refunds'],
  );
});

test('a caption names its table; a table before any heading is named by its column headers', () => {
  const captioned = el('table', [el('caption', [txt('Limits per plan')]), el('tbody')]);
  const tree: Root = {
    type: 'root',
    children: [table('Field', '', 'Default'), el('h2', [txt('Plans')]), captioned],
  };
  assert.deepEqual(
    regions(tree).map((r) => r.properties.ariaLabel),
    ['Table: Field, Default', 'Limits per plan'],
  );
});

test('tables inside other elements (an admonition, a list item) are wrapped too', () => {
  const tree: Root = {
    type: 'root',
    children: [el('h2', [txt('Steps')]), el('div', [el('ul', [el('li', [table('X')])])])],
  };
  assert.deepEqual(
    regions(tree).map((r) => r.properties.ariaLabel),
    ['Steps'],
  );
});
