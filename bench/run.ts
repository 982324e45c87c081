/**
 * `npm run bench`: every benchmark of the site, against baselines measured in
 * the same run, printed as one table and written to bench/results/.
 *
 *   npm run bench                      full run (minutes)
 *   npm run bench -- --smoke           seconds: proves every module still runs
 *   npm run bench -- --only build,pages
 *   npm run bench -- --reference       also writes bench/results/reference.json
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {REPO_ROOT} from '../scripts/lib/repo-root';
import {searchConfig} from '../search/config';
import {describeMachine, formatTable} from './lib/report';
import type {BenchContext, BenchModule, BenchRow} from './lib/types';

/** The modules, in the order they run. A module whose file is absent gets a "not present" row. */
const MODULES = ['build', 'pages', 'lighthouse', 'serving', 'search', 'relevance', 'load', 'mcp'];

const USAGE = `Usage: npm run bench -- [--smoke] [--only ${MODULES.join(',')}] [--reference]

  --smoke      a few seconds per module, tiny sizes: proves the code runs (figures meaningless)
  --only LIST  run only these modules (comma-separated)
  --reference  also write the result as bench/results/reference.json
  --help       this text`;

const log = (message: string) => console.error(`· ${message}`);

function options() {
  try {
    const {values} = parseArgs({
      options: {
        smoke: {type: 'boolean', default: false},
        only: {type: 'string'},
        reference: {type: 'boolean', default: false},
        help: {type: 'boolean', default: false},
      },
    });
    const only =
      values.only
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean) ?? MODULES;
    const unknown = only.filter((name) => !MODULES.includes(name));
    if (unknown.length)
      throw new Error(`unknown module ${unknown.join(', ')}: choose from ${MODULES.join(', ')}`);
    return {...values, only};
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

/** The production build every module measures, built when it or its search records are missing. */
function ensureBuild(buildDir: string) {
  const records = searchConfig(process.env, REPO_ROOT).recordsFile;
  if (fs.existsSync(path.join(buildDir, 'index.html')) && fs.existsSync(records)) return;
  log('no build/ or search records: building the site');
  const result = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/docusaurus'), ['build'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`docusaurus build exited with ${result.status ?? result.signal}`);
}

async function main() {
  const {smoke, only, reference, help} = options();
  if (help) {
    console.log(USAGE);
    return;
  }
  const buildDir = path.join(REPO_ROOT, 'build');
  ensureBuild(buildDir);
  const context: BenchContext = {smoke, root: REPO_ROOT, buildDir, log};

  const rows: BenchRow[] = [];
  const errors: string[] = [];
  for (const name of MODULES.filter((m) => only.includes(m))) {
    const file = path.join(__dirname, `${name}.ts`);
    if (!fs.existsSync(file)) {
      rows.push({area: name, metric: `not present (bench/${name}.ts)`, value: 0, unit: ''});
      continue;
    }
    const started = performance.now();
    try {
      const module = (await import(file)) as BenchModule;
      rows.push(...(await module.run(context)));
      log(`${name}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      errors.push(name);
      console.error(`✖ ${name} failed:`, error);
      rows.push({
        area: name,
        metric: `failed: ${(error as Error).message.split('\n')[0]}`,
        value: 0,
        unit: '',
      });
    }
  }

  console.log(formatTable(rows));
  const failed = rows.filter((row) => row.pass === false).length;
  const result = {
    date: new Date().toISOString(),
    mode: smoke ? 'smoke' : 'full',
    machine: describeMachine(REPO_ROOT),
    rows,
  };
  const dir = path.join(REPO_ROOT, 'bench/results');
  fs.mkdirSync(dir, {recursive: true});
  const file = path.join(dir, `${result.date.replace(/:/g, '-')}-${result.mode}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  if (reference) fs.copyFileSync(file, path.join(dir, 'reference.json'));
  console.log(`\n${failed} target(s) failed; results in ${path.relative(REPO_ROOT, file)}`);
  // Figures never fail the run (the smoke in `npm test` only proves the code runs); a module that throws does.
  if (errors.length) {
    console.error(`modules that threw: ${errors.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
