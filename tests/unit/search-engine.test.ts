import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SearchIndex, SearchError, resolveSettings, type SearchResponse} from '../../search/engine';
import type {DocSearchRecord} from '../../search/records/records';
// White-box: the tokeniser and the comparator of the ranking (order.ts) themselves.
import {tokens} from '../../search/engine/text';
import {comparator} from '../../search/engine/order';
import type {Ranked} from '../../search/engine/record';
import {SITE_INDEX} from '../../search/site-index';
import settings from '../../search/settings.json';
import {record, type RecordOverrides} from '../support/records';

// ---------------------------------------------------------------------------------------------------------
// Hand-made records: every expectation below follows from the rule under test, not from the site's content.
// Hierarchy defaults use words that no query below contains ("Docs", "Topic").

const content = (id: string, text: string, overrides: RecordOverrides = {}) =>
  record(id, {content: text, ...overrides});

const ids = (response: SearchResponse) => response.hits.map((hit) => hit.objectID);
const sortedIds = (response: SearchResponse) => ids(response).sort();

/** A search over hand-made records with the site's settings (no synonyms: they are tested on their own). */
const search = (records: DocSearchRecord[], request: Record<string, unknown>) =>
  new SearchIndex('test', records, {settings: SITE_INDEX.settings}).search(request);

type Highlight = {value: string; matchLevel: string; matchedWords: string[]; fullyHighlighted?: boolean};
type HitWithResults = {
  _highlightResult: {hierarchy: Record<string, Highlight>; content: Highlight};
  _snippetResult: {content: {value: string; matchLevel: string}};
};
const results = (response: SearchResponse, index = 0) => response.hits[index] as unknown as HitWithResults;

const isBadRequest = (error: unknown) => error instanceof SearchError && error.status === 400;

// ---------------------------------------------------------------------------------------------------------
// Matching

test('every query word must match: a record missing one word is not returned', () => {
  const records = [
    content('both', 'schedule the cron job'),
    content('cron-only', 'cron settings'),
    content('schedule-only', 'schedule a backup'),
    // The words may sit in different attributes of the record.
    content('split', 'schedule it here', {hierarchy: {lvl1: 'Cron'}}),
  ];
  assert.deepEqual(sortedIds(search(records, {query: 'cron schedule'})), ['both', 'split']);
  assert.deepEqual(sortedIds(search(records, {query: 'cron'})), ['both', 'cron-only', 'split']);
  // With words never made optional (the index's removeWordsIfNoResults is allOptional: see below).
  assert.deepEqual(
    search(records, {query: 'cron schedule missingword', removeWordsIfNoResults: 'none'}).hits,
    [],
  );
});

test('the last word matches as a prefix, the other words only whole', () => {
  const records = [content('install', 'installation guide')];
  assert.deepEqual(ids(search(records, {query: 'instal'})), ['install']);
  assert.deepEqual(ids(search(records, {query: 'guide instal'})), ['install']);
  // "instal" is not the last word: it would need "installation" to be a typo away, and it is not.
  assert.deepEqual(ids(search(records, {query: 'instal guide', removeWordsIfNoResults: 'none'})), []);
});

test('a trailing space ends the last word: it no longer matches as a prefix', () => {
  const records = [content('install', 'installation guide')];
  assert.deepEqual(ids(search(records, {query: 'instal '})), []);
  assert.deepEqual(ids(search(records, {query: 'installation '})), ['install']);
});

test('case and accents are ignored on both sides', () => {
  const records = [content('fr', 'Étapes de la CONFIGURATION')];
  assert.deepEqual(ids(search(records, {query: 'etapes configuration'})), ['fr']);
  assert.deepEqual(ids(search(records, {query: 'ÉTAPES'})), ['fr']);
});

test('typos: none under 4 letters, one from 4 letters, two from 8 letters', () => {
  const records = [content('cron', 'cron'), content('webhook', 'webhook'), content('database', 'database')];
  const found = (query: string) => ids(search(records, {query}));
  // 3 letters: no typo, with or without prefix matching.
  assert.deepEqual(found('crn'), []);
  assert.deepEqual(found('crn '), []);
  // 4 letters: one typo, not two.
  assert.deepEqual(found('crom '), ['cron']);
  assert.deepEqual(found('crom'), ['cron']);
  assert.deepEqual(found('cxox '), []);
  // 7 letters: still one typo only.
  assert.deepEqual(found('wabhook '), ['webhook']);
  assert.deepEqual(found('wabhaok '), []);
  // 8 letters: two typos, not three.
  assert.deepEqual(found('dqtabase '), ['database']);
  assert.deepEqual(found('dqtqbase '), ['database']);
  assert.deepEqual(found('dqtqbqse '), []);
});

