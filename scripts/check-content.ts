/**
 * Checks doc pages against the content rules and prints one line per page.
 *   npx tsx scripts/check-content.ts                 # every page
 *   npx tsx scripts/check-content.ts docs/foo.md ... # only these
 * Then the product facts (scripts/lib/facts.ts) over the same pages, one finding per line.
 * Exits 1 when a page breaks a rule or states a fact wrongly.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {allPages, checkPage} from './lib/content-rules';
import {checkAllFacts, formatFinding} from './lib/facts';

const {positionals} = parseArgs({allowPositionals: true});
const files = positionals.length ? positionals.map((f) => path.resolve(f)) : allPages();
let failed = 0;
for (const file of files) {
  const report = checkPage(file);
  const ok = report.problems.length === 0;
  if (!ok) failed += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${report.file} (${report.words}/${report.minimum} words)`);
  for (const problem of report.problems) console.log(`     - ${problem}`);
}
console.log(`${files.length - failed} passed, ${failed} failed`);
const findings = checkAllFacts(undefined, files);
for (const finding of findings) console.log(formatFinding(finding));
console.log(
  `facts: ${findings.length === 0 ? 'every page agrees with CONTENT_GUIDE' : `${findings.length} findings`}`,
);
process.exit(failed || findings.length ? 1 : 0);
