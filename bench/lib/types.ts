/**
 * The shape every benchmark module shares. `npm run bench` (bench/run.ts)
 * runs each module's `run(context)` and prints all rows as one table.
 */
export type BenchContext = {
  /** `--smoke`: a few seconds per module, just enough to prove the code still runs. Figures are not meaningful. */
  smoke: boolean;
  /** The repository root. */
  root: string;
  /** The production build to measure (built by the runner when missing). */
  buildDir: string;
  /** Progress on stderr; the table goes to stdout. */
  log: (message: string) => void;
};

export type BenchRow = {
  /** Build, Pages, Serving, Search… */
  area: string;
  /** What was measured, e.g. "production build, caches cleared (median of 3)". */
  metric: string;
  value: number;
  unit: string;
  /** The same figure for the baseline, measured in the same run. */
  baseline?: {name: string; value: number};
  /** value / baseline.value, when there is a baseline. */
  ratio?: number;
  /** Human-readable target, e.g. "≤ 0.3× webpack" or "p99 ≤ 5 ms". */
  target?: string;
  /** Whether the target is met; undefined when there is no target (or in smoke mode). */
  pass?: boolean;
  note?: string;
};

export type BenchModule = {run: (context: BenchContext) => Promise<BenchRow[]>};