test('typos: swapped neighbouring letters count as one typo, as in Algolia', () => {
  const records = [content('cron', 'cron'), content('webhook', 'webhook')];
  assert.deepEqual(ids(search(records, {query: 'crno '})), ['cron']);
  assert.deepEqual(ids(search(records, {query: 'wehbook '})), ['webhook']);
});

test('a word being typed must match as an exact prefix: typos count on whole words only', () => {
  const records = [content('install', 'installation guide'), content('content', 'content and control')];
  // "instalat" is a prefix of "installation" with one letter missing: not found while being typed…
  assert.deepEqual(ids(search(records, {query: 'instalat'})), []);
  // …but a whole word with one typo is ("instalation", 11 letters, 2 typos allowed).
  assert.deepEqual(ids(search(records, {query: 'instalation '})), ['install']);
  // A short prefix never pulls in words that merely start one edit away ("cron" is not "con…").
  assert.deepEqual(ids(search(records, {query: 'cron'})), []);
});

// ---------------------------------------------------------------------------------------------------------
// Ranking: in each test the criteria that come later would order the records the other way round.

test('ranking: fewer typos first, before the attribute', () => {
  const records = [
    content('typo', 'nothing', {hierarchy: {lvl1: 'Crom'}, weight: {pageRank: 10}}),
    content('exact', 'cron'),
  ];
  assert.deepEqual(ids(search(records, {query: 'cron '})), ['exact', 'typo']);
});

test('ranking: fewer typos first, before proximity', () => {
  const records = [
    content('close-with-typo', 'reset pasword', {weight: {pageRank: 10}}),
    content('far-no-typo', 'reset the account password'),
  ];
  assert.deepEqual(ids(search(records, {query: 'reset password '})), ['far-no-typo', 'close-with-typo']);
});

test('ranking: closer query words first (proximity)', () => {
  const records = [
    content('far', 'reset your old account password', {weight: {pageRank: 10}}),
    content('near', 'reset password'),
  ];
  assert.deepEqual(ids(search(records, {query: 'reset password'})), ['near', 'far']);
});

test('ranking: the attribute comes before proximity, computed as attributeCriteriaComputedBy says', () => {
  const records = [
    // Both words, but in two attributes: the best attribute (lvl1) for one word, the worst proximity.
    content('split', 'change the password', {hierarchy: {lvl1: 'Reset'}}),
    content('together', 'reset password', {weight: {pageRank: 10}}),
  ];
  // The site's settings without its own choice (sum), so that the older setting alone can be tried.
  const {attributeCriteriaComputedBy: _site, ...base} = SITE_INDEX.settings as Record<string, unknown>;
  const order = (settings: Record<string, unknown>) =>
    ids(
      new SearchIndex('test', records, {settings: {...base, ...settings}}).search({query: 'reset password'}),
    );
  // best: the best attribute any word matched in (lvl1) wins.
  assert.deepEqual(order({attributeCriteriaComputedBy: 'best'}), ['split', 'together']);
  assert.deepEqual(order({attributeCriteriaComputedByMinProximity: false}), ['split', 'together']);
  // minProximity: the attribute where the words are closest; "split" has them together nowhere, so
  // it counts as content (where its last word is), ties, and loses on proximity.
  assert.deepEqual(order({attributeCriteriaComputedBy: 'minProximity'}), ['together', 'split']);
  assert.deepEqual(order({attributeCriteriaComputedByMinProximity: true}), ['together', 'split']);
  // sum: lvl1 + content beats content + content.
  assert.deepEqual(order({attributeCriteriaComputedBy: 'sum'}), ['split', 'together']);
  // "If you set both, attributeCriteriaComputedBy takes precedence."
  assert.deepEqual(
    order({attributeCriteriaComputedBy: 'minProximity', attributeCriteriaComputedByMinProximity: false}),
    ['together', 'split'],
  );
});

