/**
 * `npm run search:report`: what readers searched for over the last days, and what found nothing,
 * with a hint next to each search that found nothing (scripts/lib/search-hints.ts). Read the
 * Algolia way, from one of:
 * - hosted Algolia (ALGOLIA_APP_ID, no ALGOLIA_HOSTS), with the official analytics client;
 * - our search service (ALGOLIA_HOSTS), with the same client: its /2/ routes;
 * - the local data directory (neither set), for a server that is stopped.
 *
 * Exit code: 0 reported, 1 the source failed, 2 bad usage.
 */
import fs from 'node:fs';
import path from 'node:path';
import {analyticsClient} from 'algoliasearch';
import {searchConfig, type SearchConfig} from '../search/config';
import {toHost} from '../search/host';
import {SITE_INDEX} from '../search/site-index';
import {writeConfig} from '../search/service/backend';
import {
  DAY_MS,
  SearchAnalytics,
  analyticsConfig,
  dateOf,
  noResultSearches,
  searchCount,
  topSearches,
} from '../search/service/analytics';
import {UsageError, readOptions, start, wholeOption} from './lib/cli';
import {explain, targetName} from './lib/client-errors';
import {hintFor, pageCandidates, synonymCandidates, type Candidate} from './lib/search-hints';
import {
  localFeedback,
  oneLine,
  remoteFeedback,
  type FeedbackReader,
  type PageFeedback,
} from './lib/feedback-report';

const USAGE = `Usage: npm run search:report -- [options]

What readers searched for, and what found nothing, over the last days, from
hosted Algolia, from a search service (ours) or from the local data directory;
and, from ours, the pages readers found least helpful, with their comments.

Options:
  --days N      the last N days, today (UTC) included (default 30, at most 365)
  --limit N     searches per list (default 20, at most 1000)
  --json        JSON for scripts, instead of tables
  --help        this text

Environment:
  ALGOLIA_APP_ID              hosted Algolia's application (without ALGOLIA_HOSTS)
  ALGOLIA_HOSTS               a service that speaks the protocol, such as ours (npm run serve)
  ALGOLIA_ANALYTICS_API_KEY   a key with the analytics ACL (or ALGOLIA_ADMIN_API_KEY, which
                              is the only key our service accepts for analytics)
  ALGOLIA_ANALYTICS_REGION    hosted Algolia's analytics region: us (default) or de
  ALGOLIA_INDEX_NAME          the index (default quiznest-docs)
  SEARCH_DATA_DIR             read when neither ALGOLIA_APP_ID nor ALGOLIA_HOSTS is set
                              (default search-data)
`;

type Options = {days: number; limit: number; json: boolean};

function options(argv: string[]): Options | undefined {
  const values = readOptions(argv, {
    days: {type: 'string', default: '30'},
    limit: {type: 'string', default: '20'},
    json: {type: 'boolean', default: false},
  });
  if (!values) return undefined;
  return {
    days: wholeOption(values.days, 'days', 365),
    limit: wholeOption(values.limit, 'limit', 1000),
    json: values.json,
  };
}

type TopSearch = {search: string; count: number; nbHits: number};
type NoResult = {search: string; count: number; withFilterCount: number};
type Figures = {count: number; top: TopSearch[]; noResults: NoResult[]};
type Range = {index: string; startDate: string; endDate: string; limit: number};

/** Where the figures come from, and how to read them. */
type Source = {
  name: string;
  note?: string;
  read: (range: Range) => Promise<Figures>;
  feedback?: FeedbackReader;
};

function remote(config: SearchConfig, env: NodeJS.ProcessEnv): Source {
  const key = env.ALGOLIA_ANALYTICS_API_KEY || env.ALGOLIA_ADMIN_API_KEY;
  if (!key)
    throw new UsageError(
      'Set ALGOLIA_ANALYTICS_API_KEY (or ALGOLIA_ADMIN_API_KEY) to a key allowed to read analytics.',
    );
  const region = env.ALGOLIA_ANALYTICS_REGION || undefined;
  if (region !== undefined && region !== 'us' && region !== 'de')
    throw new UsageError(`ALGOLIA_ANALYTICS_REGION must be "us" or "de", not "${region}".`);
  const hosts = config.hosts.map((host) => toHost(host, 'readWrite'));
  const client = analyticsClient(config.appId, key, region, hosts.length ? {hosts} : undefined);
  return {
    name: targetName(hosts, config.appId),
    // Only our service keeps readers' feedback; hosted Algolia has no such API.
    feedback: hosts.length ? remoteFeedback(client) : undefined,
    read: async ({index, startDate, endDate, limit}) => {
      const range = {index, startDate, endDate};
      const [count, top, noResults] = await Promise.all([
        client.getSearchesCount(range),
        client.getTopSearches({...range, limit}),
        client.getSearchesNoResults({...range, limit}),
      ]);
      return {count: count.count, top: top.searches, noResults: noResults.searches};
    },
  };
}

