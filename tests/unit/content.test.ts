/**
 * Every doc page follows the content rules of CONTENT_GUIDE.md (see
 * scripts/lib/content-rules.ts), and the payment gateway pages are not
 * near-copies of each other.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  allPages,
  checkPage,
  DOCS_DIR,
  isGatewayPage,
  sentences,
  sharedSentenceRatio,
} from '../../scripts/lib/content-rules';

const pages = allPages();

for (const file of pages) {
  const rel = path.relative(DOCS_DIR, file);
  test(`docs/${rel} follows the content rules`, () => {
    assert.deepEqual(checkPage(file).problems, []);
  });
}

test('no two payment gateway pages share more than half of their sentences', () => {
  const gateways = pages
    .filter((f) => isGatewayPage(path.relative(DOCS_DIR, f)))
    .map((file) => ({name: path.basename(file, '.md'), sentences: sentences(file)}));
  assert.equal(gateways.length, 16);
  const copies: string[] = [];
  for (let i = 0; i < gateways.length; i += 1) {
    for (let j = i + 1; j < gateways.length; j += 1) {
      const ratio = sharedSentenceRatio(gateways[i].sentences, gateways[j].sentences);
      if (ratio > 0.5)
        copies.push(`${gateways[i].name} ~ ${gateways[j].name}: ${(ratio * 100).toFixed(0)} %`);
    }
  }
  assert.deepEqual(copies, []);
});
