// `npm test`: every check, in order, stopping at the first that fails:
// typecheck, lint, unit tests (no port, no child process), integration tests
// (loopback servers, child processes, load), production build, e2e in Debian's
// Chromium, then the benchmark smoke (`npm run bench -- --smoke`: proves the
// benchmarks still run; its figures count as neither passed nor failed tests).
// `npm test -- unit e2e` runs only the named steps.
import {spawnSync} from 'node:child_process';
import {readFileSync, readdirSync, mkdirSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs} from 'node:util';

const require = createRequire(import.meta.url);
const {ensureChromium} = require('./ensure-chromium.cjs');
const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
mkdirSync(path.join(root, 'test-results'), {recursive: true});

const testFiles = (dir) =>
  readdirSync(path.join(root, dir), {recursive: true})
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f))
    .sort();

/** node:test over the files of `dir`: spec on stdout, TAP to test-results/<name>.tap. */
const nodeTests = (name, dir) => [
  [
    process.execPath,
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=test-results/${name}.tap`,
    ...testFiles(dir),
  ],
];

const totals = {passed: 0, failed: 0};

const results = {
  unit: 'test-results/unit.tap',
  integration: 'test-results/integration.tap',
  e2e: 'test-results/e2e.json',
};

function count(step, reader) {
  if (!chosen.includes(step)) return;
  const {passed, failed} = reader(readFileSync(path.join(root, results[step]), 'utf8'));
  totals.passed += passed;
  totals.failed += failed;
}

const steps = {
  typecheck: () => [[bin('tsc')]],
  lint: () => [[bin('eslint'), '.'], [bin('prettier'), '--check', '.'], [bin('knip')]],
  unit: () => nodeTests('unit', 'tests/unit'),
  integration: () => nodeTests('integration', 'tests/integration'),
  build: () => [[bin('docusaurus'), 'build']],
  e2e: () => {
    if (!ensureChromium()) process.exit(1);
    return [[bin('playwright'), 'test']];
  },
  bench: () => [[bin('tsx'), 'bench/run.ts', '--smoke']],
};

const {positionals} = parseArgs({allowPositionals: true});
const chosen = positionals.length ? positionals : Object.keys(steps);
for (const name of chosen) {
  if (!steps[name]) {
    console.error(`Unknown step "${name}": choose from ${Object.keys(steps).join(', ')}.`);
    process.exit(2);
  }
}

for (const step of chosen) rmSync(path.join(root, results[step] ?? 'none'), {force: true});

for (const name of chosen) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  for (const [command, ...args] of steps[name]()) {
    const run = spawnSync(command, args, {
      cwd: root,
      stdio: 'inherit',
      // The suite builds for, and serves on, localhost: said explicitly, as a CI build without
      // SITE_URL fails (src/siteUrl.ts). A SITE_URL of the caller's own is kept. The tests' searches
      // are not readers': the servers they start count none, unless a test turns analytics on.
      env: {SITE_URL: 'http://localhost:3000', ...process.env, SEARCH_ANALYTICS: '0', FORCE_COLOR: '0'},
    });
    if (run.status !== 0) {
      console.error(
        `\n✖ ${name} failed: ${path.basename(command)} ${args.slice(0, 2).join(' ')} exited with ${run.status ?? run.signal}.`,
      );
      process.exit(1);
    }
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const tapCounts = (tap) => ({
  passed: Number(tap.match(/^# pass (\d+)/m)?.[1] ?? 0),
  failed: Number(tap.match(/^# fail (\d+)/m)?.[1] ?? 0),
});
count('unit', tapCounts);
count('integration', tapCounts);
count('e2e', (json) => {
  const {stats} = JSON.parse(json);
  return {passed: stats.expected + stats.flaky, failed: stats.unexpected};
});
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