test('ranking: with attributeCriteriaComputedBy sum, a title word and a text word beat two words close together in text', () => {
  const records = [
    // Every word in one paragraph, side by side: minProximity's favourite.
    content('paragraph', 'players withdraw coins from their balance', {weight: {pageRank: 10}}),
    // The page about withdrawals: the word in its title, the others in its text, far apart.
    content('page', 'a player asks for coins here, and you approve or reject it', {
      hierarchy: {lvl1: 'Withdraw'},
    }),
  ];
  const order = (strategy: string) =>
    ids(
      new SearchIndex('test', records, {
        settings: {...SITE_INDEX.settings, attributeCriteriaComputedBy: strategy},
      }).search({query: 'player withdraw coins'}),
    );
  assert.deepEqual(order('sum'), ['page', 'paragraph']);
  assert.deepEqual(order('minProximity'), ['paragraph', 'page']);
});

test("settings: attributeCriteriaComputedBy takes only Algolia's three strategies", () => {
  assert.throws(
    () => new SearchIndex('test', [], {settings: {attributeCriteriaComputedBy: 'sometimes'}}),
    /attributeCriteriaComputedBy/,
  );
});

test('ranking: more query words matched first, before typos (words leads the index ranking)', () => {
  const records = [
    content('one-exact', 'player profile', {weight: {pageRank: 10}}),
    content('two-typo', 'plaier withdraw'),
  ];
  // No record has all three words, so they are optional (allOptional): the record with two words
  // wins although one of them is a typo.
  assert.deepEqual(ids(search(records, {query: 'player withdraw coins'})), ['two-typo', 'one-exact']);
});

test('ranking: the criteria follow the ranking they are given, and an unknown one is refused', () => {
  const a = {typos: 0, words: 1, proximity: 8, attribute: 0, exact: 0} as Ranked;
  const b = {typos: 1, words: 2, proximity: 0, attribute: 1, exact: 1} as Ranked;
  const by = (ranking: string[]) => comparator(resolveSettings({ranking}));
  assert.ok(by(['typo', 'words'])(a, b) < 0);
  assert.ok(by(['words', 'typo'])(a, b) > 0);
  assert.ok(by(['geo', 'filters', 'attribute', 'proximity'])(a, b) < 0);
  assert.ok(by(['proximity', 'attribute'])(a, b) > 0);
  assert.throws(() => by(['typo', 'popularity']), isBadRequest);
});

test('ranking: a match in a higher attribute first (lvl1 > lvl2 > content)', () => {
  const records = [
    content('content', 'about webhooks', {weight: {pageRank: 10}}),
    content('lvl2', 'other text', {hierarchy: {lvl2: 'Webhooks'}, weight: {pageRank: 5}}),
    content('lvl1', 'other text', {hierarchy: {lvl1: 'Webhooks'}}),
  ];
  assert.deepEqual(ids(search(records, {query: 'webhooks'})), ['lvl1', 'lvl2', 'content']);
});

test('ranking: the attribute comes before exact matching', () => {
  const records = [
    content('exact-in-content', 'config', {weight: {pageRank: 10}}),
    content('prefix-in-title', 'other text', {hierarchy: {lvl1: 'Configuration'}}),
  ];
  assert.deepEqual(ids(search(records, {query: 'config'})), ['prefix-in-title', 'exact-in-content']);
});

test('ranking: an exact word before a longer word it is the prefix of', () => {
  const records = [
    content('prefix', 'configuration', {weight: {pageRank: 10, level: 90}}),
    content('exact', 'config', {weight: {position: 50}}),
  ];
  assert.deepEqual(ids(search(records, {query: 'config'})), ['exact', 'prefix']);
});

const customRanked = [
  content('p1', 'cron', {weight: {pageRank: 0, level: 0, position: 1}}),
  content('p3', 'cron', {weight: {pageRank: 0, level: 90, position: 8}}),
  content('p5', 'cron', {weight: {pageRank: 0, level: 0, position: 0}}),
  content('p2', 'cron', {weight: {pageRank: 2, level: 0, position: 9}}),
  content('p4', 'cron', {weight: {pageRank: 0, level: 90, position: 3}}),
  content('other', 'backup', {weight: {pageRank: 5}, language: 'fr'}),
];
// pageRank desc, then level desc, then position asc.
const customOrder = ['p2', 'p4', 'p3', 'p5', 'p1'];

test('ranking: ties are broken by pageRank desc, then level desc, then position asc', () => {
  assert.deepEqual(ids(search(customRanked, {query: 'cron'})), customOrder);
});

