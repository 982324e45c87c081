/** The context of a benchmark module run on its own (`npx tsx bench/<module>.ts [--smoke]`). */
import path from 'node:path';
import {REPO_ROOT} from '../../scripts/lib/repo-root';
import type {BenchContext} from './types';

/** The repository's build (or `buildDir`, from the root), progress on stderr. */
export function standaloneContext(smoke: boolean, buildDir = 'build'): BenchContext {
  return {
    smoke,
    root: REPO_ROOT,
    buildDir: path.resolve(REPO_ROOT, buildDir),
    log: (message) => console.error(message),
  };
}
