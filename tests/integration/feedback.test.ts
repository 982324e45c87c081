/**
 * Reader feedback against the production server as a child process: votes and comments counted
 * exactly, comments capped per page and day, a flooding reader refused with a 429, every bad body
 * a JSON 4xx (fuzzed: never a 5xx), only the admin key reads it, a restart keeps it, nothing that
 * identifies a reader on disk, and FEEDBACK=0 accepts nothing.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {dateOf} from '../../search/service/analytics';
import {makeFixture, type Fixture} from '../support/server-fixture';
import {startServer, type ServerProcess} from '../support/server-process';
import {API_KEY} from '../support/docsearch';
import {readFeedback, sendFeedback} from '../support/feedback';
import {runReport} from '../support/report';

const ADMIN = 'feedback-test-admin-key';
const TODAY = dateOf(Date.now());

let fixture: Fixture;
let server: ServerProcess;
let env: NodeJS.ProcessEnv;

before(async () => {
  fixture = makeFixture();
  env = {
    BUILD_DIR: fixture.buildDir,
    SEARCH_RECORDS_FILE: fixture.recordsFile,
    SEARCH_DATA_DIR: path.join(fixture.base, 'data'),
    ALGOLIA_ADMIN_API_KEY: ADMIN,
    FEEDBACK_MAX_COMMENTS: '3',
    FEEDBACK_READER_MAX: '20',
    // The tests stand in for a proxy on loopback: readers are told apart by X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
  };
  server = await startServer(env);
});

after(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  fixture.cleanup();
});

const pageFigures = async (page: string) => {
  const {body} = await readFeedback(server.port, '/pages', ADMIN, {limit: '1000'});
  return (body.pages as {page: string; comments: number}[]).find((p) => p.page === page);
};

test('a vote and a comment are counted for the page and read back with the admin key', async () => {
  const vote = await sendFeedback(server.port, {page: '/stripe', vote: 'no'}, {reader: '198.51.100.1'});
  assert.equal(vote.status, 200);
  const comment = await sendFeedback(
    server.port,
    {page: '/stripe', vote: 'no', comment: '  Where is the webhook secret?  '},
    {reader: '198.51.100.1'},
  );
  assert.deepEqual([comment.status, comment.body.comment], [200, 'Where is the webhook secret?']);
  // The same reader's vote and then its comment: one "No", not two.
  assert.deepEqual(await pageFigures('/stripe'), {page: '/stripe', yes: 0, no: 1, noShare: 1, comments: 1});
  const comments = await readFeedback(server.port, '/comments', ADMIN, {page: '/stripe'});
  assert.equal(comments.headers.get('cache-control'), 'no-store');
  assert.equal(comments.headers.get('access-control-allow-origin'), null);
  assert.deepEqual(
    (comments.body.comments as {text: string; vote: string; date: string}[]).map((c) => [
      c.text,
      c.vote,
      c.date,
    ]),
    [['Where is the webhook secret?', 'no', TODAY]],
  );
});

test('a reader who changes their mind moves their vote; the day totals stay exact', async () => {
  for (const [reader, vote] of [
    ['198.51.100.2', 'yes'],
    ['198.51.100.2', 'no'],
    ['198.51.100.3', 'yes'],
    ['198.51.100.4', 'yes'],
  ])
    assert.equal((await sendFeedback(server.port, {page: '/stripe-keys', vote}, {reader})).status, 200);
  assert.deepEqual(await pageFigures('/stripe-keys'), {
    page: '/stripe-keys',
    yes: 2,
    no: 1,
    noShare: 1 / 3,
    comments: 0,
  });
  const {body} = await readFeedback(server.port, '', ADMIN);
  const today = (body.dates as {date: string}[]).find((d) => d.date === TODAY);
  assert.deepEqual(today, {date: TODAY, yes: body.yes, no: body.no, comments: body.comments});
});

test('comments are capped per page and day: the latest are kept, the count stays exact', async () => {
  for (let i = 1; i <= 5; i += 1) {
    const sent = {page: '/stripe-keys', vote: 'no', comment: `comment ${i}`};
    assert.equal((await sendFeedback(server.port, sent, {reader: `192.0.2.${i}`})).status, 200);
  }
  const {body} = await readFeedback(server.port, '/comments', ADMIN, {page: '/stripe-keys'});
  assert.deepEqual(
    (body.comments as {text: string}[]).map((c) => c.text),
    ['comment 5', 'comment 4', 'comment 3'],
  );
  assert.equal((await pageFigures('/stripe-keys'))?.comments, 5);
});

test('a reader who floods is refused with a 429, also posing as others without a proxy; others are not', async () => {
  const answers = [];
  for (let i = 0; i < 25; i += 1)
    answers.push(await sendFeedback(server.port, {page: '/stripe', vote: 'yes'}, {reader: '198.51.100.99'}));
  assert.deepEqual(
    answers.map((a) => a.status),
    [...Array<number>(20).fill(200), ...Array<number>(5).fill(429)],
  );
  assert.equal(answers[24].body.status, 429);
  assert.match(String(answers[24].body.message), /Too many feedback requests/);
  assert.equal(
    (await sendFeedback(server.port, {page: '/stripe', vote: 'yes'}, {reader: '198.51.100.98'})).status,
    200,
  );
  // No proxy trusted: an X-Forwarded-For of the client's choosing makes it no other reader.
  const {TRUST_PROXY: _trusted, ...direct} = env;
  const alone = await startServer({
    ...direct,
    FEEDBACK_READER_MAX: '3',
    SEARCH_DATA_DIR: path.join(fixture.base, 'alone'),
  });
  try {
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await sendFeedback(alone.port, {page: '/stripe', vote: 'no'}, {reader: `10.1.1.${i}`})).status,
      );
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
  } finally {
    alone.child.kill('SIGTERM');
    await alone.exited;
  }
});

test('bad input gets a clear JSON 4xx: content type, unknown page, long or binary comment, size, method', async () => {
  const reader = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const cases: [unknown, {type?: string}, number, RegExp][] = [
    [{page: '/stripe', vote: 'no'}, {type: 'application/x-www-form-urlencoded'}, 415, /content type/],
    ['page=/stripe&vote=no', {type: 'multipart/form-data; boundary=x'}, 415, /content type/],
    [{page: '/nowhere', vote: 'no'}, {}, 404, /not a page of this site/],
    [{page: '/stripe', vote: 'maybe'}, {}, 400, /vote/],
    [{page: '/stripe'}, {}, 400, /vote/],
    [{page: '/stripe', vote: 'no', comment: 'x'.repeat(1001)}, {}, 400, /1001 characters long: at most 1000/],
    [{page: '/stripe', vote: 'no', comment: 'bell \u0007'}, {}, 400, /must be text/],
    ['{"page":"/stripe","vote":"no","comment":"half \\ud800"}', {}, 400, /must be text/],
    [{page: '/stripe', vote: 'no', comment: 'bin \ufffd\ufffd'}, {}, 400, /must be text/],
    ['{"page":', {}, 400, /not valid JSON/],
    [{page: '/stripe', vote: 'no', comment: 'y'.repeat(9000)}, {}, 413, /larger than/],
  ];
  for (const [body, options, status, message] of cases) {
    const answer = await sendFeedback(server.port, body, {...options, reader: reader()});
    assert.equal(
      answer.status,
      status,
      `${JSON.stringify(body).slice(0, 80)} → ${JSON.stringify(answer.body)}`,
    );
    assert.deepEqual([answer.body.status, typeof answer.body.message], [status, 'string']);
    assert.match(String(answer.body.message), message);
  }
  const get = await fetch(`http://127.0.0.1:${server.port}/1/feedback`);
  assert.deepEqual([get.status, ((await get.json()) as {status: number}).status], [405, 405]);
  // 1,000 characters of any kind are welcome (emoji: 2,000 UTF-16 units, 4,000 bytes).
  const emoji = {page: '/stripe', vote: 'yes', comment: '🙂'.repeat(1000)};
  assert.equal((await sendFeedback(server.port, emoji, {reader: reader()})).status, 200);
});

test('fuzzed bodies never get a 5xx', async () => {
  let n = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.string({unit: 'binary', maxLength: 300}),
        fc.json().map(String),
        fc
          .record(
            {
              page: fc.oneof(fc.constant('/stripe'), fc.string()),
              vote: fc.string(),
              comment: fc.string({unit: 'binary'}),
            },
            {requiredKeys: []},
          )
          .map((v) => JSON.stringify(v)),
      ),
      fc.constantFrom('application/json', 'text/plain', 'application/octet-stream'),
      async (body, type) => {
        n += 1;
        const answer = await sendFeedback(server.port, body, {type, reader: `10.77.${n >> 8}.${n & 255}`});
        assert.ok(answer.status < 500 && answer.status >= 200, `${answer.status} for ${body}`);
      },
    ),
    {numRuns: 150},
  );
});

test('only the admin key reads the feedback', async () => {
  for (const key of [undefined, API_KEY, 'wrong-key']) {
    const answer = await readFeedback(server.port, '/pages', key);
    assert.equal(answer.status, 403);
    assert.match(String(answer.body.message), /API key/);
  }
  const bad = await readFeedback(server.port, '/pages', ADMIN, {startDate: '2026-02-30'});
  assert.deepEqual([bad.status, bad.body.status], [400, 400]);
});

test('a restart keeps the feedback, and nothing on disk identifies a reader', async () => {
  await sendFeedback(
    server.port,
    {page: '/stripe', vote: 'no', comment: 'kept across restarts'},
    {reader: '198.51.100.77'},
  );
  server.child.kill('SIGTERM');
  await server.exited;
  server = await startServer(env);
  const {body} = await readFeedback(server.port, '/comments', ADMIN, {page: '/stripe'});
  assert.equal((body.comments as {text: string}[])[0].text, 'kept across restarts');
  const file = fs.readFileSync(path.join(fixture.base, 'data', 'feedback', `${TODAY}.json`), 'utf8');
  for (const trace of ['198.51.100', '203.0.113', 'node', 'undici'])
    assert.equal(file.includes(trace), false, trace);
});

test('search:report lists the least helpful pages and their comments, from the server and from disk', async () => {
  const remote = await runReport(['--json'], {
    ALGOLIA_HOSTS: `http://127.0.0.1:${server.port}`,
    ALGOLIA_ADMIN_API_KEY: ADMIN,
  });
  assert.equal(remote.code, 0, remote.stderr);
  const {leastHelpfulPages} = JSON.parse(remote.stdout) as {
    leastHelpfulPages: {page: string; noShare: number; comments: {text: string}[]}[];
  };
  assert.deepEqual(leastHelpfulPages.map((p) => p.page).sort(), ['/stripe', '/stripe-keys']);
  assert.ok(leastHelpfulPages[0].noShare >= leastHelpfulPages[1].noShare);
  const stripe = leastHelpfulPages.find((p) => p.page === '/stripe');
  assert.ok(stripe?.comments.some((c) => c.text === 'kept across restarts'));
  // From the data directory, the server stopped (it writes everything on close).
  server.child.kill('SIGTERM');
  await server.exited;
  const local = await runReport([], {SEARCH_DATA_DIR: env.SEARCH_DATA_DIR});
  server = await startServer(env);
  assert.equal(local.code, 0, local.stderr);
  assert.match(local.stdout, /^Least helpful pages \(2\)$/m);
  assert.match(local.stdout, /^\s*\d+\s+\d+\s+\d+ %\s+\/stripe$/m);
  assert.match(local.stdout, /^ {2}\d{4}-\d{2}-\d{2} no: kept across restarts$/m);
});

test('with FEEDBACK=0 the server accepts no feedback, and says so', async () => {
  const off = await startServer({...env, FEEDBACK: '0', SEARCH_DATA_DIR: path.join(fixture.base, 'off')});
  try {
    const answer = await sendFeedback(off.port, {page: '/stripe', vote: 'yes'});
    assert.deepEqual(
      [answer.status, answer.body.message],
      [404, 'Feedback is not collected on this server (FEEDBACK=0)'],
    );
  } finally {
    off.child.kill('SIGTERM');
    await off.exited;
  }
});
