/** Small statistics for benchmark figures: machines are noisy, so rows report medians and ratios. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** value / baseline, or undefined when the baseline is zero or missing. */
export function ratio(value: number, baseline: number | undefined): number | undefined {
  return baseline ? value / baseline : undefined;
}
