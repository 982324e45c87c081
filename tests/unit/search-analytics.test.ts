/**
 * The search analytics (search/service/analytics/): what a docs team reads back of the
 * searches readers made, counted as Algolia counts them, within bounded memory, kept across
 * restarts. A fake clock; the days go to a temporary folder.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import {
  ANALYTICS_DEFAULTS,
  SearchAnalytics,
  analyticsConfig,
  noResultSearches,
  normaliseQuery,
  sameSearch,
  searchCount,
  topSearches,
  type AnalyticsConfig,
} from '../../search/service/analytics';
import {SearchIndex} from '../../search/engine';
import {hintFor, pageCandidates, synonymCandidates} from '../../scripts/lib/search-hints';

const INDEX = 'docs';
const DAY = 86_400_000;
const NOON = Date.parse('2026-11-24T12:00:00Z');
const TODAY = '2026-11-24';
const PAGE = {limit: 1000, offset: 0};

/** Analytics over a fresh folder, with a clock the test moves. */
function setUp(
  overrides: Partial<AnalyticsConfig> = {},
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-')),
) {
  const clock = {now: NOON};
  const config = {...analyticsConfig({}, dir), ...overrides};
  const open = () => SearchAnalytics.open(config, () => clock.now);
  return {dir, clock, config, open, analytics: open()};
}

/** A reader typing `text` one character a keystroke, `gapMs` apart, each keystroke searched. */
function type(
  analytics: SearchAnalytics,
  clock: {now: number},
  reader: string,
  text: string,
  hits = 5,
  gapMs = 150,
) {
  for (let i = 1; i <= text.length; i += 1) {
    clock.now += gapMs;
    analytics.record(INDEX, reader, {query: text.slice(0, i), nbHits: hits, filtered: true});
  }
}

const top = async (analytics: SearchAnalytics, start = TODAY, end = TODAY) =>
  topSearches(await analytics.range(INDEX, start, end), PAGE).map((s) => [s.search, s.count]);

test('the keystrokes of one as-you-type search count once, as the last query typed', async () => {
  const {analytics, clock} = setUp();
  type(analytics, clock, 'reader', 'stripe keys');
  assert.deepEqual(await top(analytics), [['stripe keys', 1]]);
  assert.equal(searchCount(await analytics.range(INDEX, TODAY, TODAY)).count, 1);
  await analytics.close();
});

test('backing up and mending a typo stay the same search; a new subject is a new one', async () => {
  const {analytics, clock} = setUp();
  type(analytics, clock, 'reader', 'stirpe');
  for (const query of ['stirp', 'stir', 'stri', 'strip', 'stripe', 'Stripe  ']) {
    clock.now += 300;
    analytics.record(INDEX, 'reader', {query, nbHits: 4, filtered: true});
  }
  type(analytics, clock, 'reader', 'firebase');
  assert.deepEqual(await top(analytics), [
    ['firebase', 1],
    ['stripe', 1],
  ]);
  assert.equal(sameSearch('paypal', 'stripe'), false);
  assert.equal(sameSearch('smtp settngs', 'smtp settings'), true);
  await analytics.close();
});

test('the same query typed again after 30 s is a second search', async () => {
  const {analytics, clock} = setUp();
  type(analytics, clock, 'reader', 'smtp');
  clock.now += ANALYTICS_DEFAULTS.windowMs + 1;
  type(analytics, clock, 'reader', 'smtp');
  assert.deepEqual(await top(analytics), [['smtp', 2]]);
  await analytics.close();
});

test('two readers typing at the same time are two searches', async () => {
  const {analytics, clock} = setUp();
  for (let i = 1; i <= 6; i += 1) {
    clock.now += 100;
    analytics.record(INDEX, 'a', {query: 'stripe'.slice(0, i), nbHits: 3, filtered: false});
    analytics.record(INDEX, 'b', {query: 'stream'.slice(0, i), nbHits: 0, filtered: false});
  }
  assert.deepEqual(await top(analytics), [
    ['stream', 1],
    ['stripe', 1],
  ]);
  await analytics.close();
});

