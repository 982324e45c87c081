/**
 * The payment gateways' overview (/category/payment-gateways) links every gateway's page from the
 * Gateway column of its comparison table, with relative Markdown links the build resolves and checks.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import type {Table} from 'mdast';
import {allPages, docRoute, DOCS_DIR, isGatewayPage} from '../../scripts/lib/content-rules';
import {parseMdx} from '../../search/records/markdown';

const OVERVIEW = path.join(DOCS_DIR, 'payment-gateways/overview.md');
const gateways = allPages().filter((file) => isGatewayPage(path.relative(DOCS_DIR, file)));

/** The doc file a link leads to: a relative Markdown link (`./stripe.md`) or a route (`/payment-gateways/stripe`). */
function linkTarget(url: string): string | undefined {
  const pathname = decodeURI(url.split('#')[0]);
  if (/\.mdx?$/.test(pathname) && !pathname.startsWith('/') && !/^[a-z]+:/i.test(pathname))
    return path.resolve(path.dirname(OVERVIEW), pathname);
  return gateways.find((file) => docRoute(file) === pathname.replace(/\/$/, ''));
}

/** The links in the first column of the table whose first header cell is "Gateway", by target file. */
function gatewayColumnLinks(source: string): Map<string, string> {
  let table: Table | undefined;
  visit(parseMdx(source), 'table', (node) => {
    if (!table && toString(node.children[0]?.children[0]) === 'Gateway') table = node;
  });
  assert.ok(table, 'the overview has a table whose first column is "Gateway"');
  const links = new Map<string, string>();
  for (const row of table.children.slice(1)) {
    visit(row.children[0], 'link', (link) => {
      const file = linkTarget(link.url);
      if (file) links.set(file, link.url);
    });
  }
  return links;
}

const unlinked = (links: Map<string, string>) =>
  gateways.filter((file) => !links.has(file)).map((file) => path.basename(file, '.md'));

test('the gateway overview table links each of the 16 gateway pages', () => {
  assert.equal(gateways.length, 16);
  const links = gatewayColumnLinks(fs.readFileSync(OVERVIEW, 'utf8'));
  assert.deepEqual(unlinked(links), []);
  // Relative links to the Markdown files: Docusaurus resolves them, and a renamed page breaks the build.
  for (const url of links.values()) assert.match(url, /^\.\/[a-z-]+\.md$/);
});

test('a gateway the overview table names without a link is reported', () => {
  const source = fs.readFileSync(OVERVIEW, 'utf8').replace('| [Stripe](./stripe.md) |', '| Stripe |');
  assert.deepEqual(unlinked(gatewayColumnLinks(source)), ['stripe']);
});
