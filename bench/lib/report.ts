/**
 * The output of `npm run bench`: one aligned table on stdout, and the same rows
 * as JSON with a description of the machine they were measured on.
 */
import {execFileSync} from 'node:child_process';
import os from 'node:os';
import {CHROMIUM_PATH} from '../../scripts/chromium';
import type {BenchRow} from './types';

export type Machine = {
  cpu: string;
  cpus: number;
  memoryGB: number;
  os: string;
  node: string;
  chromium: string;
  commit: string;
};

function firstLine(command: string, args: string[], cwd?: string): string {
  try {
    return execFileSync(command, args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']})
      .trim()
      .split('\n')[0];
  } catch {
    return 'unknown';
  }
}

export function describeMachine(root: string): Machine {
  const dirty = firstLine('git', ['status', '--porcelain'], root);
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cpus: os.cpus().length,
    memoryGB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: firstLine(CHROMIUM_PATH, ['--version']),
    commit:
      firstLine('git', ['rev-parse', '--short', 'HEAD'], root) +
      (dirty && dirty !== 'unknown' ? '+changes' : ''),
  };
}

/** Three significant digits at most, without exponent notation. */
function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0 || Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  return Number(value.toPrecision(3)).toString();
}

const verdict = (row: BenchRow) => (row.pass === undefined ? '—' : row.pass ? 'PASS' : 'FAIL');

/** A row's cells: area, metric, value, baseline, ratio, target, result (`empty` where there is none). */
const cells = (row: BenchRow, empty: string, withNote: boolean) => [
  row.area,
  row.metric + (withNote && row.note ? ` (${row.note})` : ''),
  `${formatNumber(row.value)} ${row.unit}`,
  row.baseline ? `${formatNumber(row.baseline.value)} ${row.unit} ${row.baseline.name}` : empty,
  row.ratio === undefined ? empty : `${formatNumber(row.ratio)}×`,
  row.target ?? empty,
  row.pass === undefined ? empty : verdict(row),
];

/** The README's "Reference figures" table (notes left out: they are in the JSON). */
export function formatMarkdown(rows: BenchRow[]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    '| Area | Figure | Value | Baseline | Ratio | Target | Result |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const line = cells(row, '', false).map(escape);
      // A missed target stands out in the README.
      if (row.pass === false) line[line.length - 1] = '**FAIL**';
      return `| ${line.join(' | ')} |`.replace(/ {2,}/g, ' ');
    }),
  ].join('\n');
}

export function formatTable(rows: BenchRow[]): string {
  const header = ['area', 'metric', 'value', 'baseline', 'ratio', 'target', 'result'];
  const lines = rows.map((row) => cells(row, '—', true));
  const widths = header.map((_, i) => Math.max(header[i].length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}
