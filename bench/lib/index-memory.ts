/**
 * The heap an index over the site's records takes (the records themselves excluded), measured in a
 * fresh Node process: in the benchmark's own process, indexes built before (and the token cache the
 * engine shares between them) would already hold part of it.
 */
import {execFileSync} from 'node:child_process';
import {REPO_ROOT} from '../../scripts/lib/repo-root';
import {SearchIndex} from '../../search/engine';
import {SITE_INDEX} from '../../search/site-index';
import {INDEX_NAME, docSearchRequest} from '../../tests/support/docsearch';
import {siteRecords} from '../../tests/support/site-records';

/** The index's heap in MB, after a full collection, with one DocSearch query answered (cache off). */
export function indexMemory(): number {
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', __filename], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return Number(out.trim().split('\n').pop());
}

async function main() {
  const records = await siteRecords(REPO_ROOT);
  // Started with --expose-gc (indexMemory), as the search child is.
  const gc = globalThis.gc!;
  gc();
  const before = process.memoryUsage().heapUsed;
  const index = new SearchIndex(INDEX_NAME, records, {...SITE_INDEX, cacheSize: 0});
  index.search(docSearchRequest('payment gateway'));
  gc();
  const after = process.memoryUsage().heapUsed;
  process.stdout.write(`${(after - before) / 1e6}\n`);
}

if (require.main === module) {
  void main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
