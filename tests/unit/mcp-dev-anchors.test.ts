/**
 * `npm start`'s /mcp finds a section by the anchor Docusaurus gives its heading (server/mcp/dev.ts),
 * with no built HTML to read it from: the slug of the heading's text, numbered when repeated, or
 * its `{#custom-id}`.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {headingIds} from '../../server/mcp/dev';

const source = `---
title: Stripe
---

# Stripe

## Set up **Stripe** keys

## The \`APP_URL\` value

## FAQ

### FAQ

## Create and publish a contest {#set-up-and-publish-a-contest}

\`\`\`md
## Not a heading
\`\`\`
`;

test('a section is found by the anchor the page gives its heading in npm start', () => {
  const ids = headingIds(source);
  assert.deepEqual(
    [...ids.keys()],
    ['stripe', 'set-up-stripe-keys', 'the-app_url-value', 'faq', 'faq-1', 'set-up-and-publish-a-contest'],
  );
  assert.deepEqual(ids.get('faq-1'), {level: 3, text: 'FAQ'});
  assert.deepEqual(ids.get('set-up-and-publish-a-contest'), {level: 2, text: 'Create and publish a contest'});
});
