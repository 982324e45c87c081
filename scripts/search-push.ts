/**
 * `npm run search:push`: publishes the records `npm run build` wrote to an
 * index, with the official algoliasearch client: `replaceAllObjects` (records
 * into a temporary index, then one atomic move over the live one), then
 * `setSettings` with search/settings.json and `saveSynonyms` with search/synonyms.json
 * (replacing the index's synonyms). Hosted Algolia by default; any
 * service that speaks the protocol (ours, with SEARCH_WRITES=1) through
 * ALGOLIA_HOSTS.
 *
 * Environment: ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY (required), ALGOLIA_INDEX_NAME,
 * ALGOLIA_HOSTS, SEARCH_RECORDS_FILE, as documented in the README.
 * Exit code: 0 published, 1 failed (the live index is then unchanged), 2 bad usage.
 */
import fs from 'node:fs';
import {
  algoliasearch,
  type IndexSettings,
  type IgnorePlurals,
  type RemoveStopWords,
  type RemoveWordsIfNoResults,
  type AttributeCriteriaComputedBy,
  type SynonymHit,
  type SynonymType,
} from 'algoliasearch';
import {createHttpRequester} from '@algolia/requester-node-http';
import type {EndRequest, Requester} from '@algolia/client-common';
import {searchConfig} from '../search/config';
import {toHost} from '../search/host';
import {SITE_EXTENSIONS, SITE_INDEX} from '../search/site-index';
import settings from '../search/settings.json';
import {UsageError, readOptions, start, wholeOption} from './lib/cli';
import {explain, targetName} from './lib/client-errors';

// Every key of search/settings.json must be a setting Algolia knows: a key only our service
// understood would be refused by Algolia, and would have to be left out of the push here.
type NotAlgolia = Exclude<keyof typeof settings, keyof IndexSettings>;
const _onlyAlgoliaSettings: [NotAlgolia] extends [never] ? true : NotAlgolia = true;
// JSON reads enumerations as plain strings: these are checked against Algolia's values by
// search/engine/settings.ts (resolveSettings, which the unit tests run on this file).
const indexSettings: IndexSettings = {
  ...settings,
  removeStopWords: settings.removeStopWords as RemoveStopWords,
  ignorePlurals: settings.ignorePlurals as IgnorePlurals,
  removeWordsIfNoResults: settings.removeWordsIfNoResults as RemoveWordsIfNoResults,
  attributeCriteriaComputedBy: settings.attributeCriteriaComputedBy as AttributeCriteriaComputedBy,
};
// The types of search/synonyms.json are checked against Algolia's by the unit tests (checkSynonym).
const synonyms: SynonymHit[] = SITE_INDEX.synonyms.map((s) => ({...s, type: s.type as SynonymType}));

const USAGE = `Usage: npm run search:push -- [options]

Publishes the search records of the last build to an Algolia index (or to any
service that speaks Algolia's protocol), swapping the whole index atomically.

Options:
  --records FILE      records to publish (default: SEARCH_RECORDS_FILE or search-index/records.json)
  --batch-size N      records per batch request (default 1000)
  --dry-run           check the records and print what would be sent, send nothing
  --help              this text

Environment:
  ALGOLIA_APP_ID          application id (default QUIZNEST, the embedded service's)
  ALGOLIA_ADMIN_API_KEY   a key allowed to write (required; never put it in the site build)
  ALGOLIA_INDEX_NAME      index to replace (default quiznest-docs)
  ALGOLIA_HOSTS           comma-separated host[:port] (http:// or https://), instead of Algolia's own hosts
`;

type Options = {records: string; batchSize: number; dryRun: boolean};

function options(argv: string[]): Options | undefined {
  const values = readOptions(argv, {
    records: {type: 'string'},
    'batch-size': {type: 'string', default: '1000'},
    'dry-run': {type: 'boolean', default: false},
  });
  if (!values) return undefined;
  return {
    records: values.records ?? searchConfig().recordsFile,
    batchSize: wholeOption(values['batch-size'], 'batch-size', 100000),
    dryRun: values['dry-run'],
  };
}

function readRecords(file: string): Record<string, unknown>[] {
  if (!fs.existsSync(file)) throw new UsageError(`No records at ${file}: run "npm run build" first.`);
  let records: unknown;
  try {
    records = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(records)) throw new UsageError(`${file} must hold a JSON array of records.`);
  if (records.length === 0)
    throw new UsageError(`${file} holds no records; pushing it would empty the index, so nothing was sent.`);
  const bad = records.findIndex((r) => typeof r !== 'object' || r === null || typeof r.objectID !== 'string');
  if (bad >= 0) throw new UsageError(`${file}: record ${bad} is not an object with a string objectID.`);
  return records as Record<string, unknown>[];
}

