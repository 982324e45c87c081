import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {searchConfig, usesOwnHosts} from '../../search/config';

test('with no variables the embedded service answers on the site itself', () => {
  const config = searchConfig({}, '/site');
  assert.equal(config.embedded, true);
  assert.deepEqual(config.hosts, []);
  assert.equal(usesOwnHosts(config), true);
  assert.deepEqual(
    [config.appId, config.apiKey, config.indexName],
    ['QUIZNEST', 'quiznest-search-only-key', 'quiznest-docs'],
  );
  assert.equal(config.recordsFile, path.resolve('/site/search-index/records.json'));
});

test('hosted Algolia variables switch the aliases off', () => {
  const config = searchConfig(
    {ALGOLIA_APP_ID: 'APP1', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'docs'},
    '/site',
  );
  assert.equal(config.embedded, false);
  assert.equal(usesOwnHosts(config), false);
  assert.deepEqual([config.appId, config.apiKey, config.indexName], ['APP1', 'k', 'docs']);
});

test('ALGOLIA_HOSTS points the browser at another Algolia-protocol service', () => {
  const config = searchConfig(
    {ALGOLIA_APP_ID: 'APP1', ALGOLIA_HOSTS: 'search.example.com, http://10.0.0.5:8080'},
    '/s',
  );
  assert.equal(config.embedded, false);
  assert.deepEqual(config.hosts, ['search.example.com', 'http://10.0.0.5:8080']);
  assert.equal(usesOwnHosts(config), true);
});