test('a reader is told apart per index, and nothing of who they are is in the key', async () => {
  const {analytics} = setUp();
  const key = analytics.readerKey(INDEX, 'client\n10.0.0.1\nFirefox');
  assert.equal(analytics.readerKey(INDEX, 'client\n10.0.0.1\nFirefox'), key);
  assert.notEqual(analytics.readerKey(INDEX, 'token\nreader-2'), key);
  assert.notEqual(analytics.readerKey('other-index', 'client\n10.0.0.1\nFirefox'), key);
  assert.doesNotMatch(key, /10\.0\.0\.1|Firefox/);
  // The salt is the process's own: another start gives the same reader another key.
  const restarted = setUp().analytics;
  assert.notEqual(restarted.readerKey(INDEX, 'client\n10.0.0.1\nFirefox'), key);
  await analytics.close();
  await restarted.close();
});

test('a query is counted under one spelling whatever its case, spaces or Unicode form', () => {
  assert.equal(normaliseQuery('  Stripe   Webhook '), 'stripe webhook');
  assert.equal(normaliseQuery('ＳＭＴＰ'), 'smtp');
  assert.equal(normaliseQuery('cron job'), 'cron job');
  // The shortcut for queries already in that form agrees with the full normalisation.
  const full = (q: string) => q.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  fc.assert(
    fc.property(
      fc.oneof(fc.string(), fc.string({unit: 'binary'}), fc.stringMatching(/^[a-z0-9 .-]{0,20}$/)),
      (q) => {
        assert.equal(normaliseQuery(q), full(q));
      },
    ),
    {numRuns: 2000},
  );
});

test('searches that found nothing are listed with how many of them had filters', async () => {
  const {analytics, clock} = setUp();
  type(analytics, clock, 'a', 'qwzx', 0);
  clock.now += 100;
  analytics.record(INDEX, 'b', {query: 'qwzx', nbHits: 0, filtered: false});
  type(analytics, clock, 'c', 'stripe', 9);
  const figures = await analytics.range(INDEX, TODAY, TODAY);
  assert.deepEqual(noResultSearches(figures, PAGE), [{search: 'qwzx', count: 2, withFilterCount: 1}]);
  assert.deepEqual(topSearches(figures, PAGE), [
    {search: 'qwzx', count: 2, nbHits: 0},
    {search: 'stripe', count: 1, nbHits: 9},
  ]);
  await analytics.close();
});

test('a search with analytics: false is never counted', () => {
  const index = new SearchIndex(INDEX, [{objectID: '1', title: 'Stripe keys'}]);
  const seen: unknown[] = [];
  const report = (query: string, nbHits: number, filtered: boolean) => seen.push({query, nbHits, filtered});
  index.searchJson({query: 'stripe'}, report);
  index.searchJson({query: 'stripe', analytics: false}, report);
  index.searchJson({params: 'query=stripe&analytics=false'}, report);
  index.searchJson({query: 'stripe', facetFilters: ['title:Stripe keys']}, report);
  assert.deepEqual(seen, [
    {query: 'stripe', nbHits: 1, filtered: false},
    {query: 'stripe', nbHits: 1, filtered: true},
  ]);
});

test('a restart keeps the history, and today goes on counting where it stopped', async () => {
  const {analytics, clock, open, dir} = setUp();
  type(analytics, clock, 'a', 'stripe');
  clock.now -= DAY; // a search yesterday, ended now
  analytics.record(INDEX, 'old', {query: 'paypal', nbHits: 2, filtered: false});
  clock.now += DAY;
  await analytics.close();
  assert.deepEqual(fs.readdirSync(path.join(dir, 'analytics', INDEX)).sort(), [
    '2026-11-23.json',
    `${TODAY}.json`,
  ]);
  const again = open();
  type(again, clock, 'b', 'stripe');
  assert.deepEqual(await top(again, '2026-11-23'), [
    ['stripe', 2],
    ['paypal', 1],
  ]);
  await again.close();
});

