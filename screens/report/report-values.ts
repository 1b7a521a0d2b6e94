/** How a report shows its figures and what its filters send. Pure. */
import type { ReportFilterField } from '../../api/portal';
import { numberOf, type ReportColumn } from '../../schemas/report-config';

/** A cell: numbers with thousands separators and the column's digits; other values as text. */
export function cellText(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  const number = typeof value === 'number' || column.decimals !== undefined ? numberOf(value) : null;
  if (number === null) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  return number.toLocaleString('en-US', {
    minimumFractionDigits: column.decimals ?? 0,
    maximumFractionDigits: column.decimals ?? 10,
  });
}

/** The filter values a report starts with: each parameter's default. */
export const initialFilters = (filters: readonly ReportFilterField[]): Record<string, string> =>
  Object.fromEntries(filters.map((filter) => [filter.field, filter.defaultValue]));

/** The run's `paramList`: every parameter with its value (an empty text is "no filter"). */
export const paramListOf = (values: Record<string, string>) =>
  Object.entries(values).map(([field, defaultValue]) => ({ field, defaultValue }));
