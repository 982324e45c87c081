import path from 'node:path';

/** The repository's root folder, for the commands, benchmarks and tests that work from it. */
export const REPO_ROOT = path.resolve(__dirname, '../..');
