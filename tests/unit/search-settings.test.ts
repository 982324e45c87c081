/**
 * The index's own settings, applied as Algolia documents them: each test searches plain records
 * (any Algolia object, not DocSearch's) with and without the setting, so that it fails when the
 * engine ignores the setting.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_QUERY_WORDS,
  SearchIndex,
  SearchError,
  type IndexRecord,
  type SearchResponse,
} from '../../search/engine';

const ids = (response: SearchResponse) => response.hits.map((hit) => hit.objectID);

/** An index of plain records, with only the settings given (Algolia's defaults for the rest). */
const find = (records: IndexRecord[], settings: Record<string, unknown>, query: string) =>
  ids(new SearchIndex('plain', records, {settings}).search({query}));

const doc = (objectID: string, text: string, extra: Record<string, unknown> = {}): IndexRecord => ({
  objectID,
  text,
  ...extra,
});

const isBadRequest = (error: unknown) => error instanceof SearchError && error.status === 400;

test('ignorePlurals: a singular finds its plural and the other way round, as exact words', () => {
  // "fee" has 3 letters: no typo allowed, so only ignorePlurals finds "fees".
  const records = [doc('plural', 'entry fees refund'), doc('other', 'entry refund')];
  assert.deepEqual(find(records, {}, 'fee refund'), []);
  assert.deepEqual(find(records, {ignorePlurals: true}, 'fee refund'), ['plural']);
  assert.deepEqual(find(records, {ignorePlurals: ['en']}, 'fee refund'), ['plural']);
  assert.deepEqual(find([doc('one', 'a quiz')], {ignorePlurals: true}, 'quizzes '), ['one']);
  // Counted as exact (alternativesAsExact's default): a tie with the word itself, the custom ranking decides.
  const tie = [doc('fees', 'fees', {rank: 1}), doc('fee', 'fee', {rank: 2})];
  const plurals = {ignorePlurals: true, customRanking: ['asc(rank)']};
  assert.deepEqual(find(tie, plurals, 'fee '), ['fees', 'fee']);
  // Without it, the plural ranks after the word itself (exact criterion).
  assert.deepEqual(find(tie, {...plurals, alternativesAsExact: []}, 'fee '), ['fee', 'fees']);
});

test('optionalWords: a record may miss them, and ranks after the records that have them', () => {
  const records = [doc('without', 'reset password'), doc('with', 'reset admin password')];
  assert.deepEqual(find(records, {}, 'reset admin password '), ['with']);
  assert.deepEqual(find(records, {optionalWords: ['admin']}, 'reset admin password '), ['with', 'without']);
  assert.deepEqual(find(records, {optionalWords: 'admin'}, 'reset admin password '), ['with', 'without']);
});

test('minWordSizefor1Typo and minWordSizefor2Typos set from which length a word may have typos', () => {
  const records = [doc('cron', 'cron'), doc('schedule', 'schedule')];
  assert.deepEqual(find(records, {}, 'crom '), ['cron']);
  assert.deepEqual(find(records, {minWordSizefor1Typo: 5}, 'crom '), []);
  assert.deepEqual(find(records, {}, 'schedyla '), ['schedule']); // 8 letters: two typos
  assert.deepEqual(find(records, {minWordSizefor2Typos: 9}, 'schedyla '), []);
});

test('typoTolerance: false finds no word with a typo; "min" keeps only the fewest typos', () => {
  const records = [doc('exact', 'password'), doc('typo', 'passwort')];
  assert.deepEqual(find(records, {}, 'password ').sort(), ['exact', 'typo']);
  assert.deepEqual(find(records, {typoTolerance: false}, 'passwird '), []);
  assert.deepEqual(find(records, {typoTolerance: 'min'}, 'password '), ['exact']);
  assert.deepEqual(find(records, {typoTolerance: 'strict'}, 'password ').sort(), ['exact', 'typo']);
});

