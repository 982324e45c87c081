/**
 * The engine measures proximity only for the records that can reach the page shown (order.ts
 * `best`): the hits must be exactly those a full ranking of every record would show.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {SearchIndex, resolveSettings, type IndexRecord} from '../../search/engine';
// White-box: the order of the hits itself (top-k, comparator, packed keys).
import {best, comparator, keyPacker, sortPlaces} from '../../search/engine/order';
import type {Ranked} from '../../search/engine/record';

const CRITERIA = ['words', 'typo', 'attribute', 'proximity', 'exact', 'custom'];

/** A record's real criteria, and the bounds evaluate() could give for it (never worse). */
const arbitraryRecord = fc
  .record({
    words: fc.integer({min: 1, max: 4}),
    typos: fc.integer({min: 0, max: 3}),
    attribute: fc.integer({min: 0, max: 8}),
    proximity: fc.integer({min: 0, max: 24}),
    exact: fc.integer({min: 0, max: 4}),
    score: fc.integer({min: 0, max: 3}),
    group: fc.integer({min: 0, max: 6}),
    proximityBelow: fc.integer({min: 0, max: 24}),
    attributeBelow: fc.integer({min: 0, max: 8}),
  })
  .map((r) => ({
    ...r,
    proximityBound: Math.max(0, r.proximity - r.proximityBelow),
    attributeBound: Math.max(0, r.attribute - r.attributeBelow),
  }));

test('only the records that can reach the page are measured, and the page is the one a full ranking gives', () => {
  fc.assert(
    fc.property(
      fc.array(arbitraryRecord, {maxLength: 60}),
      fc.shuffledSubarray(CRITERIA, {minLength: CRITERIA.length}),
      fc.integer({min: 0, max: 3}),
      fc.integer({min: 1, max: 25}),
      (specs, ranking, perGroup, count) => {
        const settings = resolveSettings({ranking, customRanking: ['desc(score)']});
        const compare = comparator(settings);
        const byRank = (a: Ranked, b: Ranked) => compare(a, b) || a.id - b.id;
        const exact: Ranked[] = specs.map((spec, id) => ({
          id,
          record: {objectID: String(id), url: `/page/${spec.group}`} as IndexRecord,
          values: [spec.score],
          typos: spec.typos,
          words: spec.words,
          proximity: spec.proximity,
          attribute: spec.attribute,
          exact: spec.exact,
          final: true,
        }));
        const bounds = exact.map((r, id) => {
          const {proximityBound, attributeBound} = specs[id];
          const final = proximityBound === r.proximity && attributeBound === r.attribute;
          return {...r, proximity: proximityBound, attribute: attributeBound, final};
        });
        const groupOf = (id: number) => specs[id].group;
        let finished = 0;
        const shown = best(bounds, count, {
          byRank,
          finish: (r) => {
            finished += 1;
            return exact[r.id];
          },
          perGroup,
          groupOf,
        });

        const taken = new Map<unknown, number>();
        const expected = [...exact].sort(byRank).filter((r) => {
          if (perGroup === 0) return true;
          const sofar = taken.get(groupOf(r.id)) ?? 0;
          taken.set(groupOf(r.id), sofar + 1);
          return sofar < perGroup;
        });
        assert.deepEqual(
          shown.map((r) => r.id),
          expected.slice(0, count).map((r) => r.id),
        );
        assert.ok(shown.every((r) => r.final));
        assert.ok(finished <= specs.length);
      },
    ),
    {numRuns: 500},
  );
});

test('among many records with the words far apart, the one with them side by side comes first, the rest in index order', () => {
  // 200 records with both words far apart, one with them side by side: it must come first, and
  // the other 199 need no proximity to be placed after it.
  const records = Array.from({length: 200}, (_, i) => ({
    objectID: `far-${i}`,
    url: `/far/${i}`,
    content: `payment ${'word '.repeat(10)} gateway`,
  }));
  records.push({objectID: 'near', url: '/near', content: 'payment gateway'});
  const index = new SearchIndex('test', records, {
    settings: {searchableAttributes: ['content'], attributeForDistinct: 'url', distinct: true},
  });
  const response = index.search({query: 'payment gateway', hitsPerPage: 5});
  assert.equal(response.hits[0].objectID, 'near');
  assert.equal(response.nbHits, 201);
  assert.deepEqual(
    response.hits.slice(1).map((h) => h.objectID),
    ['far-0', 'far-1', 'far-2', 'far-3'],
  );
});

test('a list attribute is highlighted as a list, each text on its own', () => {
  const index = new SearchIndex('test', [{objectID: 'a', tags: ['stripe webhook', 'refunds', 7]}], {
    settings: {searchableAttributes: ['tags']},
  });
  const [hit] = index.search({query: 'refunds'}).hits as unknown as {
    _highlightResult: {tags: {value: string; matchLevel: string}[]};
  }[];
  assert.deepEqual(
    hit._highlightResult.tags.map((h) => [h.value, h.matchLevel]),
    [
      ['stripe webhook', 'none'],
      ['<em>refunds</em>', 'full'],
    ],
  );
});

