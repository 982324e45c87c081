/**
 * Records pushed by others (`npm run search:push --records`, any Algolia client) need not carry
 * DocSearch's fields: the engine takes any Algolia object.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SearchIndex} from '../../search/engine';

test('records pushed without a weight are found, and rank after records that have one', () => {
  const customRanking = ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'];
  const index = new SearchIndex(
    'pushed',
    [
      {objectID: 'bare-1', content: 'refund a deposit'},
      {objectID: 'bare-2', content: 'refund a deposit'},
      {objectID: 'weighted', content: 'refund a deposit', weight: {pageRank: 0, level: 0, position: 3}},
      {objectID: 'odd', content: 'refund a deposit', weight: {pageRank: 'high', level: null}},
    ],
    {settings: {customRanking}},
  );
  const {hits} = index.search({query: 'refund deposit', distinct: false});
  assert.equal(hits.length, 4);
  assert.equal(hits[0].objectID, 'weighted');
  assert.deepEqual(hits.map((hit) => hit.objectID).sort(), ['bare-1', 'bare-2', 'odd', 'weighted']);
});

test('a record keeps its own attributes, an "id" among them', () => {
  const index = new SearchIndex('pushed', [{objectID: 'a', id: 'kept', content: 'refund'}]);
  assert.deepEqual(index.search({query: 'refund'}).hits[0].id, 'kept');
});
