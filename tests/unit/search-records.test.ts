import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {unified, type Plugin} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import type {Heading, Root} from 'mdast';
import {createSlugger, escapeMarkdownHeadingIds} from '@docusaurus/utils';
import headingsPlugin from '@docusaurus/mdx-loader/lib/remark/headings';
import {
  buildRecords,
  incrementalRecords,
  pageRecords,
  type DocSearchRecord,
  type PageInput,
} from '../../search/records/records';

const SITE = 'https://docs.example.com';

const doc = (source: string, overrides: Partial<PageInput> = {}): PageInput => ({
  permalink: '/guides/scheduling',
  title: 'Scheduling',
  lvl0: 'Guides',
  source,
  ...overrides,
});

/** What a record says, in reading order: the heading text for heading records, the content otherwise. */
const outline = (records: DocSearchRecord[]) =>
  records.map((r) => [r.type, r.type === 'content' ? r.content : r.hierarchy[r.type]]);

const headingRecords = (records: DocSearchRecord[]) =>
  records.filter((r) => r.type !== 'content' && r.type !== 'lvl1');

/**
 * The heading ids Docusaurus itself gives the headings of an MDX source: its mdx-loader "headings"
 * plugin, after its mdx1Compat pre-processing, on a tree parsed with the remark-directive version the
 * mdx-loader uses.
 */
async function docusaurusHeadingIds(source: string): Promise<string[]> {
  const fromMdxLoader = createRequire(require.resolve('@docusaurus/mdx-loader'));
  const remarkDirective = (await import(pathToFileURL(fromMdxLoader.resolve('remark-directive')).href))
    .default as Plugin<[], Root>;
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkDirective)
    .use(remarkGfm)
    .use(headingsPlugin, {anchorsMaintainCase: false});
  const tree = await processor.run(processor.parse(escapeMarkdownHeadingIds(source)));
  const ids: string[] = [];
  visit(tree, 'heading', (node: Heading) => {
    if (node.depth >= 2) ids.push(String(node.data?.hProperties?.id));
  });
  return ids;
}

const SOURCE = `---
title: Front matter title
description: The page's summary, from its front matter.
---

import Tabs from '@theme/Tabs';

# Scheduling

Intro paragraph about the   scheduler.

## Install the scheduler

- First list item
- Second list item with \`inline code\`

| Setting | Value | Notes |
| ------- | ----- | ----- |
| Mode | Sandbox or Live | pick one |
| Timeout | 30 s | |

:::note

Admonition body text.

:::

\`\`\`mermaid
graph TD; secret-command --> not-indexed
\`\`\`

### Options

Options paragraph.

#### Deep level

Deep paragraph.

### Back to three

Three again.

## Error: listen EADDRINUSE 127.0.0.1:3000

Back at level two.
`;

test('a page gives a title record, its summary, then one record per heading and per block of text, in reading order', () => {
  assert.deepEqual(outline(pageRecords(doc(SOURCE), SITE)), [
    ['lvl1', 'Scheduling'],
    // The front matter description: what the page is for, as readers ask for it.
    ['content', "The page's summary, from its front matter."],
    ['content', 'Intro paragraph about the scheduler.'],
    ['lvl2', 'Install the scheduler'],
    ['content', 'First list item'],
    ['content', 'Second list item with inline code'],
    // A record per body row: each cell under its column's name (a row is found by what it is and
    // what its cells say: "Timeout value"), empty cells left out.
    ['content', 'Setting: Mode · Value: Sandbox or Live · Notes: pick one'],
    ['content', 'Setting: Timeout · Value: 30 s'],
    ['content', 'Admonition body text.'],
    ['lvl3', 'Options'],
    ['content', 'Options paragraph.'],
    ['lvl4', 'Deep level'],
    ['content', 'Deep paragraph.'],
    ['lvl3', 'Back to three'],
    ['content', 'Three again.'],
    ['lvl2', 'Error: listen EADDRINUSE 127.0.0.1:3000'],
    ['content', 'Back at level two.'],
  ]);
});

