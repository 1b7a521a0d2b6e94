/**
 * The 合计 row (reference 2.8, spec 002 sections 5.4, 9.2): each `summaryField` column summed over
 * all rows, non-numbers counting 0, decimals shown with two places, thousands separators when set.
 */
import { thousands as withThousands } from '../../engine/format/numbers';
import { decimalSum } from '../../engine/expression/math';
import type { TableOptions, TableRow } from './kind';

export function columnTotal(rows: readonly TableRow[], column: string): string {
  const sum = decimalSum(rows.map((row) => (row && typeof row === 'object' ? row[column] : undefined)));
  return sum.isInteger() ? sum.toFixed(0) : sum.toFixed(2);
}

/** The text of each summed column's total. */
export function summaryTexts(
  rows: readonly TableRow[],
  o: Pick<TableOptions, 'summaryField' | 'thousands' | 'thousandsField'>,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const column of o.summaryField) {
    const total = columnTotal(rows, column);
    const separated = o.thousands && (o.thousandsField.length === 0 || o.thousandsField.includes(column));
    out.set(column, separated ? withThousands(total) : total);
  }
  return out;
}

const lastTotals = new WeakMap<object, { columns: unknown[][]; totals: Map<string, string> }>();

/**
 * summaryTexts, remembered per table (`key`, its options): a keystroke in a column that is not summed
 * leaves the summed values as they were, and then the totals are not added up again.
 */
export function rememberedSummary(
  key: object,
  rows: readonly TableRow[],
  o: Pick<TableOptions, 'summaryField' | 'thousands' | 'thousandsField'>,
): Map<string, string> {
  const columns = o.summaryField.map((column) => rows.map((row) => (row && typeof row === 'object' ? row[column] : undefined)));
  const last = lastTotals.get(key);
  if (
    last &&
    last.columns.length === columns.length &&
    last.columns.every((before, c) => before.length === columns[c]!.length && before.every((v, i) => Object.is(v, columns[c]![i])))
  ) {
    return last.totals;
  }
  const totals = summaryTexts(rows, o);
  lastTotals.set(key, { columns, totals });
  return totals;
}
