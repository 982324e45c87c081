/** Small statistics for benchmark figures: machines are noisy, so rows report medians and ratios. */

/** The median: the middle value, or the mean of the two middle values when there is an even number. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The `p`th percentile by nearest rank: the smallest value with at least p % of the values at or below it. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** value / baseline, or undefined when the baseline is zero or missing. */
export function ratio(value: number, baseline: number | undefined): number | undefined {
  return baseline ? value / baseline : undefined;
}
