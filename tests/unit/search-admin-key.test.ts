/**
 * The admin key never reaches the site build (and so never the browser): the
 * Docusaurus configuration built with the key in the environment does not
 * hold it, and no module the build loads reads the variable; only the
 * production server's write side and the push script do.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const CANARY = 'admin-key-canary-5b7d0e';

test('the site configuration holds neither the admin key nor its value, hosted or embedded', async () => {
  const env = {
    ALGOLIA_ADMIN_API_KEY: CANARY,
    ALGOLIA_APP_ID: 'APPID123',
    ALGOLIA_SEARCH_API_KEY: 'public-search-key',
    SEARCH_WRITES: '1',
  };
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  try {
    Object.assign(process.env, env);
    const {default: config} = await import('../../docusaurus.config');
    const serialized = JSON.stringify(config);
    assert.ok(serialized.includes('public-search-key'), 'the search-only key is what the site uses');
    assert.ok(!serialized.includes(CANARY), 'the admin key is in the site configuration');
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
});

/** The files reachable through relative imports from the given entry points. */
function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((e) => path.join(ROOT, e));
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:from|import|require\()\s*\(?['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = path.resolve(path.dirname(file), spec);
      const found = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'].map((ext) => base + ext);
      const next = found.find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (next && /\.(ts|tsx|js)$/.test(next)) queue.push(next);
    }
  }
  return seen;
}

test('no module of the site build reads ALGOLIA_ADMIN_API_KEY; the server and the push do', () => {
  // Everything under src/ runs in the browser or the build (the search client aliases: src/plugins/search/client).
  const clientFiles = fs
    .readdirSync(path.join(ROOT, 'src'), {recursive: true})
    .map(String)
    .filter((f) => /\.(ts|tsx|js)$/.test(f))
    .map((f) => path.join('src', f));
  const build = reachable([
    'docusaurus.config.ts',
    'sidebars.ts',
    'src/plugins/search/index.ts',
    ...clientFiles,
  ]);
  assert.ok(build.has(path.join(ROOT, 'search/config.ts')), 'the import walk follows the build');
  for (const file of build) {
    assert.ok(!fs.readFileSync(file, 'utf8').includes('ALGOLIA_ADMIN_API_KEY'), path.relative(ROOT, file));
  }
  const server = reachable(['server/server.ts', 'scripts/search-push.ts']);
  assert.ok(server.has(path.join(ROOT, 'search/service/backend.ts')));
  assert.ok(
    fs.readFileSync(path.join(ROOT, 'search/service/backend.ts'), 'utf8').includes('ALGOLIA_ADMIN_API_KEY'),
  );
});