test('advancedSyntax: a quoted phrase matches its words together and in order, "-word" excludes', () => {
  const records = [
    doc('phrase', 'how to reset password quickly'),
    doc('apart', 'password: how to reset it'),
    doc('admin', 'reset password for an admin'),
  ];
  assert.deepEqual(find(records, {}, '"reset password"').sort(), ['admin', 'apart', 'phrase']);
  assert.deepEqual(find(records, {advancedSyntax: true}, '"reset password"').sort(), ['admin', 'phrase']);
  assert.deepEqual(find(records, {advancedSyntax: true}, 'reset password -admin').sort(), [
    'apart',
    'phrase',
  ]);
  // Without the excludeWords feature, "-admin" is the word "admin".
  assert.deepEqual(
    find(records, {advancedSyntax: true, advancedSyntaxFeatures: ['exactPhrase']}, 'reset -admin'),
    ['admin'],
  );
  // A phrase's words match exactly: no typo, no prefix.
  assert.deepEqual(find(records, {advancedSyntax: true}, '"reset passwor"'), []);
});

test('ranking: sorts on any attribute with asc()/desc(), and customRanking breaks the remaining ties', () => {
  const records = [
    doc('a', 'quiz', {price: 5, date: 1}),
    doc('b', 'quiz', {price: 1, date: 2}),
    doc('c', 'quiz'),
  ];
  assert.deepEqual(find(records, {ranking: ['asc(price)', 'typo', 'custom']}, 'quiz'), ['b', 'a', 'c']);
  assert.deepEqual(find(records, {customRanking: ['desc(date)']}, 'quiz'), ['b', 'a', 'c']);
  assert.throws(() => new SearchIndex('x', records, {settings: {ranking: ['popularity']}}), isBadRequest);
  assert.throws(() => new SearchIndex('x', records, {settings: {customRanking: ['price']}}), isBadRequest);
});

test('searchableAttributes: only those are searched, in their order; without it, every attribute with text', () => {
  const records = [doc('title', 'other', {title: 'webhook'}), doc('text', 'webhook', {title: 'other'})];
  assert.deepEqual(find(records, {}, 'webhook').sort(), ['text', 'title']);
  assert.deepEqual(find(records, {searchableAttributes: ['title']}, 'webhook'), ['title']);
  assert.deepEqual(find(records, {searchableAttributes: ['title', 'text']}, 'webhook'), ['title', 'text']);
  assert.deepEqual(find(records, {searchableAttributes: ['text', 'title']}, 'webhook'), ['text', 'title']);
  // "a,b" is one rank: the attribute does not tell them apart, the custom ranking does.
  const same = {searchableAttributes: ['unordered(title),text'], customRanking: ['asc(n)']};
  const numbered = [
    doc('title', 'other', {title: 'webhook', n: 2}),
    doc('text', 'webhook', {title: 'x', n: 1}),
  ];
  assert.deepEqual(find(numbered, same, 'webhook'), ['text', 'title']);
});

test('attributeForDistinct and attributesForFaceting come from the index settings', () => {
  const records = [doc('a', 'quiz', {page: 'p1', kind: 'x'}), doc('b', 'quiz', {page: 'p1', kind: 'y'})];
  const index = (settings: Record<string, unknown>) => new SearchIndex('x', records, {settings});
  assert.equal(index({}).search({query: 'quiz', distinct: true}).nbHits, 2);
  assert.equal(index({attributeForDistinct: 'page'}).search({query: 'quiz', distinct: true}).nbHits, 1);
  assert.equal(index({attributeForDistinct: 'page', distinct: true}).search({query: 'quiz'}).nbHits, 1);
  assert.deepEqual(index({}).search({query: 'quiz', facets: ['kind']}).facets, {});
  assert.deepEqual(
    index({attributesForFaceting: ['searchable(kind)']}).search({query: 'quiz', facets: ['*']}).facets,
    {
      kind: {x: 1, y: 1},
    },
  );
});