test('an empty query returns every (filtered) record, ordered by the custom ranking', () => {
  assert.deepEqual(ids(search(customRanked, {query: '', facetFilters: ['language:en']})), customOrder);
  assert.deepEqual(ids(search(customRanked, {})), ['other', ...customOrder]);
  assert.equal(search(customRanked, {query: ''}).nbHits, customRanked.length);
});

// ---------------------------------------------------------------------------------------------------------
// Filters, facets, distinct, paging

const faceted = [
  content('en-content', 'cron'),
  content('en-lvl2', 'cron', {type: 'lvl2'}),
  content('fr-content', 'cron', {language: 'fr'}),
  content('de-content', 'cron', {language: 'de'}),
  content('en-backup', 'backup'),
];

test('facetFilters: a single string filter', () => {
  assert.deepEqual(sortedIds(search(faceted, {query: 'cron', facetFilters: 'language:en'})), [
    'en-content',
    'en-lvl2',
  ]);
});

test('facetFilters: top-level entries AND together', () => {
  const response = search(faceted, {query: 'cron', facetFilters: ['language:en', 'type:content']});
  assert.deepEqual(ids(response), ['en-content']);
});

test('facetFilters: entries of a nested list OR together', () => {
  const either = search(faceted, {query: 'cron', facetFilters: [['language:en', 'language:fr']]});
  assert.deepEqual(sortedIds(either), ['en-content', 'en-lvl2', 'fr-content']);
  const mixed = search(faceted, {
    query: 'cron',
    facetFilters: [['language:en', 'language:fr'], 'type:content'],
  });
  assert.deepEqual(sortedIds(mixed), ['en-content', 'fr-content']);
});

test('facetFilters: "-attribute:value" excludes the value', () => {
  const response = search(faceted, {query: 'cron', facetFilters: ['-language:en']});
  assert.deepEqual(sortedIds(response), ['de-content', 'fr-content']);
  const empty = search(faceted, {query: '', facetFilters: ['-language:en', '-language:de']});
  assert.deepEqual(ids(empty), ['fr-content']);
});

test('facets: counts of the values among the matching, filtered records', () => {
  const response = search(faceted, {
    query: 'cron',
    facets: ['language', 'type'],
    facetFilters: ['type:content'],
  });
  assert.deepEqual(response.facets, {language: {en: 1, fr: 1, de: 1}, type: {content: 3}});
  const all = search(faceted, {query: 'cron', facets: ['language']});
  assert.deepEqual(all.facets, {language: {en: 2, fr: 1, de: 1}});
});

test('facets: "*" counts every faceting attribute, other attributes are not counted', () => {
  const response = search(faceted, {query: 'cron', facets: ['*']});
  assert.deepEqual(Object.keys(response.facets as object).sort(), [...settings.attributesForFaceting].sort());
  const notFaceting = search(faceted, {query: 'cron', facets: ['url', 'language']});
  assert.deepEqual(Object.keys(notFaceting.facets as object), ['language']);
});

const sameUrl = [
  record('heading', {
    url: 'https://docs.example.com/page#cron',
    type: 'lvl2',
    hierarchy: {lvl2: 'Cron'},
    weight: {level: 80, position: 1},
  }),
  content('paragraph', 'the cron runs every minute', {
    url: 'https://docs.example.com/page#cron',
    hierarchy: {lvl2: 'Cron'},
    weight: {position: 2},
  }),
  content('elsewhere', 'cron elsewhere', {weight: {position: 3}}),
];

test('distinct (attributeForDistinct "url"): records with the same url give one hit, the best one', () => {
  const response = search(sameUrl, {query: 'cron'});
  assert.deepEqual(ids(response), ['heading', 'elsewhere']);
  assert.equal(response.nbHits, 2);
  assert.deepEqual(ids(search(sameUrl, {query: 'cron', distinct: true})), ['heading', 'elsewhere']);
});

test('distinct: false returns every record of the url', () => {
  const response = search(sameUrl, {query: 'cron', distinct: false});
  assert.deepEqual(sortedIds(response), ['elsewhere', 'heading', 'paragraph']);
  assert.equal(response.nbHits, 3);
});

const many = (count: number) =>
  Array.from({length: count}, (_, i) => content(`r${i}`, `item cron ${i}`, {weight: {position: i}}));

