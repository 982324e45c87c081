import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SearchIndex} from '../../search/engine';
import {indexOverRecords} from '../../search/dev-search';
import {SITE_INDEX} from '../../search/site-index';
import {record} from '../support/records';

// The engine keeps the answers of recent queries. A reader must never notice it: a repeated query, or
// one differing only in what echoes the request, answers as a fresh index would.

const content = (id: string, text: string) => record(id, {content: text});

const records = [content('cron', 'schedule the cron job'), content('refund', 'refund a payment')];
const withoutTime = ({processingTimeMS: _t, ...rest}: Record<string, unknown>) => rest;

test('a repeated query answers exactly as the first time, and as an index without a cache', () => {
  const cached = new SearchIndex('docs', records, SITE_INDEX);
  const uncached = new SearchIndex('docs', records, {...SITE_INDEX, cacheSize: 0});
  for (const query of ['cron', 'refund pay', 'cron', 'refund pay', 'nothing']) {
    assert.deepEqual(withoutTime(cached.search({query})), withoutTime(uncached.search({query})));
  }
});

test('parameters that change the answer are never served from another query', () => {
  const index = new SearchIndex('docs', records, {...SITE_INDEX, cacheSize: 1});
  const first = index.search({query: 'cron', highlightPreTag: '<b>', highlightPostTag: '</b>'});
  const second = index.search({query: 'cron', highlightPreTag: '<i>', highlightPostTag: '</i>'});
  assert.match(JSON.stringify(first.hits[0]._highlightResult), /<b>cron<\/b>/);
  assert.match(JSON.stringify(second.hits[0]._highlightResult), /<i>cron<\/i>/);
  assert.equal(index.search({query: 'cron', hitsPerPage: 0}).hits.length, 0);
  assert.equal(index.search({query: 'cron'}).hits.length, 1);
});

test('what echoes the request comes from each request: params string and a fresh queryID', () => {
  const index = new SearchIndex('docs', records, SITE_INDEX);
  const a = index.search({query: 'cron', clickAnalytics: true});
  const b = index.search({params: 'query=cron&clickAnalytics=true'});
  assert.equal(a.params, 'query=cron&clickAnalytics=true');
  assert.equal(b.params, 'query=cron&clickAnalytics=true');
  assert.deepEqual(a.hits, b.hits);
  assert.notEqual(a.queryID, b.queryID);
});

test('records replaced (the dev server after an edit): answers come from the new records', () => {
  let current = records;
  const index = indexOverRecords(() => current, 'docs');
  assert.deepEqual(
    index('docs')!
      .search({query: 'cron'})
      .hits.map((h) => h.objectID),
    ['cron'],
  );
  current = [content('cron-2', 'the cron schedule moved')];
  assert.deepEqual(
    index('docs')!
      .search({query: 'cron'})
      .hits.map((h) => h.objectID),
    ['cron-2'],
  );
});

test('the JSON the service sends (hits serialised once per cached answer) says what search() says, every time', () => {
  const index = new SearchIndex('docs', records, {...SITE_INDEX, cacheSize: 2});
  const fresh = new SearchIndex('docs', records, {...SITE_INDEX, cacheSize: 0});
  const requests = [
    {query: 'cron'},
    {query: 'cron', highlightPreTag: '<i>', highlightPostTag: '</i>'},
    {query: 'refund', facets: ['language'], clickAnalytics: true},
    {query: 'cron'},
    {query: 'cron', hitsPerPage: 0},
    {query: 'nothing'},
    {query: 'cron', highlightPreTag: '<i>', highlightPostTag: '</i>'},
    {query: 'cron', params: 'hitsPerPage=1&page=1'},
    {query: 'cron', params: 'hitsPerPage=1&page=1'},
    // A request too long to be its own key is keyed by its parameters (the query cut at 512).
    {query: `cron ${'x'.repeat(5000)}`},
    {query: `cron ${'x'.repeat(5000)}`},
  ];
  for (const request of requests) {
    const sent = JSON.parse(index.searchJson(request)) as Record<string, unknown>;
    const expected = fresh.search(request);
    assert.deepEqual(
      withoutTime({...sent, queryID: undefined}),
      withoutTime({...expected, queryID: undefined}),
    );
    assert.equal(typeof sent.processingTimeMS, 'number');
    assert.equal('queryID' in sent, request.clickAnalytics === true);
  }
});
