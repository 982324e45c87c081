/**
 * Identifiers as readers paste them: separatorsToIndex as Algolia documents it (each indexed
 * separator is a word of its own, so "APP_KEY" matches APP_KEY and not "app key" elsewhere), and a
 * command-line option ("--skip-ssl") searched as typed rather than read as excluded words.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SearchIndex, resolveSettings, type SearchResponse} from '../../search/engine';
import {SITE_INDEX} from '../../search/site-index';
import {record} from '../support/records';

const RECORDS = [
  record('env', {content: 'Set APP_KEY in the .env file before the first start.'}),
  record('gateway', {content: 'Copy the app key from the API keys page of the provider.'}),
  record('flag', {content: 'Run the script with --skip-ssl to serve both sites over HTTP.'}),
  record('other', {content: 'Skip this step when SSL is already set up.'}),
];

const search = (query: string, settings: Record<string, unknown> = {}) =>
  new SearchIndex('test', RECORDS, {settings: {...SITE_INDEX.settings, ...settings}}).search({query});
const ids = (response: SearchResponse) => response.hits.map((hit) => hit.objectID).sort();

test('an environment key typed as written (APP_KEY) finds the page that sets it, not "app key" elsewhere', () => {
  assert.equal(SITE_INDEX.settings.separatorsToIndex, '_');
  assert.deepEqual(ids(search('APP_KEY')), ['env']);
  // Without the separator indexed (Algolia's default), the words alone match both.
  assert.deepEqual(ids(search('APP_KEY', {separatorsToIndex: ''})), ['env', 'gateway']);
});

test('the identifier is highlighted as a whole, separator included', () => {
  const hit = search('APP_KEY').hits[0] as unknown as {
    _highlightResult: {content: {value: string; matchedWords: string[]}};
  };
  const {value, matchedWords} = hit._highlightResult.content;
  assert.deepEqual(matchedWords.sort(), ['_', 'app', 'key']);
  assert.equal(value.replace(/<[^>]+>/g, ''), RECORDS[0].content);
  assert.match(value, /APP<\/span>.*_.*KEY<\/span>/);
});

test('separatorsToIndex keeps only what can be a separator: letters, digits, spaces and currency signs are ignored, as Algolia says', () => {
  assert.equal(resolveSettings({separatorsToIndex: 'a1 $€_#_'}).separatorsToIndex, '_#');
  assert.equal(resolveSettings({}).separatorsToIndex, '');
});

test('a command-line option (--skip-ssl) is searched as typed, not read as excluding "skip" and "ssl"', () => {
  assert.deepEqual(ids(search('--skip-ssl')), ['flag', 'other']);
  assert.equal(search('--skip-ssl').hits[0].objectID, 'flag');
  // A minus sign right before a word still excludes it (advancedSyntax).
  assert.deepEqual(ids(search('skip -script')), ['other']);
});