test('front matter (but its description), imports and diagrams are not indexed', () => {
  const text = JSON.stringify(pageRecords(doc(SOURCE), SITE));
  for (const hidden of ['Front matter title', 'description:', 'secret-command', '@theme/Tabs'])
    assert.ok(!text.includes(hidden), hidden);
});

test('code blocks are records of their own, after the prose on a tie (a lower level), cut when long', () => {
  const source = `## Queue worker

Run the worker under a supervisor.

\`\`\`bash
php artisan queue:work --tries=3
APP_KEY=base64:abc
\`\`\`

\`\`\`bash
${'x'.repeat(2000)}
\`\`\`
`;
  const records = pageRecords(doc(source), SITE);
  const [prose, code, long] = records.filter((r) => r.type === 'content');
  assert.equal(prose.content, 'Run the worker under a supervisor.');
  assert.equal(code.content, 'php artisan queue:work --tries=3 APP_KEY=base64:abc');
  assert.equal(code.hierarchy.lvl2, 'Queue worker');
  assert.equal(code.anchor, 'queue-worker');
  assert.ok(code.weight.level < prose.weight.level);
  assert.ok(long.content!.length <= 800);
});

test('a "Related" or "See also" section gives no records: its summaries of other pages would outrank them', () => {
  const source = `## Deposits

Players buy coins.

## Related

- [Withdrawals](/withdraw/): how players cash out coins

### Deeper related heading

- still part of the related section

## See also

- [Reports](/Report/): the deposit report

## Troubleshooting

A deposit stays pending until the gateway confirms it.
`;
  assert.deepEqual(outline(pageRecords(doc(source), SITE)), [
    ['lvl1', 'Scheduling'],
    ['lvl2', 'Deposits'],
    ['content', 'Players buy coins.'],
    ['lvl2', 'Troubleshooting'],
    ['content', 'A deposit stays pending until the gateway confirms it.'],
  ]);
});