test('paging: page, hitsPerPage, nbPages and nbHits', () => {
  const records = many(25);
  const everything = ids(search(records, {query: 'cron', hitsPerPage: 100}));
  assert.equal(everything.length, 25);
  const pages = [0, 1, 2].map((page) => search(records, {query: 'cron', page, hitsPerPage: 10}));
  assert.deepEqual(
    pages.map((p) => p.hits.length),
    [10, 10, 5],
  );
  for (const [page, response] of pages.entries()) {
    assert.equal(response.page, page);
    assert.equal(response.hitsPerPage, 10);
    assert.equal(response.nbHits, 25);
    assert.equal(response.nbPages, 3);
  }
  assert.deepEqual(pages.flatMap(ids), everything);
  const beyond = search(records, {query: 'cron', page: 3, hitsPerPage: 10});
  assert.deepEqual(beyond.hits, []);
  assert.equal(beyond.nbHits, 25);
});

test('paging: hitsPerPage defaults to the index setting and is capped at 1000', () => {
  const records = many(1005);
  assert.equal(search(records, {query: ''}).hits.length, settings.hitsPerPage);
  const capped = search(records, {query: '', hitsPerPage: 5000});
  assert.equal(capped.hitsPerPage, 1000);
  assert.equal(capped.hits.length, 1000);
  // The 1,001st hit is past paginationLimitedTo (1000 by default): no second page.
  assert.equal(capped.nbPages, 1);
  assert.equal(capped.nbHits, 1005);
  assert.deepEqual(search(records, {query: '', hitsPerPage: 1000, page: 1}).hits, []);
});

test('paginationLimitedTo: hits past the limit are out of reach, nbHits still counts them all', () => {
  const records = many(30);
  const index = new SearchIndex('test', records, {
    settings: {...SITE_INDEX.settings, paginationLimitedTo: 25},
  });
  const page = (n: number) => index.search({query: '', hitsPerPage: 10, page: n});
  assert.equal(page(0).nbHits, 30);
  assert.equal(page(0).nbPages, 3);
  assert.equal(page(2).hits.length, 5);
  assert.deepEqual(page(3).hits, []);
  assert.deepEqual(index.search({query: '', hitsPerPage: 10, page: 2 ** 31 - 1}).hits, []);
  // The reachable hits are the first 25 of the full order.
  const all = new SearchIndex('test', records, {settings: SITE_INDEX.settings}).search({
    query: '',
    hitsPerPage: 30,
  });
  assert.deepEqual(
    [0, 1, 2].flatMap((n) => ids(page(n))),
    ids(all).slice(0, 25),
  );
});

// ---------------------------------------------------------------------------------------------------------
// Parameters

test('parameters may come URL-encoded in a `params` string, as well as JSON fields', () => {
  const records = [
    content('en1', 'cron one', {weight: {position: 1}}),
    content('fr', 'cron fr', {language: 'fr'}),
    content('en2', 'cron two', {weight: {position: 2}}),
    content('en3', 'cron three', {weight: {position: 3}}),
  ];
  const fromString = search(records, {
    params: 'query=cron&hitsPerPage=2&facetFilters=%5B%22language%3Aen%22%5D',
  });
  const fromJson = search(records, {query: 'cron', hitsPerPage: 2, facetFilters: ['language:en']});
  assert.deepEqual(ids(fromString), ['en1', 'en2']);
  assert.deepEqual(ids(fromString), ids(fromJson));
  assert.equal(fromString.hitsPerPage, 2);
  assert.equal(fromString.nbHits, 3);
  assert.equal(fromString.query, 'cron');
});

test('a query that looks like JSON ("true", "null") is still searched as text in a `params` string', () => {
  const records = [
    content('null', 'the value is null'),
    content('true', 'set it to true'),
    content('x', 'cron'),
  ];
  assert.deepEqual(ids(search(records, {params: 'query=null'})), ['null']);
  assert.deepEqual(ids(search(records, {params: 'query=true'})), ['true']);
  assert.equal(search(records, {params: 'query=true'}).query, 'true');
});

