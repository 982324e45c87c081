import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkPage, minimumWords, sentences, sharedSentenceRatio} from '../../scripts/lib/content-rules';

const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');
const front = '---\ntitle: "T"\nsidebar_label: "L"\ndescription: "D."\n---\n';

function check(body: string, head = front, rel?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  const file = path.join(dir, 'page.md');
  fs.writeFileSync(file, head + body);
  return checkPage(file, rel).problems;
}

test('a complete page passes', () => {
  assert.deepEqual(check(`## Section\n\n${words(450)}\n\n\`\`\`bash\nls\n\`\`\`\n`), []);
});

test('each broken rule is reported', () => {
  // The heading's word counts as body too.
  assert.match(check(`## S\n\n${words(10)}\n`).join(), /has 11 words of prose, fewer than 400/);
  assert.match(check(`${words(450)}\n`).join(), /no h2/);
  assert.match(
    check(`## S\n\n${words(450)}\n\n\`\`\`\nls\n\`\`\`\n`).join(),
    /code block at line \d+ has no language/,
  );
  assert.match(check(`## S\n\n${words(450)} TODO\n`).join(), /placeholder text "TODO"/);
  assert.match(
    check(`## S\n\n${words(450)}\n`, '---\ntitle: "T"\n---\n').join(),
    /no description.*no sidebar_label/,
  );
  assert.match(check(`## S\n\n${words(450)} {oops\n`).join(), /does not parse as MDX/);
});

test('a payment gateway page says, before its first section, what its steps were checked against', () => {
  const gateway = (body: string) => check(body, front, 'payment-gateways/stripe.md').join();
  const intro = 'Stripe takes card payments.\n\n';
  const line = '*Steps checked against the Stripe Dashboard in November 2026.*\n\n';
  const section = `## S\n\n${words(450)}\n`;
  assert.equal(gateway(intro + line + section), '');
  const missing = /no "\*Steps checked against <dashboard> in <Month> <year>\.\*" line/;
  assert.match(gateway(intro + section), missing);
  // Not italic, no month, inside a sentence, or below the first section: not the line.
  assert.match(gateway(intro + line.replaceAll('*', '') + section), missing);
  assert.match(gateway(intro + line.replace('November ', '') + section), missing);
  assert.match(gateway(`${intro}Note: ${line}${section}`), missing);
  assert.match(gateway(intro + section + line), missing);
  // Only gateway pages need it: not the overview, not other pages.
  assert.equal(check(intro + section, front, 'payment-gateways/overview.md').join(), '');
  assert.equal(check(intro + section, front, 'deposits/index.md').join(), '');
});

test('code blocks do not count as prose', () => {
  const problems = check(`## S\n\n${words(100)}\n\n\`\`\`bash\n${words(400)}\n\`\`\`\n`).join();
  assert.match(problems, /has 101 words of prose/);
});

test('minimums follow the kind of page', () => {
  assert.equal(minimumWords('installation-guide/server-setup/vps.md'), 600);
  assert.equal(minimumWords('payment-gateways/stripe.md'), 450);
  assert.equal(minimumWords('Settings/Navigation/Menu.md'), 350);
  assert.equal(minimumWords('home.md'), 300);
  assert.equal(minimumWords('deposits/index.md'), 400);
});

test('shared sentences are measured on prose, not code', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pair-'));
  const write = (name: string, body: string) => {
    fs.writeFileSync(path.join(dir, name), front + body);
    return sentences(path.join(dir, name));
  };
  const shared = 'Copy the secret key from the dashboard. Paste it into the form and save.';
  const a = write('a.md', `## One\n\n${shared} Stripe sends events to the webhook.\n`);
  const b = write('b.md', `## Two\n\n${shared} PayPal calls them notifications instead.\n`);
  const c = write(
    'c.md',
    `## Three\n\nNothing here is like the others at all.\n\n\`\`\`text\n${shared}\n\`\`\`\n`,
  );
  assert.ok(sharedSentenceRatio(a, b) > 0.5);
  assert.equal(sharedSentenceRatio(a, c), 0);
});
