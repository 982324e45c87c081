/**
 * Ours beyond Algolia: when words are optional, a rare word counts for more than common ones
 * (optionalWordsByRarity, search/engine/rarity.ts), on by default and switchable off; and it is never
 * among the settings `npm run search:push` sends to hosted Algolia.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {EXTENSIONS, SearchIndex} from '../../search/engine';
import settings from '../../search/settings.json';
import extensions from '../../search/extensions.json';

/** 100 pages full of common words, and one page holding the question's one rare word. */
const records = [
  ...Array.from({length: 100}, (_, i) => ({
    objectID: `common${i}`,
    title: `Page ${i}`,
    content: 'what happens when a player joins a contest and makes a deposit',
  })),
  {objectID: 'rare', title: 'Refunds', content: 'a chargeback reverses the payment'},
];
const index = new SearchIndex('rarity', records, {
  settings: {searchableAttributes: ['title', 'content'], removeWordsIfNoResults: 'allOptional'},
  cacheSize: 0,
});
const first = (extra: Record<string, unknown> = {}) =>
  String(index.search({query: 'player contest deposit chargeback', ...extra}).hits[0].objectID);

test('a question whose rare word is on one page finds that page first, not the pages of its common words', () => {
  assert.equal(first(), 'rare');
});

test('optionalWordsByRarity: false counts every word as one, as Algolia does', () => {
  assert.match(first({optionalWordsByRarity: false}), /^common/);
  const off = new SearchIndex('rarity', records, {
    settings: {
      searchableAttributes: ['title', 'content'],
      removeWordsIfNoResults: 'allOptional',
      optionalWordsByRarity: false,
    },
    cacheSize: 0,
  });
  assert.match(String(off.search({query: 'player contest deposit chargeback'}).hits[0].objectID), /^common/);
});

test('when every word is required, rarity changes nothing', () => {
  const query = {query: 'player contest deposit', hitsPerPage: 100};
  assert.deepEqual(
    index.search(query).hits.map((h) => h.objectID),
    index.search({...query, optionalWordsByRarity: false}).hits.map((h) => h.objectID),
  );
});

test('our extensions live in search/extensions.json, never in the settings sent to hosted Algolia', () => {
  for (const name of EXTENSIONS) {
    assert.ok(!(name in settings), `${name} in search/settings.json`);
    assert.ok(name in extensions, `${name} not in search/extensions.json`);
  }
});