test('parameters of the wrong type are a SearchError with status 400', () => {
  const records = [content('a', 'cron')];
  assert.throws(() => search(records, {query: 'cron', hitsPerPage: 'ten'}), isBadRequest);
  assert.throws(() => search(records, {query: 'cron', hitsPerPage: 2.5}), isBadRequest);
  assert.throws(() => search(records, {query: 'cron', page: -1}), isBadRequest);
  assert.throws(() => search(records, {params: 'query=cron&page=-1'}), isBadRequest);
  assert.throws(() => search(records, {query: 'cron', facetFilters: 5}), isBadRequest);
  assert.throws(() => search(records, {query: ['cron']}), isBadRequest);
  // Unknown parameters are ignored, as Algolia does.
  assert.deepEqual(ids(search(records, {query: 'cron', noSuchParameter: {x: 1}})), ['a']);
});

test('the query is cut at 512 characters', () => {
  const records = [content('a', 'cron')];
  // Everything from character 512 on is dropped, "missingword" with it.
  const query = 'cron' + ' '.repeat(600) + 'missingword';
  const response = search(records, {query});
  assert.equal(response.query, query.slice(0, 512));
  assert.deepEqual(ids(response), ['a']);
  // The same words inside the limit do restrict the results.
  assert.deepEqual(ids(search(records, {query: 'cron missingword', removeWordsIfNoResults: 'none'})), []);
});

test('removeWordsIfNoResults allOptional (the index setting): when no record has every word, the records with the most words come first', () => {
  const records = [
    content('two', 'player withdraw requests'),
    content('one', 'a player profile'),
    content('none', 'deposit settings'),
  ];
  assert.deepEqual(ids(search(records, {query: 'player withdraw coins'})), ['two', 'one']);
  // Only when nothing matches every word: then the words are all required again.
  assert.deepEqual(ids(search(records, {query: 'player withdraw'})), ['two']);
  assert.deepEqual(
    ids(search(records, {query: 'player withdraw coins', removeWordsIfNoResults: 'none'})),
    [],
  );
});

test('removeWordsIfNoResults lastWords and firstWords drop words from that end first, five at most', () => {
  const records = [content('start', 'cron schedule'), content('end', 'queue worker')];
  assert.deepEqual(ids(search(records, {query: 'cron queue', removeWordsIfNoResults: 'lastWords'})), [
    'start',
  ]);
  assert.deepEqual(ids(search(records, {query: 'cron queue', removeWordsIfNoResults: 'firstWords'})), [
    'end',
  ]);
  const long = 'cron a1 b2 c3 d4 e5 f6';
  assert.deepEqual(ids(search(records, {query: long, removeWordsIfNoResults: 'lastWords'})), []);
  assert.deepEqual(
    ids(search(records, {query: 'cron a1 b2 c3 d4 e5', removeWordsIfNoResults: 'lastWords'})),
    ['start'],
  );
  assert.throws(
    () => search(records, {query: 'cron', removeWordsIfNoResults: 'some'}),
    /removeWordsIfNoResults/,
  );
});

test('removeStopWords (English, the index setting): stop words leave the query, except a word being typed or a query of stop words alone', () => {
  const records = [content('paypal', 'PayPal client id'), content('stop', 'how can a player')];
  const strict = {removeWordsIfNoResults: 'none'};
  // "where", "is" and "my" are not required: the page without them is found.
  assert.deepEqual(ids(search(records, {query: 'where is my paypal client id', ...strict})), ['paypal']);
  assert.deepEqual(
    ids(search(records, {query: 'where is my paypal client id', ...strict, removeStopWords: false})),
    [],
  );
  // A last word being typed stays ("the" could begin "theme"); once ended by a space it goes.
  assert.deepEqual(ids(search(records, {query: 'paypal the', ...strict})), []);
  assert.deepEqual(ids(search(records, {query: 'paypal the ', ...strict})), ['paypal']);
  assert.deepEqual(ids(search(records, {query: 'how can a ', ...strict})), ['stop']);
  // Question and negation words are stop words too (the Snowball list): "why", "does", "not".
  assert.deepEqual(ids(search(records, {query: 'why does paypal not have the client id', ...strict})), [
    'paypal',
  ]);
});

test('attributesToRetrieve keeps only the attributes asked for, and objectID', () => {
  const records = [content('a', 'cron', {hierarchy: {lvl1: 'Scheduling'}})];
  const [hit] = search(records, {query: 'cron', attributesToRetrieve: ['hierarchy.lvl1']}).hits;
  const {_highlightResult, _snippetResult, ...retrieved} = hit;
  assert.deepEqual(retrieved, {objectID: 'a', hierarchy: {lvl1: 'Scheduling'}});
  assert.ok(_highlightResult);
  assert.ok(_snippetResult);
  const [fromString] = search(records, {params: 'query=cron&attributesToRetrieve=url%2Ctype'}).hits;
  assert.deepEqual(Object.keys(fromString).sort(), [
    '_highlightResult',
    '_snippetResult',
    'objectID',
    'type',
    'url',
  ]);
});

