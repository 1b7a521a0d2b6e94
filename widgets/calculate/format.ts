/** How a calculate result reads: fixed decimals, optional thousands separators and amount in capitals. */
import { amountToChinese, thousands } from '../../engine/format';

export function calculationText(value: number | undefined, precision: number, withThousands: boolean): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '';
  const text = value.toFixed(precision);
  return withThousands ? thousands(text) : text;
}

export function calculationCapitals(value: number | undefined): string {
  return value === undefined || value === null || !Number.isFinite(value) ? '' : amountToChinese(value);
}
