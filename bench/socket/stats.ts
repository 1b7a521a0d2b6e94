/** Latency summaries for the socket benchmark, in milliseconds. */
export interface Summary {
  count: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of sorted values (p in 0..100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

export function summarise(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    mean: sorted.length ? sum / sorted.length : NaN,
  };
}

/** One decimal below 100 ms, whole milliseconds above; "–" when nothing was measured. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return value >= 100 ? Math.round(value).toString() : value.toFixed(1);
}
