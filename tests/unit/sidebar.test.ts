import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import sidebars from '../../sidebars';
import {allPages, DOCS_DIR} from '../../scripts/lib/content-rules';
import {categoryRoutes, docRoutes} from '../routes';

type Item = string | {type: string; items?: Item[]; link?: {slug?: string}; id?: string};

function walk(items: Item[], docs: string[] = [], slugs: string[] = []) {
  for (const item of items) {
    if (typeof item === 'string') docs.push(item);
    else if (item.type === 'doc' && item.id) docs.push(item.id);
    else if (item.type === 'category') {
      if (item.link?.slug) slugs.push(item.link.slug);
      walk(item.items ?? [], docs, slugs);
    }
  }
  return {docs, slugs};
}

const {docs, slugs} = walk(sidebars.tutorialSidebar as Item[]);
const files = allPages().map((f) => path.relative(DOCS_DIR, f).replace(/\.mdx?$/, ''));

/** The URL Docusaurus gives a doc file (no slug front matter except home). */
const routeOf = (id: string) =>
  id === 'home' ? '/' : id.endsWith('/index') ? `/${id.slice(0, -5)}` : `/${id}`;

test('the sidebar lists every doc file exactly once', () => {
  assert.deepEqual([...docs].sort(), [...files].sort());
  assert.equal(new Set(docs).size, docs.length, 'a doc is listed twice');
});

test('doc files map one-to-one onto the routes of the URL contract', () => {
  assert.deepEqual(files.map(routeOf).sort(), [...docRoutes].sort());
});

test('category pages are exactly the contract category routes', () => {
  assert.deepEqual([...slugs].sort(), [...categoryRoutes].sort());
});