test('settings of the wrong type are refused with a 400, whether stored or sent with a query', () => {
  for (const settings of [
    {typoTolerance: 'sometimes'},
    {ignorePlurals: 3},
    {removeWordsIfNoResults: 'some'},
    {minWordSizefor1Typo: -1},
    {advancedSyntaxFeatures: ['regex']},
    {optionalWords: [1]},
  ])
    assert.throws(() => new SearchIndex('x', [], {settings}), isBadRequest, JSON.stringify(settings));
  const index = new SearchIndex('x', [doc('a', 'quiz')]);
  assert.throws(() => index.search({query: 'quiz', typoTolerance: 'sometimes'}), isBadRequest);
  assert.deepEqual(ids(index.search({params: 'query=quizz&typoTolerance=false'})), []);
});

test('typo tolerance splits a word into two words of the index, and joins two words into one', () => {
  const records = [doc('split', 'Mercado Pago checkout'), doc('joined', 'PayPal checkout')];
  assert.deepEqual(find(records, {}, 'mercadopago '), ['split']);
  assert.deepEqual(find(records, {}, 'pay pal '), ['joined']);
  // Typo tolerance off: neither.
  assert.deepEqual(find(records, {typoTolerance: false}, 'mercadopago '), []);
  assert.deepEqual(find(records, {typoTolerance: false}, 'pay pal '), []);
});

test('settings naming a language without a list, or a key of Object.prototype, change nothing and break nothing', () => {
  const records = [doc('a', 'the payment')];
  for (const language of ['constructor', '__proto__', 'toString', 'fr'])
    assert.deepEqual(find(records, {removeStopWords: [language], ignorePlurals: [language]}, 'the payment'), [
      'a',
    ]);
  const facets = new SearchIndex('x', [doc('c', 'quiz', {kind: 'constructor'})], {
    settings: {attributesForFaceting: ['kind']},
  }).search({query: 'quiz', facets: ['kind']}).facets;
  assert.deepEqual(facets, {kind: {constructor: 1}});
});

test('ignorePlurals leaves pronouns and verbs alone ("is" never finds "are")', () => {
  assert.deepEqual(find([doc('are', 'they are')], {ignorePlurals: true}, 'is '), []);
});

test('advancedSyntax: an excluded last word leaves the word before it whole, not a prefix', () => {
  const records = [doc('pay', 'pay now'), doc('payments', 'payments now')];
  assert.deepEqual(find(records, {advancedSyntax: true}, 'pay -later'), ['pay']);
  assert.deepEqual(find(records, {advancedSyntax: true}, 'pay').sort(), ['pay', 'payments']);
});

test('words in two elements of a list attribute are never next to each other', () => {
  const records = [
    doc('apart', 'x', {tags: ['beta', 'gamma delta']}),
    doc('together', 'x', {tags: ['beta gamma']}),
  ];
  assert.deepEqual(find(records, {advancedSyntax: true}, '"beta gamma"'), ['together']);
});

test('typoTolerance "min" and "strict" rank by typos first, whatever the ranking says', () => {
  const records = [
    doc('typo-in-title', 'other', {title: 'pasword'}),
    doc('exact-in-text', 'password', {title: 'x'}),
  ];
  const settings = {searchableAttributes: ['title', 'text'], ranking: ['attribute', 'typo']};
  assert.deepEqual(find(records, settings, 'password '), ['typo-in-title', 'exact-in-text']);
  assert.deepEqual(find(records, {...settings, typoTolerance: 'strict'}, 'password '), [
    'exact-in-text',
    'typo-in-title',
  ]);
});

test('a repeated word counts once, and a query searches its first MAX_QUERY_WORDS words only', () => {
  const records = [doc('a', 'refund deposit')];
  assert.deepEqual(find(records, {}, 'refund refund refund deposit '), ['a']);
  const filler = Array.from({length: MAX_QUERY_WORDS}, (_, i) => `word${i}`).join(' ');
  // The words past the limit are not searched: the record need not have them.
  assert.deepEqual(find([doc('b', filler)], {}, `${filler} missing `), ['b']);
  assert.deepEqual(find([doc('b', filler)], {}, `missing ${filler} `), []);
});