test('the hierarchy: lvl0 and lvl1 on every record, deeper levels reset when a shallower heading follows', () => {
  const records = pageRecords(doc(SOURCE), SITE);
  for (const r of records) {
    assert.equal(r.hierarchy.lvl0, 'Guides');
    assert.equal(r.hierarchy.lvl1, 'Scheduling');
  }
  const at = (content: string) => records.find((r) => r.content === content)!.hierarchy;
  assert.deepEqual(at('Intro paragraph about the scheduler.'), {
    lvl0: 'Guides',
    lvl1: 'Scheduling',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.deepEqual(at('Deep paragraph.'), {
    ...at('Intro paragraph about the scheduler.'),
    lvl2: 'Install the scheduler',
    lvl3: 'Options',
    lvl4: 'Deep level',
  });
  // h3 after h4: lvl4 is gone.
  assert.deepEqual(at('Three again.'), {
    ...at('Deep paragraph.'),
    lvl3: 'Back to three',
    lvl4: null,
  });
  // h2 after h3: lvl3 is gone.
  assert.deepEqual(at('Back at level two.'), {
    ...at('Intro paragraph about the scheduler.'),
    lvl2: 'Error: listen EADDRINUSE 127.0.0.1:3000',
  });
});

test('anchors are the heading ids of Docusaurus (github-slugger, duplicates numbered)', async () => {
  const source = `# Page

## Error: listen EADDRINUSE 127.0.0.1:3000

## Setup

### Setup

## The \`cron\` option & *more*

## Étapes spéciales — 2024!

## Setup
`;
  const anchors = headingRecords(pageRecords(doc(source), SITE)).map((r) => r.anchor);
  assert.deepEqual(anchors, await docusaurusHeadingIds(source));
  const slugger = createSlugger();
  assert.equal(anchors[0], slugger.slug('Error: listen EADDRINUSE 127.0.0.1:3000'));
  assert.deepEqual(anchors.filter((a) => a!.startsWith('setup')).sort(), ['setup', 'setup-1', 'setup-2']);
});

test('anchors: a heading with text that looks like a directive ("mode:live") keeps the Docusaurus id', async () => {
  const source = '## Set mode:live\n\nText.\n';
  const anchors = headingRecords(pageRecords(doc(source), SITE)).map((r) => r.anchor);
  assert.deepEqual(anchors, await docusaurusHeadingIds(source));
});

test('anchors: an explicit {#custom-id} heading, as Docusaurus accepts it', async () => {
  const source = '## Custom heading {#custom-id}\n\nText.\n';
  const records = pageRecords(doc(source), SITE);
  assert.deepEqual(
    headingRecords(records).map((r) => [r.anchor, r.hierarchy.lvl2]),
    [['custom-id', 'Custom heading']],
  );
  assert.deepEqual(
    headingRecords(records).map((r) => r.anchor),
    await docusaurusHeadingIds(source),
  );
});

test('admonitions with a title in the ":::tip Title" form: the title is text, the ":::" markers are not', () => {
  const source = ':::tip No Terminal?\n\nUse the cron page.\n\n:::\n';
  const contents = pageRecords(doc(source), SITE).map((r) => r.content);
  assert.ok(contents.includes('Use the cron page.'));
  for (const text of contents) assert.ok(!text?.includes(':::'), String(text));
});

test('urls: absolute on the site url, the permalink percent-encoded, "#anchor" from the nearest heading', () => {
  for (const site of [SITE, `${SITE}/`]) {
    const records = pageRecords(doc(SOURCE, {permalink: '/Admin Users/Role Setup'}), site);
    const page = `${SITE}/Admin%20Users/Role%20Setup`;
    for (const r of records) {
      assert.equal(r.url_without_anchor, page);
      assert.equal(r.url, r.anchor ? `${page}#${r.anchor}` : page);
    }
    const [title, intro] = records;
    assert.equal(title.anchor, null);
    assert.equal(intro.anchor, null);
    const deep = records.find((r) => r.content === 'Deep paragraph.')!;
    const deepHeading = records.find((r) => r.type === 'lvl4')!;
    assert.equal(deep.anchor, deepHeading.anchor);
    assert.equal(deep.url, deepHeading.url);
    const later = records.find((r) => r.content === 'Back at level two.')!;
    assert.equal(later.anchor, createSlugger().slug('Error: listen EADDRINUSE 127.0.0.1:3000'));
  }
});

test('weights: level 90 for the title, 80 for h2, 70 for h3, 60 for h4, 0 for content; positions increase', () => {
  const records = pageRecords(doc(SOURCE), SITE);
  const expected = {lvl1: 90, lvl2: 80, lvl3: 70, lvl4: 60, content: 0} as Record<string, number>;
  for (const r of records) {
    assert.equal(r.weight.level, expected[r.type], r.type);
    assert.equal(r.weight.pageRank, 0);
  }
  const positions = records.map((r) => r.weight.position);
  positions.slice(1).forEach((p, i) => assert.ok(p > positions[i], `${positions}`));
});

test('records carry the facets the Docusaurus DocSearch filters on: language, docusaurus_tag, version', () => {
  for (const r of pageRecords(doc(SOURCE), SITE)) {
    assert.equal(r.language, 'en');
    assert.equal(r.docusaurus_tag, 'docs-default-current');
    assert.equal(r.version, 'current');
  }
});

test('objectIDs are stable across runs and change with the content', () => {
  const first = pageRecords(doc(SOURCE), SITE);
  const again = pageRecords(doc(SOURCE), SITE);
  assert.deepEqual(
    again.map((r) => r.objectID),
    first.map((r) => r.objectID),
  );
  const edited = pageRecords(doc(SOURCE.replace('Options paragraph.', 'Options paragraph, edited.')), SITE);
  const editedRecord = edited.find((r) => r.content === 'Options paragraph, edited.')!;
  assert.ok(!first.some((r) => r.objectID === editedRecord.objectID));
  // The same text on another page is another record.
  const moved = pageRecords(doc(SOURCE, {permalink: '/guides/other'}), SITE);
  assert.ok(!moved.some((r) => first.some((f) => f.objectID === r.objectID)));
});

test('objectIDs are unique within a page, even for repeated identical paragraphs', () => {
  const source = '## Steps\n\nSame text.\n\nSame text.\n\nSame text.\n\n## Steps\n\nSame text.\n';
  const records = pageRecords(doc(source), SITE);
  assert.equal(records.filter((r) => r.content === 'Same text.').length, 4);
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length);
  assert.deepEqual(
    pageRecords(doc(source), SITE).map((r) => r.objectID),
    records.map((r) => r.objectID),
  );
});

test('a category index page gives a title record and a description record', () => {
  const records = pageRecords(
    {
      permalink: '/category/settings',
      title: 'Settings',
      lvl0: 'Settings',
      description: 'All the   settings\nof the app.',
    },
    SITE,
  );
  assert.deepEqual(outline(records), [
    ['lvl1', 'Settings'],
    ['content', 'All the settings of the app.'],
  ]);
  for (const r of records) {
    assert.equal(r.url, `${SITE}/category/settings`);
    assert.equal(r.anchor, null);
    assert.equal(r.hierarchy.lvl0, 'Settings');
  }
  assert.notEqual(records[0].objectID, records[1].objectID);
});

test('a category index page without a description gives no empty record', () => {
  const records = pageRecords({permalink: '/category/x', title: 'X', lvl0: 'X', description: ''}, SITE);
  assert.deepEqual(outline(records), [['lvl1', 'X']]);
});

test('bare addresses in prose keep their exact text (GFM autolink literals are not parsed)', () => {
  const records = pageRecords(
    doc(
      '## Reach the panel\n\nOpen https://quiz.example.com/admin/login or www.example.com/install, then mail admin@example.com.\n',
    ),
    SITE,
  );
  assert.deepEqual(outline(records).slice(1), [
    ['lvl2', 'Reach the panel'],
    [
      'content',
      'Open https://quiz.example.com/admin/login or www.example.com/install, then mail admin@example.com.',
    ],
  ]);
});

test('incremental records: the same records as a full build, parsing again only the pages that changed', () => {
  const pages = [
    doc(SOURCE),
    doc('## Other page\n\nSome text.\n', {permalink: '/guides/other', title: 'Other'}),
    {permalink: '/category/guides', title: 'Guides', lvl0: 'Guides', description: 'All guides.'},
  ];
  const build = incrementalRecords();
  const first = build(pages, SITE);
  assert.deepEqual(first, buildRecords(pages, SITE));

  const edited = [pages[0], {...pages[1], source: '## Other page\n\nEdited text.\n'}, pages[2]];
  const second = build(edited, SITE);
  assert.deepEqual(second, buildRecords(edited, SITE));
  assert.ok(second.some((r) => r.content === 'Edited text.'));
  assert.ok(!second.some((r) => r.content === 'Some text.'));
  // Unchanged pages reuse their records (the same objects): they were not parsed again.
  const unchanged = first.filter((r) => !r.url.startsWith(`${SITE}/guides/other`));
  for (const record of unchanged) assert.ok(second.includes(record));

  // A removed page's records go; a different site URL rebuilds every page.
  const removed = build([pages[0], pages[2]], SITE);
  assert.ok(!removed.some((r) => r.url.startsWith(`${SITE}/guides/other`)));
  const moved = build([pages[0], pages[2]], 'https://elsewhere.example.com');
  assert.ok(moved.every((r) => r.url.startsWith('https://elsewhere.example.com/')));
});
