/**
 * Synonyms, as Algolia applies them: what each type finds, how they rank and highlight, what is
 * refused, and the site's own search/synonyms.json.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  SearchIndex,
  SearchError,
  checkSynonym,
  type IndexRecord,
  type SearchResponse,
  type Synonym,
} from '../../search/engine';
import {SITE_INDEX} from '../../search/site-index';

const ids = (response: SearchResponse) => response.hits.map((hit) => hit.objectID);
const doc = (objectID: string, text: string): IndexRecord => ({objectID, text});

const index = (records: IndexRecord[], synonyms: Synonym[]) =>
  new SearchIndex('x', records, {synonyms, settings: {attributesToHighlight: ['text']}});
const find = (records: IndexRecord[], synonyms: Synonym[], query: string) =>
  ids(index(records, synonyms).search({query})).sort();

const records = [
  doc('withdrawal', 'request a withdrawal'),
  doc('payout', 'payout schedule'),
  doc('deposit', 'make a deposit'),
  doc('two-factor', 'turn on two factor authentication'),
];

test('synonym: every word of the group finds the others', () => {
  const group: Synonym[] = [{objectID: 'w', type: 'synonym', synonyms: ['withdrawal', 'payout', 'cash out']}];
  assert.deepEqual(find(records, [], 'payout '), ['payout']);
  assert.deepEqual(find(records, group, 'payout '), ['payout', 'withdrawal']);
  assert.deepEqual(find(records, group, 'withdrawal '), ['payout', 'withdrawal']);
  // A phrase of the group, as typed.
  assert.deepEqual(find(records, group, 'cash out '), ['payout', 'withdrawal']);
});

test('oneWaySynonym: the input finds the synonyms, never the other way round', () => {
  const oneWay: Synonym[] = [{objectID: 't', type: 'oneWaySynonym', input: 'top up', synonyms: ['deposit']}];
  assert.deepEqual(find(records, oneWay, 'top up '), ['deposit']);
  assert.deepEqual(find(records, oneWay, 'deposit '), ['deposit']);
  assert.deepEqual(find([...records, doc('topup', 'top up now')], oneWay, 'deposit '), ['deposit']);
  // A word being typed is looked up as it is: "2fa" typed in the dialog finds "two factor".
  const abbreviation: Synonym[] = [
    {objectID: '2', type: 'onewaysynonym', input: '2fa', synonyms: ['two factor']},
  ];
  assert.deepEqual(find(records, abbreviation, '2fa'), ['two-factor']);
  assert.deepEqual(find(records, abbreviation, 'enable 2fa'), []);
  assert.deepEqual(find(records, abbreviation, 'turn on 2fa'), ['two-factor']);
});

test('a record with the query word itself ranks before a synonym with more typos (altCorrection)', () => {
  const corrections: Synonym[] = [
    {objectID: 'c', type: 'altCorrection1', word: 'payout', corrections: ['withdrawal']},
  ];
  const response = index(records, corrections).search({query: 'payout '});
  assert.deepEqual(ids(response), ['payout', 'withdrawal']);
});

test('a word found through a synonym is highlighted, and matchedWords names the query word', () => {
  const group: Synonym[] = [{objectID: 'w', type: 'synonym', synonyms: ['withdrawal', 'payout']}];
  const hit = index([records[0]], group).search({query: 'payout '}).hits[0];
  const text = (
    hit._highlightResult as Record<string, {value: string; matchedWords: string[]; matchLevel: string}>
  ).text;
  assert.equal(text.value, 'request a <em>withdrawal</em>');
  assert.deepEqual(text.matchedWords, ['payout']);
  assert.equal(text.matchLevel, 'full');
});

test('malformed synonyms are refused with a 400 that says what is wrong; placeholders are kept, not applied', () => {
  const bad = (raw: unknown, message: RegExp) =>
    assert.throws(
      () => checkSynonym(raw, 'synonyms[0]'),
      (error) => error instanceof SearchError && error.status === 400 && message.test(error.message),
    );
  bad('payout', /must be an object/);
  bad({type: 'synonym', synonyms: ['a', 'b']}, /objectID/);
  bad({objectID: 'x', type: 'sometimes', synonyms: ['a', 'b']}, /type must be one of/);
  bad({objectID: 'x', type: 'synonym', synonyms: ['a']}, /2 to 100/);
  bad({objectID: 'x', type: 'synonym', synonyms: Array.from({length: 101}, (_, i) => `w${i}`)}, /2 to 100/);
  bad({objectID: 'x', type: 'oneWaySynonym', synonyms: ['a']}, /input/);
  bad({objectID: 'x', type: 'altCorrection2', word: 'a'}, /corrections/);
  const placeholder = {objectID: 'p', type: 'placeholder', placeholder: '<number>', replacements: ['1', '2']};
  assert.deepEqual(checkSynonym(placeholder, 'synonym'), placeholder);
  assert.deepEqual(find(records, [placeholder], 'payout '), ['payout']);
});

test("the site's synonyms (search/synonyms.json): at least 40 groups, each valid and with its own objectID", () => {
  assert.ok(SITE_INDEX.synonyms.length >= 40, `${SITE_INDEX.synonyms.length} groups`);
  SITE_INDEX.synonyms.forEach((synonym, i) => checkSynonym(synonym, `search/synonyms.json[${i}]`));
  const objectIDs = SITE_INDEX.synonyms.map((s) => s.objectID);
  assert.equal(new Set(objectIDs).size, objectIDs.length, 'objectIDs are unique');
});

test('a phrase among the synonyms matches its words together and in order, as Algolia matches it', () => {
  const group: Synonym[] = [
    {objectID: 'l', type: 'oneWaySynonym', input: 'impersonate', synonyms: ['login as user']},
  ];
  const phrase = [doc('together', 'login as user'), doc('apart', 'user login, as shown')];
  assert.deepEqual(find(phrase, group, 'impersonate '), ['together']);
});

test('the words as typed rank before a synonym standing for them (it is no closer than they are)', () => {
  const oneWay: Synonym[] = [{objectID: 't', type: 'oneWaySynonym', input: 'top up', synonyms: ['deposit']}];
  const both = [doc('synonym', 'deposit coins'), doc('typed', 'top up coins')];
  assert.deepEqual(ids(index(both, oneWay).search({query: 'top up coins '})), ['typed', 'synonym']);
});

test('a phrase among the synonyms is highlighted only where its words stand together', () => {
  const group: Synonym[] = [{objectID: 'l', type: 'synonym', synonyms: ['login', 'log in']}];
  const hit = index([doc('a', 'Log in to the panel in seconds')], group).search({query: 'login '}).hits[0];
  const text = (hit._highlightResult as Record<string, {value: string}>).text;
  assert.equal(text.value, '<em>Log</em> <em>in</em> to the panel in seconds');
});
