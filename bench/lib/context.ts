/** The context of a benchmark module run on its own (`npx tsx bench/<module>.ts [--smoke]`). */
import path from 'node:path';
import type {BenchContext} from './types';

const root = path.resolve(__dirname, '../..');

/** The repository's build (or `buildDir`, from the root), progress on stderr. */
export function standaloneContext(smoke: boolean, buildDir = 'build'): BenchContext {
  return {smoke, root, buildDir: path.resolve(root, buildDir), log: (message) => console.error(message)};
}
