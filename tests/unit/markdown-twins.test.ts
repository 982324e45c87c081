/**
 * The Markdown twin of a page (src/plugins/llms): what an AI assistant or a script reads instead
 * of the HTML. Clean Markdown: no front matter, no MDX, admonitions as blockquotes, tabs
 * flattened, links absolute.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {markdownTwin} from '../../src/plugins/llms/markdown-twin';
import {llmsTxt, urlOf} from '../../src/plugins/llms/index';
import {twinPaths} from '../../src/plugins/llms/paths';

const PAGE = `---
title: Cron jobs
description: Run the scheduler.
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Intro with a [link](/Settings/System%20Setting/General) and an [anchor](#steps).

## Steps {#steps}

:::warning[Run it once]

Two copies run every task twice.

:::

:::tip

No title here.

:::

<Tabs groupId="platform">
<TabItem value="vps" label="VPS" default>

\`\`\`bash
sudo crontab -u www-data -e
\`\`\`

</TabItem>
<TabItem value="cpanel" label="cPanel">

Use **Cron Jobs**.

</TabItem>
</Tabs>

\`\`\`mermaid
flowchart LR
  A --> B
\`\`\`

<details>
<summary>More</summary>

Hidden {1 + 1} text.

</details>
`;

test('a page as Markdown: title, clean content, admonitions as blockquotes, tabs under their labels', () => {
  const twin = markdownTwin(PAGE, {title: 'Cron jobs', url: 'https://docs.example.com/post-installation'});
  assert.equal(
    twin,
    `# Cron jobs

Intro with a [link](https://docs.example.com/Settings/System%20Setting/General) and an [anchor](https://docs.example.com/post-installation#steps).

## Steps

> **Warning: Run it once**
>
> Two copies run every task twice.

> **Tip**
>
> No title here.

**VPS**

\`\`\`bash
sudo crontab -u www-data -e
\`\`\`

**cPanel**

Use **Cron Jobs**.

\`\`\`mermaid
flowchart LR
  A --> B
\`\`\`

More

Hidden  text.
`,
  );
});

test("a link to another page's file points at that page, as Docusaurus resolves it", () => {
  const twin = markdownTwin('See [Stripe](stripe.md#keys) and [PayPal](./paypal.md).\n', {
    title: 'Overview',
    url: 'https://x.test/category/payment-gateways',
    fileUrl: (file) => ({'stripe.md': 'https://x.test/payment-gateways/stripe'})[file],
  });
  assert.equal(
    twin,
    '# Overview\n\nSee [Stripe](https://x.test/payment-gateways/stripe#keys) and [PayPal](https://x.test/category/paypal.md).\n',
  );
});

test('a folder URL publishes its Markdown at index.html.md and at the URL without the slash', () => {
  assert.deepEqual(twinPaths('/deposits/'), ['/deposits/index.html.md', '/deposits.md']);
  assert.deepEqual(twinPaths('/Settings/SEO & Meta/Seo'), ['/Settings/SEO & Meta/Seo.md']);
  assert.deepEqual(twinPaths('/'), ['/index.html.md']);
  assert.equal(
    urlOf('https://x.test', '/Settings/SEO & Meta/Seo.md'),
    'https://x.test/Settings/SEO%20&%20Meta/Seo.md',
  );
});

test('llms.txt: the title, the summary, a section per top-level item, each page linked to its Markdown', () => {
  const page = (permalink: string, title: string, description: string) => ({
    permalink,
    title,
    description,
    markdown: '',
  });
  const text = llmsTxt({title: 'QuizNest', siteUrl: 'https://x.test'}, [
    {title: 'Home', pages: [page('/', 'QuizNest Documentation', 'Install and run QuizNest.')]},
    {
      title: 'Payments',
      pages: [page('/deposits/', 'Deposits', 'Approve deposits.'), page('/Pay & Go', 'Pay', '')],
    },
  ]);
  assert.equal(
    text,
    `# QuizNest

> Install and run QuizNest.

Every page below is also published as Markdown: its URL with \`.md\` appended. [llms-full.txt](https://x.test/llms-full.txt) holds them all, in this order.

An MCP server (Streamable HTTP, read-only, no sign-in) at https://x.test/mcp has the tools \`search_docs\`, \`get_page\` and \`list_pages\`.

## Home

- [QuizNest Documentation](https://x.test/index.html.md): Install and run QuizNest.

## Payments

- [Deposits](https://x.test/deposits/index.html.md): Approve deposits.
- [Pay](https://x.test/Pay%20&%20Go.md)
`,
  );
});