test('without attributesToRetrieve, hits carry the attributes of the index setting (and objectID)', () => {
  const [hit] = search([content('a', 'cron')], {query: 'cron'}).hits;
  const {_highlightResult: _h, _snippetResult: _s, ...retrieved} = hit;
  assert.deepEqual(Object.keys(retrieved).sort(), ['objectID', ...settings.attributesToRetrieve].sort());
});

// ---------------------------------------------------------------------------------------------------------
// Highlight and snippet

const tags = {highlightPreTag: '<em>', highlightPostTag: '</em>'};

test('_highlightResult: value with tags around the matched words, matchLevel, matchedWords', () => {
  const records = [
    content('a', 'Schedule the cron job every minute', {hierarchy: {lvl1: 'Cron joblist', lvl2: 'Cron'}}),
  ];
  const hit = results(search(records, {query: 'cron job', ...tags}));
  const {content: text, hierarchy} = hit._highlightResult;
  assert.equal(text.value, 'Schedule the <em>cron</em> <em>job</em> every minute');
  assert.equal(text.matchLevel, 'full');
  assert.deepEqual([...text.matchedWords].sort(), ['cron', 'job']);
  assert.equal(text.fullyHighlighted, false);
  // The last word matches "joblist" as a prefix: only the prefix is highlighted.
  assert.equal(hierarchy.lvl1.value, '<em>Cron</em> <em>job</em>list');
  assert.equal(hierarchy.lvl1.matchLevel, 'full');
  assert.equal(hierarchy.lvl1.fullyHighlighted, false);
  // One query word of two.
  assert.equal(hierarchy.lvl2.value, '<em>Cron</em>');
  assert.equal(hierarchy.lvl2.matchLevel, 'partial');
  assert.deepEqual(hierarchy.lvl2.matchedWords, ['cron']);
  // No query word.
  assert.equal(hierarchy.lvl0.value, 'Docs');
  assert.equal(hierarchy.lvl0.matchLevel, 'none');
  assert.deepEqual(hierarchy.lvl0.matchedWords, []);
});

test('_highlightResult: fullyHighlighted when every word of the value is highlighted in full', () => {
  const records = [content('a', 'Cron job')];
  const text = results(search(records, {query: 'cron job ', ...tags}))._highlightResult.content;
  assert.equal(text.value, '<em>Cron</em> <em>job</em>');
  assert.equal(text.fullyHighlighted, true);
});

test('_highlightResult: a word found with a typo is highlighted', () => {
  const records = [content('a', 'Run the cron')];
  const text = results(search(records, {query: 'crom', ...tags}))._highlightResult.content;
  assert.equal(text.value, 'Run the <em>cron</em>');
  assert.equal(text.matchLevel, 'full');
});

test('_highlightResult: the default tags are the index settings', () => {
  const records = [content('a', 'cron')];
  const text = results(search(records, {query: 'cron'}))._highlightResult.content;
  assert.equal(text.value, `${settings.highlightPreTag}cron${settings.highlightPostTag}`);
});

const longText = Array.from({length: 30}, (_, i) => (i === 20 ? 'target' : `filler${i}`)).join(' ') + '.';
/** The words of a snippet, without its tags and ellipsis. */
const snippetWords = (value: string, pre: string, post: string, ellipsis: string) =>
  tokens(value.split(pre).join('').split(post).join('').split(ellipsis).join(' ')).map((t) => t.text);

test('_snippetResult: about N words around the match ("content:N"), with the ellipsis where cut', () => {
  const response = search([content('a', longText)], {
    query: 'target',
    attributesToSnippet: ['content:5'],
    snippetEllipsisText: '[…]',
    ...tags,
  });
  const {value, matchLevel} = results(response)._snippetResult.content;
  assert.ok(value.startsWith('[…]'), value);
  assert.ok(value.endsWith('[…]'), value);
  assert.ok(value.includes('<em>target</em>'), value);
  assert.equal(matchLevel, 'full');
  const words = snippetWords(value, '<em>', '</em>', '[…]');
  assert.equal(words.length, 5);
  // Around the match: words of the text on both sides of it.
  assert.ok(words.indexOf('target') > 0, value);
  assert.ok(words.indexOf('target') < words.length - 1, value);
  // The words are consecutive words of the text.
  assert.ok(longText.includes(words.join(' ')), value);
});