/** The default Node requester, printing one line per step of the push as it completes. */
function reportingRequester(log: (line: string) => void, batches: number): Requester {
  const http = createHttpRequester();
  let sent = 0;
  let records = 0;
  return {
    async send(request: EndRequest) {
      const response = await http.send(request);
      if (response.status < 200 || response.status >= 300) return response;
      const [, index, action] = new URL(request.url).pathname.match(/^\/1\/indexes\/([^/]+)\/([^/]+)/) ?? [];
      const body =
        typeof request.data === 'string' ? (JSON.parse(request.data) as Record<string, unknown>) : {};
      if (action === 'batch') {
        sent += 1;
        records += (body.requests as unknown[]).length;
        log(`  batch ${sent}/${batches} sent (${records} records)`);
      } else if (action === 'operation') {
        const from = decodeURIComponent(index);
        log(
          body.operation === 'move'
            ? `  swapped: moved ${from} over ${String(body.destination)}`
            : `  copied the settings of ${from} to ${String(body.destination)}`,
        );
      } else if (action === 'settings' && request.method === 'PUT') {
        log(`  settings applied (${Object.keys(body).length} settings)`);
      } else if (action === 'synonyms' && request.method === 'POST') {
        log(`  synonyms replaced (${synonyms.length} synonyms)`);
      }
      return response;
    },
  };
}

const PUSH_ADVICE = {
  refused: 'ALGOLIA_ADMIN_API_KEY must be an admin key of ALGOLIA_APP_ID.',
  pathNotFound: 'does not accept writes: is it started with SEARCH_WRITES=1?',
  failed: 'The push failed',
};

export async function main(argv = process.argv.slice(2), env = process.env): Promise<number> {
  const log = (line: string) => console.log(line);
  const config = searchConfig(env);
  const adminKey = env.ALGOLIA_ADMIN_API_KEY;
  const command = start(USAGE, () => {
    const opts = options(argv);
    if (!opts) return undefined;
    const records = readRecords(opts.records);
    if (!adminKey && !opts.dryRun)
      throw new UsageError('Set ALGOLIA_ADMIN_API_KEY to a key allowed to write.');
    return {opts, records};
  });
  if ('exit' in command) return command.exit;
  const {opts, records} = command.ready;
  const hosts = config.hosts.map((host) => toHost(host, 'readWrite'));
  const target = targetName(hosts, config.appId);
  const batches = Math.ceil(records.length / opts.batchSize);
  log(
    `Pushing ${records.length} records to index "${config.indexName}" on ${target}: ` +
      `${batches} batch${batches === 1 ? '' : 'es'} of up to ${opts.batchSize}.`,
  );
  // Our own settings (search/extensions.json) go to our own service only: hosted Algolia would refuse them.
  const toSend = hosts.length ? {...indexSettings, ...SITE_EXTENSIONS} : indexSettings;
  if (opts.dryRun) {
    log(
      `Dry run: nothing sent. Settings to apply: ${Object.keys(toSend).join(', ')}. ` +
        `Synonyms to apply: ${synonyms.length}.`,
    );
    return 0;
  }

  const started = performance.now();
  const client = algoliasearch(config.appId, adminKey as string, {
    ...(hosts.length ? {hosts} : {}),
    requester: reportingRequester(log, batches),
  });
  try {
    await client.replaceAllObjects({
      indexName: config.indexName,
      objects: records,
      batchSize: opts.batchSize,
    });
    const indexName = config.indexName;
    const applied = await client.setSettings({indexName, indexSettings: toSend});
    const replaced = await client.saveSynonyms({
      indexName,
      synonymHit: synonyms,
      replaceExistingSynonyms: true,
    });
    await client.waitForTask({indexName, taskID: applied.taskID});
    await client.waitForTask({indexName, taskID: replaced.taskID});
  } catch (error) {
    console.error(explain(error, target, PUSH_ADVICE));
    console.error('Unless a "swapped" line shows above, the live index is unchanged.');
    return 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  log(
    `Done: ${records.length} records in ${batches} batches to "${config.indexName}", settings and ` +
      `${synonyms.length} synonyms applied, ${seconds} s.`,
  );
  return 0;
}

if (require.main === module) {
  main().then((code) => process.exit(code));
}
