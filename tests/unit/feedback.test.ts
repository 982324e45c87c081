/**
 * Reader feedback without a server: what a reader may send (pages, comments), votes and comments
 * added up per page and day (a change of mind moves a vote, comments capped with the count exact),
 * pages ranked least helpful first, a day's file read back, and where the widget sends feedback.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkedComment, checkedPage, pagesOfRecords} from '../../search/service/feedback/input';
import {
  addComment,
  addVote,
  emptyFeedbackDay,
  feedbackDayText,
  leastHelpful,
  parseFeedbackDay,
  rangeFigures,
} from '../../search/service/feedback/days';
import {FEEDBACK_DEFAULTS, FeedbackStore, feedbackConfig} from '../../search/service/feedback';
import {feedbackEndpoint} from '../../src/plugins/feedback/endpoint';
import {searchConfig} from '../../search/config';

const PAGES = pagesOfRecords([
  {url_without_anchor: 'https://docs.example.com/Mange%20User/Send%20Notification'},
  {url_without_anchor: 'https://docs.example.com/payment-gateways/stripe'},
  {url: 'https://docs.example.com/payment-gateways/stripe#keys'},
]);

test('a page is one of the site pages, as written or percent-encoded; anything else is a 404', () => {
  assert.deepEqual([...PAGES].sort(), ['/Mange User/Send Notification', '/payment-gateways/stripe']);
  assert.equal(checkedPage('/Mange User/Send Notification', PAGES), '/Mange User/Send Notification');
  assert.equal(checkedPage('/Mange%20User/Send%20Notification', PAGES), '/Mange User/Send Notification');
  for (const page of ['/nowhere', '/payment-gateways/stripe/', '%E0%A4%A', '/../etc/passwd'])
    assert.throws(() => checkedPage(page, PAGES), {status: 404});
});

test('a comment is text of at most 1,000 characters, trimmed, without control characters', () => {
  assert.equal(checkedComment('  two\r\nlines\t  '), 'two\nlines');
  assert.equal(checkedComment('   '), undefined);
  assert.equal(checkedComment(undefined), undefined);
  assert.equal(checkedComment('é'.repeat(1000)), 'é'.repeat(1000));
  assert.equal(checkedComment('🙂'.repeat(1000))?.length, 2000);
  assert.equal(checkedComment('<script>alert(1)</script>'), '<script>alert(1)</script>');
  assert.throws(() => checkedComment('x'.repeat(1001)), {status: 400, message: /1001 characters long/});
  for (const bad of [
    'nul \u0000',
    'esc \u001b[31m',
    'del \u007f',
    'c1 \u0085',
    'bin \ufffd',
    'half \ud800 x',
  ])
    assert.throws(() => checkedComment(bad), {status: 400, message: /must be text/}, JSON.stringify(bad));
});

test('a reader who changes their mind moves their vote; comments keep the latest, the count exact', () => {
  const day = emptyFeedbackDay();
  addVote(day, '/a', 'yes');
  addVote(day, '/a', 'no', 'yes');
  addVote(day, '/a', 'no', 'no');
  addVote(day, '/a', 'yes');
  for (let i = 1; i <= 4; i += 1)
    addComment(day, '/a', {at: `2026-01-01T00:00:0${i}Z`, vote: 'no', text: `c${i}`}, 2);
  assert.deepEqual(day.pages.get('/a'), {
    yes: 1,
    no: 1,
    comments: 4,
    latest: [
      {at: '2026-01-01T00:00:03Z', vote: 'no', text: 'c3'},
      {at: '2026-01-01T00:00:04Z', vote: 'no', text: 'c4'},
    ],
  });
  const back = parseFeedbackDay(feedbackDayText('2026-01-01', day), '2026-01-01');
  assert.deepEqual(back?.pages, day.pages);
  assert.equal(parseFeedbackDay('{"date":"2026-01-02","pages":{}}', '2026-01-01'), undefined);
  assert.equal(parseFeedbackDay('not json', '2026-01-01'), undefined);
});

test('a range adds its days up, and the least helpful pages come first', () => {
  const first = emptyFeedbackDay();
  const second = emptyFeedbackDay();
  addVote(first, '/often-no', 'no');
  addVote(second, '/often-no', 'no');
  addVote(second, '/often-no', 'yes');
  addVote(first, '/always-no', 'no');
  addVote(first, '/fine', 'yes');
  addComment(first, '/often-no', {at: '2026-01-01T10:00:00Z', vote: 'no', text: 'older'}, 5);
  addComment(second, '/often-no', {at: '2026-01-02T10:00:00Z', vote: 'no', text: 'newer'}, 5);
  const {dates, pages} = rangeFigures(
    [{date: '2026-01-01', day: first}, {date: '2026-01-02', day: second}, {date: '2026-01-03'}],
    5,
  );
  assert.deepEqual(dates, [
    {date: '2026-01-01', yes: 1, no: 2, comments: 1},
    {date: '2026-01-02', yes: 1, no: 1, comments: 1},
    {date: '2026-01-03', yes: 0, no: 0, comments: 0},
  ]);
  const ranked = leastHelpful(pages);
  assert.deepEqual(
    ranked.map((p) => [p.page, p.no, p.yes, Math.round(p.noShare * 100)]),
    [
      ['/always-no', 1, 0, 100],
      ['/often-no', 2, 1, 67],
      ['/fine', 0, 1, 0],
    ],
  );
  assert.deepEqual(
    ranked[1].latest.map((c) => [c.text, c.date]),
    [
      ['newer', '2026-01-02'],
      ['older', '2026-01-01'],
    ],
  );
});

test('the store counts in memory, writes on close, reads the day back, and keeps no reader', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-unit-'));
  try {
    const config = {...feedbackConfig({}, dir), flushMs: 60_000};
    const store = FeedbackStore.open(config);
    const reader = store.readerKey('198.51.100.7\nSome Browser/1.0');
    store.record(reader, '/a', 'yes');
    store.record(reader, '/a', 'no', 'changed my mind');
    store.record(store.readerKey('198.51.100.8\nOther'), '/a', 'no');
    await store.close();
    const text = fs.readdirSync(config.dir).map((f) => fs.readFileSync(path.join(config.dir, f), 'utf8'));
    assert.equal(text.length, 1);
    for (const trace of ['198.51.100', 'Browser', reader]) assert.equal(text[0].includes(trace), false);
    const again = FeedbackStore.open(config);
    const today = new Date().toISOString().slice(0, 10);
    const {pages} = await again.range(today, today);
    await again.close();
    assert.deepEqual(
      pages.map(({page, yes, no, comments}) => [page, yes, no, comments]),
      [['/a', 0, 2, 1]],
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('settings come from the environment, and a wrong one stops the server with a sentence', () => {
  assert.equal(feedbackConfig({}, '/d').recording, true);
  assert.equal(feedbackConfig({FEEDBACK: '0'}, '/d').recording, false);
  assert.equal(feedbackConfig({FEEDBACK_MAX_COMMENTS: '5'}, '/d').maxCommentsPerPageDay, 5);
  assert.equal(feedbackConfig({}, '/d').readerMax, FEEDBACK_DEFAULTS.readerMax);
  assert.throws(
    () => feedbackConfig({FEEDBACK_DAYS: 'ninety'}, '/d'),
    /FEEDBACK_DAYS must be a whole number/,
  );
});

test('the widget shows only where feedback has somewhere to go', () => {
  const embedded = searchConfig({});
  const hosted = searchConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'k'});
  const elsewhere = searchConfig({ALGOLIA_HOSTS: 'https://search.example.com'});
  assert.equal(feedbackEndpoint({}, embedded), '/1/feedback');
  assert.equal(feedbackEndpoint({}, hosted), undefined);
  assert.equal(feedbackEndpoint({}, elsewhere), undefined);
  assert.equal(
    feedbackEndpoint({FEEDBACK_URL: 'https://docs.example.com/1/feedback'}, hosted),
    'https://docs.example.com/1/feedback',
  );
  for (const off of ['0', 'off', 'false'])
    assert.equal(feedbackEndpoint({FEEDBACK_URL: off}, embedded), undefined);
});