test('a crash loses at most what came after the last flush, searches being typed included', async () => {
  const {analytics, clock, open} = setUp();
  type(analytics, clock, 'a', 'smtp');
  await analytics.flush(); // "smtp" is still being typed: written as if it ended now
  clock.now += 1000;
  await analytics.flush(); // nothing changed: nothing written twice
  type(analytics, clock, 'a', 'smtp settings'); // carries on: the next flush would write it
  type(analytics, clock, 'b', 'firebase'); // never flushed: the process dies here
  const restarted = open();
  assert.deepEqual(await top(restarted), [['smtp', 1]]);
  await restarted.close();
});

test('a search written while typed and counted later is counted once', async () => {
  const {analytics, clock, open} = setUp();
  type(analytics, clock, 'a', 'stripe');
  await analytics.flush();
  clock.now += ANALYTICS_DEFAULTS.windowMs + 1;
  await analytics.flush(); // now counted: the file holds it once
  type(analytics, clock, 'b', 'paypal');
  await analytics.close();
  const again = open();
  assert.deepEqual(await top(again), [
    ['paypal', 1],
    ['stripe', 1],
  ]);
  await again.close();
});

test('a search that cannot be counted is reported, and the searches after it still are', async () => {
  const {analytics, clock, config} = setUp();
  // A search typed three days ago (a clock set back), whose day cannot be read back: not a file.
  clock.now = NOON - 3 * DAY;
  fs.mkdirSync(path.join(config.dir, INDEX, '2026-11-21.json'), {recursive: true});
  analytics.record(INDEX, 'reader', {query: 'stripe', nbHits: 3, filtered: false});
  clock.now = NOON;
  type(analytics, clock, 'reader', 'paypal');
  type(analytics, clock, 'other', 'cron');
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => warnings.push(message);
  try {
    await new Promise((resolve) => setImmediate(resolve)); // the turn's searches are added
    assert.match(warnings.join('\n'), /a search could not be counted \(EISDIR/);
    assert.deepEqual(await top(analytics, '2026-11-21', TODAY), [
      ['cron', 1],
      ['paypal', 1],
    ]);
    await analytics.close();
  } finally {
    console.warn = warn;
  }
});

test('days past the retention are deleted, and never read', async () => {
  const {analytics, clock, open, dir} = setUp({days: 3});
  type(analytics, clock, 'a', 'old');
  await analytics.close();
  clock.now += 3 * DAY;
  const later = open();
  assert.deepEqual(fs.readdirSync(path.join(dir, 'analytics', INDEX)), []);
  assert.deepEqual((await later.range(INDEX, '2026-01-01', '2027-12-31')).dates.length, 3);
  await later.close();
});

test('an unreadable day file is set aside, not overwritten, and the rest still reads', async () => {
  const {analytics, clock, open, dir} = setUp();
  type(analytics, clock, 'a', 'smtp');
  await analytics.close();
  const file = path.join(dir, 'analytics', INDEX, `${TODAY}.json`);
  fs.writeFileSync(file, '{"date": "2026-11-24", "count": 1, "quer');
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (line: string) => warnings.push(line);
  try {
    const again = open();
    type(again, clock, 'b', 'paypal');
    assert.deepEqual(await top(again), [['paypal', 1]]);
    await again.close();
  } finally {
    console.warn = warn;
  }
  assert.match(warnings.join('\n'), /is not a day of analytics; ignored/);
  assert.equal(fs.readFileSync(`${file}.unreadable`, 'utf8'), '{"date": "2026-11-24", "count": 1, "quer');
});

test('memory stays bounded under a flood of distinct queries, and the popular ones survive it', async () => {
  const cap = 200;
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.string({minLength: 1, maxLength: 40}).filter((q) => normaliseQuery(q) !== 'smtp'),
        {minLength: 500, maxLength: 1500},
      ),
      async (flood) => {
        const {analytics, clock} = setUp({maxQueriesPerDay: cap, maxPending: 50});
        flood.forEach((query, i) => {
          clock.now += 10;
          analytics.record(INDEX, `flooder-${i}`, {query, nbHits: 0, filtered: false});
          // A reader searching "smtp" every fifth request, a search each time (30 s apart).
          if (i % 5 === 0) {
            clock.now += ANALYTICS_DEFAULTS.windowMs + 1;
            analytics.record(INDEX, 'reader', {query: 'smtp', nbHits: 3, filtered: false});
          }
        });
        const held = analytics.held();
        assert.ok(held.queries <= cap, `${held.queries} queries held`);
        assert.ok(held.typing <= 50, `${held.typing} searches being typed`);
        const figures = await analytics.range(INDEX, TODAY, '2026-11-25');
        const total = searchCount(figures).count;
        assert.equal(total, flood.length + Math.ceil(flood.length / 5));
        assert.deepEqual(topSearches(figures, {limit: 1, offset: 0})[0], {
          search: 'smtp',
          count: Math.ceil(flood.length / 5),
          nbHits: 3,
        });
        await analytics.close();
      },
    ),
    {numRuns: 10},
  );
});