function local(env: NodeJS.ProcessEnv): Source {
  const settings = analyticsConfig(env, writeConfig(env).dataDir);
  const analytics = SearchAnalytics.open({...settings, recording: false});
  return {
    name: settings.dir.startsWith(process.cwd() + path.sep)
      ? path.relative(process.cwd(), settings.dir)
      : settings.dir,
    note: `as the server last wrote it: a running server writes every ${settings.flushMs / 1000} s`,
    feedback: localFeedback(env),
    read: async ({index, startDate, endDate, limit}) => {
      const figures = await analytics.range(index, startDate, endDate);
      const page = {limit, offset: 0};
      return {
        count: searchCount(figures).count,
        top: topSearches(figures, page),
        noResults: noResultSearches(figures, page),
      };
    },
  };
}

/** Synonym groups, and page titles when the build's records are there. */
function candidates(config: SearchConfig): Candidate[] {
  const pages = fs.existsSync(config.recordsFile)
    ? pageCandidates(JSON.parse(fs.readFileSync(config.recordsFile, 'utf8')) as [])
    : [];
  return [...synonymCandidates(SITE_INDEX.synonyms), ...pages];
}

/** Columns, the numbers right-aligned. */
function table(header: string[], rows: (string | number)[][]): string {
  const all = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  return all
    .map((row) =>
      row
        .map((cell, i) =>
          typeof rows[0]?.[i] === 'number' ? cell.padStart(widths[i]) : cell.padEnd(widths[i]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const shown = (search: string) => (search === '' ? '(empty query)' : search);

export async function main(argv = process.argv.slice(2), env = process.env): Promise<number> {
  const config = searchConfig(env);
  const command = start(USAGE, () => {
    const opts = options(argv);
    return opts && {opts, source: config.embedded ? local(env) : remote(config, env)};
  });
  if ('exit' in command) return command.exit;
  const {opts, source} = command.ready;
  const endDate = dateOf(Date.now());
  const startDate = dateOf(Date.now() - (opts.days - 1) * DAY_MS);
  const range = {index: config.indexName, startDate, endDate, limit: opts.limit};
  let figures: Figures;
  let feedback: PageFeedback[] | null;
  try {
    [figures, feedback] = await Promise.all([source.read(range), source.feedback?.(range) ?? null]);
  } catch (error) {
    console.error(
      explain(error, source.name, {
        refused: 'use a key with the analytics ACL (our service: its ALGOLIA_ADMIN_API_KEY).',
        pathNotFound: 'serves no analytics: is it the production server (npm run serve)?',
        failed: 'The report failed',
      }),
    );
    return 1;
  }
  const near = candidates(config);
  const noResults = figures.noResults.map((s) => ({...s, hint: hintFor(s.search, near) ?? null}));
  if (opts.json) {
    console.log(
      JSON.stringify(
        {
          source: source.name,
          ...range,
          count: figures.count,
          topSearches: figures.top,
          noResults,
          leastHelpfulPages: feedback,
        },
        null,
        2,
      ),
    );
    return 0;
  }
  console.log(
    `Searches on "${range.index}" from ${startDate} to ${endDate} (UTC), read from ${source.name}` +
      `${source.note ? ` (${source.note})` : ''}: ${figures.count} in all.\n`,
  );
  console.log(`Top searches (${figures.top.length})`);
  console.log(
    figures.top.length
      ? table(
          ['count', 'hits', 'search'],
          figures.top.map((s) => [s.count, s.nbHits, shown(s.search)]),
        )
      : '  none yet',
  );
  console.log(`\nSearches without results (${noResults.length})`);
  console.log(
    noResults.length
      ? table(
          ['count', 'search', 'nearest in the docs'],
          noResults.map((s) => [s.count, shown(s.search), s.hint ?? 'none']),
        )
      : '  none',
  );
  printFeedback(feedback);
  return 0;
}

/** The least helpful pages as a table, then their latest comments, one a line. */
function printFeedback(pages: PageFeedback[] | null) {
  if (pages === null) return console.log('\nLeast helpful pages: hosted Algolia keeps no reader feedback');
  console.log(`\nLeast helpful pages (${pages.length})`);
  if (!pages.length) return console.log('  no feedback yet');
  const share = (p: PageFeedback) => `${Math.round(p.noShare * 100)} %`;
  console.log(
    table(
      ['no', 'yes', 'share of no', 'page'],
      pages.map((p) => [p.no, p.yes, share(p), p.page]),
    ),
  );
  const commented = pages.filter((p) => p.comments.length);
  if (commented.length) console.log('\nTheir latest comments');
  for (const p of commented) {
    console.log(p.page);
    for (const c of p.comments) console.log(`  ${c.date} ${c.vote}: ${oneLine(c.text)}`);
  }
}