test('the ranking as one number per record (what the heap compares) orders records as the criteria do', () => {
  fc.assert(
    fc.property(
      fc.integer({min: 1, max: 6}),
      fc.shuffledSubarray(CRITERIA, {minLength: CRITERIA.length}),
      fc.constantFrom<'sum' | 'best'>('sum', 'best'),
      fc.array(fc.integer({min: -3, max: 3}), {minLength: 2, maxLength: 12}),
      (words, ranking, strategy, scores) => {
        const settings = resolveSettings({ranking, customRanking: ['desc(score)']});
        const candidates = scores.map((score, id) => ({
          record: {objectID: String(id)} as IndexRecord,
          values: [score],
        }));
        const worst = 9;
        const pack = keyPacker(settings, sortPlaces(candidates, settings), {
          words,
          worst,
          bySum: strategy === 'sum',
        })!;
        assert.ok(pack, 'a few words and a few sort values fit in one number');
        // Any criteria a query of `words` words can give (bounds included).
        const arbitraryRanked = fc.record({
          id: fc.integer({min: 0, max: scores.length - 1}),
          words: fc.integer({min: 0, max: words}),
          typos: fc.integer({min: 0, max: 2 * words}),
          proximity: fc.integer({min: 0, max: 9 * words}),
          attribute: fc.integer({min: 0, max: strategy === 'sum' ? 2 * worst * words : worst}),
          exact: fc.integer({min: 0, max: words}),
        });
        const compare = comparator(settings);
        fc.assert(
          fc.property(arbitraryRanked, arbitraryRanked, (x, y) => {
            const a = {...x, record: candidates[x.id].record, values: candidates[x.id].values, final: true};
            const b = {...y, record: candidates[y.id].record, values: candidates[y.id].values, final: true};
            assert.equal(Math.sign(pack(a) - pack(b)), Math.sign(compare(a, b)));
          }),
          {numRuns: 50},
        );
      },
    ),
    {numRuns: 100},
  );
});

test('searches one after another answer as a new index answers each (tables reused between searches)', () => {
  const words = ['stripe', 'webhook', 'payment', 'gateway', 'refund', 'deposit', 'coins', 'player'];
  const arbitraryText = fc
    .array(fc.constantFrom(...words), {minLength: 1, maxLength: 8})
    .map((w) => w.join(' '));
  fc.assert(
    fc.property(
      fc.array(fc.record({title: arbitraryText, content: arbitraryText}), {minLength: 1, maxLength: 20}),
      fc.array(
        fc.record({
          query: fc.array(fc.constantFrom(...words, 'strip', 'paymnt', 'x'), {minLength: 0, maxLength: 3}),
          facets: fc.boolean(),
        }),
        {minLength: 2, maxLength: 6},
      ),
      (texts, queries) => {
        const records = texts.map((t, i) => ({objectID: `r${i}`, url: `/page/${i % 4}`, ...t}));
        const options = {
          cacheSize: 0,
          settings: {searchableAttributes: ['title', 'content'], attributesForFaceting: ['url']},
        };
        const shared = new SearchIndex('test', records, options);
        for (const {query, facets} of queries) {
          const request = {query: query.join(' '), facets: facets ? ['*'] : [], getRankingInfo: true};
          const answer = ({processingTimeMS: _t, ...rest}: Record<string, unknown>) => rest;
          assert.deepEqual(
            answer(shared.search(request)),
            answer(new SearchIndex('test', records, options).search(request)),
          );
        }
      },
    ),
    {numRuns: 150},
  );
});

test('the elements of a list attribute are never near each other: a phrase across two of them does not match', () => {
  const index = new SearchIndex(
    'test',
    [
      {objectID: 'split', tags: ['stripe', 'webhook']},
      {objectID: 'whole', tags: ['stripe webhook']},
    ],
    {settings: {searchableAttributes: ['tags']}},
  );
  assert.deepEqual(
    index.search({query: '"stripe webhook"', advancedSyntax: true}).hits.map((h) => h.objectID),
    ['whole'],
  );
  // Both match the two words; the one with them side by side in one element first.
  assert.deepEqual(
    index
      .search({query: 'stripe webhook', getRankingInfo: true})
      .hits.map((h) => [
        h.objectID,
        (h as unknown as {_rankingInfo: {proximityDistance: number}})._rankingInfo.proximityDistance,
      ]),
    [
      ['whole', 1],
      ['split', 8],
    ],
  );
});

test('a facet value that cannot be made text is not counted, and never breaks the facets of other queries', () => {
  const index = new SearchIndex(
    'test',
    [
      {objectID: 'odd', title: 'refund', cat: {toString: 1}},
      {objectID: 'plain', title: 'stripe', cat: 'a'},
    ],
    {settings: {searchableAttributes: ['title'], attributesForFaceting: ['cat']}},
  );
  assert.deepEqual(index.search({query: 'stripe', facets: ['cat']}).facets, {cat: {a: 1}});
  assert.deepEqual(index.search({query: '', facets: ['cat']}).facets, {cat: {a: 1}});
});

test('an object key with a dot is highlighted as its own text, not as the nested path it spells', () => {
  const index = new SearchIndex(
    'test',
    [{objectID: '1', obj: {a: {b: 'stripe webhook'}, 'a.b': 'payout refund'}}],
    {settings: {searchableAttributes: ['obj.a.b'], attributesToHighlight: ['obj']}},
  );
  const [hit] = index.search({query: 'stripe'}).hits as unknown as {
    _highlightResult: {obj: Record<string, {value: string}>};
  }[];
  assert.equal(hit._highlightResult.obj['a.b'].value, 'payout refund');
});