test('a day of 150,000 distinct queries (the cap may be a million) is written while a search is typed', async () => {
  const {analytics, clock, open} = setUp({maxQueriesPerDay: 200_000, maxPending: 1});
  for (let i = 0; i < 150_000; i += 1) {
    clock.now += 1;
    analytics.record(INDEX, `reader-${i}`, {query: `query ${i}`, nbHits: 1, filtered: false});
  }
  await analytics.flush(); // the last search is still being typed: written beside the day
  const again = open();
  assert.equal(searchCount(await again.range(INDEX, TODAY, TODAY)).count, 150_000);
  await Promise.all([again.close(), analytics.close()]);
});

test('a flush that cannot write says so and never throws (it runs on a timer, in the server)', async () => {
  const {analytics, clock, dir} = setUp();
  type(analytics, clock, 'a', 'smtp');
  // The analytics folder replaced by a file: nothing under it can be written, listed or deleted.
  fs.rmSync(path.join(dir, 'analytics'), {recursive: true, force: true});
  fs.writeFileSync(path.join(dir, 'analytics'), 'not a folder');
  clock.now += DAY; // a new day: the flush also deletes old days
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (line: string) => warnings.push(line);
  try {
    await analytics.flush();
    await analytics.close();
  } finally {
    console.warn = warn;
  }
  assert.match(warnings.join('\n'), /^Search analytics: could not write/m);
});

test('the environment sets retention and the cap, and a wrong value is one clear sentence', () => {
  const config = analyticsConfig({SEARCH_ANALYTICS: '0', SEARCH_ANALYTICS_DAYS: '30'}, '/data');
  assert.deepEqual([config.recording, config.days, config.dir], [false, 30, path.join('/data', 'analytics')]);
  assert.throws(
    () => analyticsConfig({SEARCH_ANALYTICS_MAX_QUERIES: '-5'}, '/data'),
    /^Error: SEARCH_ANALYTICS_MAX_QUERIES must be a whole number from 1 to 1000000, not "-5"\.$/,
  );
});

test('a search that found nothing is shown the nearest synonym group or page title, or none', () => {
  const near = [
    ...synonymCandidates([
      {objectID: 'pay', type: 'synonym', synonyms: ['payment gateway', 'paypal', 'stripe']},
    ]),
    ...pageCandidates([
      {
        hierarchy: {lvl1: 'SMTP Settings'},
        url_without_anchor: 'https://x.test/Settings/Email%20Settings/SMTP',
      },
    ]),
  ];
  assert.equal(hintFor('paypall refund', near), 'synonyms: payment gateway = paypal = stripe');
  assert.equal(hintFor('how to set smpt', near), 'page: SMTP Settings (/Settings/Email Settings/SMTP)');
  assert.equal(hintFor('qwzx', near), undefined);
});
