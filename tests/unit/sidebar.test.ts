import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import sidebars from '../../sidebars';
import {allPages, docRoute, DOCS_DIR} from '../../scripts/lib/content-rules';
import {categoryRoutes, docRoutes} from '../support/routes';

type Item = string | {type: string; items?: Item[]; link?: {slug?: string; id?: string}; id?: string};

function walk(items: Item[], docs: string[] = [], slugs: string[] = []) {
  for (const item of items) {
    if (typeof item === 'string') docs.push(item);
    else if (item.type === 'doc' && item.id) docs.push(item.id);
    else if (item.type === 'category') {
      if (item.link?.slug) slugs.push(item.link.slug);
      if (item.link?.id) {
        docs.push(item.link.id);
        slugs.push(routeOf(item.link.id));
      }
      walk(item.items ?? [], docs, slugs);
    }
  }
  return {docs, slugs};
}

const files = allPages().map((f) => path.relative(DOCS_DIR, f).replace(/\.mdx?$/, ''));

const routes = new Map<string, string>();
/** The URL of a doc, by its id (its path under docs/ without .md); each page is parsed once. */
function routeOf(id: string): string {
  if (!routes.has(id)) routes.set(id, docRoute(path.join(DOCS_DIR, `${id}.md`)));
  return routes.get(id)!;
}

const {docs, slugs} = walk(sidebars.tutorialSidebar as Item[]);

test('the sidebar lists every doc file exactly once', () => {
  assert.deepEqual([...docs].sort(), [...files].sort());
  assert.equal(new Set(docs).size, docs.length, 'a doc is listed twice');
});

test('doc files map one-to-one onto the routes of the URL contract', () => {
  // Doc routes, plus category pages that are written docs rather than generated indexes.
  const written = slugs.filter((slug) => files.some((id) => routeOf(id) === slug));
  assert.deepEqual(files.map(routeOf).sort(), [...docRoutes, ...written].sort());
});

test('category pages are exactly the contract category routes', () => {
  assert.deepEqual([...slugs].sort(), [...categoryRoutes].sort());
});
