/**
 * Prints the README's "Reference figures" table from bench/results/reference.json
 * (written by `npm run bench -- --reference`):
 *   npx tsx bench/readme-table.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {formatMarkdown} from './lib/report';
import type {BenchRow} from './lib/types';

const file = path.resolve(__dirname, 'results/reference.json');
const reference = JSON.parse(fs.readFileSync(file, 'utf8')) as {rows: BenchRow[]};
console.log(formatMarkdown(reference.rows));