test('_snippetResult: the defaults are the index settings (content:10 and its ellipsis)', () => {
  const response = search([content('a', longText)], {query: 'target', ...tags});
  const {value} = results(response)._snippetResult.content;
  const size = Number(settings.attributesToSnippet[0].split(':')[1]);
  assert.equal(snippetWords(value, '<em>', '</em>', settings.snippetEllipsisText).length, size);
  assert.ok(value.startsWith(settings.snippetEllipsisText), value);
});

test('_snippetResult: a short text is returned whole, without ellipsis', () => {
  const response = search([content('a', 'Run the cron daily.')], {
    query: 'cron',
    attributesToSnippet: ['content:5'],
    snippetEllipsisText: '[…]',
    ...tags,
  });
  assert.equal(results(response)._snippetResult.content.value, 'Run the <em>cron</em> daily.');
});

test('escaping: record text is HTML-escaped and the tags are only around the matched words', () => {
  const records = [
    content('xss', '<img src=x onerror=alert(1)>', {
      hierarchy: {lvl1: 'Q&A <b>bold</b> "quoted" \'single\''},
    }),
  ];
  const alert = results(search(records, {query: 'alert', ...tags}));
  const expected = '&lt;img src=x onerror=<em>alert</em>(1)&gt;';
  assert.equal(alert._highlightResult.content.value, expected);
  assert.equal(alert._snippetResult.content.value, expected);
  const lvl1 = alert._highlightResult.hierarchy.lvl1.value;
  assert.equal(lvl1, 'Q&amp;A &lt;b&gt;bold&lt;/b&gt; &quot;quoted&quot; &#39;single&#39;');

  const img = results(search(records, {query: 'img', ...tags}));
  assert.equal(img._highlightResult.content.value, '&lt;<em>img</em> src=x onerror=alert(1)&gt;');
  // Without the highlight tags, no markup is left.
  for (const value of [img._highlightResult.content.value, img._snippetResult.content.value])
    assert.doesNotMatch(value.split('<em>').join('').split('</em>').join(''), /[<>"']/);
});

test('escaping happens before highlighting: a word is never highlighted inside an entity', () => {
  const records = [content('a', '1 < 2 & lt')];
  const text = results(search(records, {query: 'lt', ...tags}))._highlightResult.content;
  assert.equal(text.value, '1 &lt; 2 &amp; <em>lt</em>');
});

// ---------------------------------------------------------------------------------------------------------
// Response fields

test('clickAnalytics: true adds a 32-hex queryID, different for each query', () => {
  const index = new SearchIndex('test', [content('a', 'cron')]);
  const first = index.search({query: 'cron', clickAnalytics: true});
  const second = index.search({params: 'query=cron&clickAnalytics=true'});
  assert.match(String(first.queryID), /^[0-9a-f]{32}$/);
  assert.match(String(second.queryID), /^[0-9a-f]{32}$/);
  assert.notEqual(first.queryID, second.queryID);
  assert.equal(index.search({query: 'cron'}).queryID, undefined);
  assert.equal(index.search({query: 'cron', clickAnalytics: false}).queryID, undefined);
});

test('every response has processingTimeMS, the query and the index name', () => {
  const response = search([content('a', 'cron')], {query: 'cron'});
  assert.equal(typeof response.processingTimeMS, 'number');
  assert.ok((response.processingTimeMS as number) >= 0);
  assert.equal(response.query, 'cron');
  assert.equal(response.index, 'test');
});

test('snippets are cut at spaces, never inside a written word', () => {
  const text = `${Array.from({length: 30}, (_, i) => `word${i}`).join(' ')} the player's KYC status and documents are checked here`;
  const records = [content('kyc', text)];
  const params = {query: 'kyc', attributesToSnippet: ['content:4'], snippetEllipsisText: '…', ...tags};
  const hit = search(records, params).hits[0];
  const value = (hit._snippetResult?.content as {value: string}).value;
  // The apostrophe comes back escaped, like all record text.
  assert.match(value, /^…player&#39;s <em>KYC<\/em> status/);
});
