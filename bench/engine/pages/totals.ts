import type { BenchColumn } from '../generate';

export type Row = Record<string, unknown>;

/** Sums of the summed columns (non-numbers count 0), two decimals when not whole. */
export function totalsOf(rows: readonly Row[], columns: readonly BenchColumn[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of columns) {
    if (!c.summed) continue;
    const sum = rows.reduce((acc, row) => acc + (typeof row[c.name] === 'number' ? (row[c.name] as number) : 0), 0);
    out.set(c.name, Number.isInteger(sum) ? String(sum) : sum.toFixed(2));
  }
  return out;
}
