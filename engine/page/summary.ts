/**
 * The totals row of a list (reference 3.1 `showSummary`, summed as a sub-table's totals, 2.8): per
 * summed column the sum of the numeric values of the rows shown (anything else counts 0), a
 * non-integer sum with 2 decimals, thousands separators where asked. Pure.
 */
import { thousands } from '../format/numbers';
import type { PageRow } from './page-data-source';
import type { SummaryConfig } from './schema-types';

function numberOf(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

/** The total of each summed column as text, by prop. */
export function summaryTexts(config: SummaryConfig, rows: readonly PageRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  const separated = new Set(config.thousands ?? []);
  for (const field of config.fields) {
    const total = rows.reduce((sum, row) => sum + numberOf(row[field]), 0);
    const text = Number.isInteger(total) ? String(total) : total.toFixed(2);
    out[field] = separated.has(field) ? thousands(text) : text;
  }
  return out;
}
