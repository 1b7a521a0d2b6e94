import { amountToChinese } from '../../engine/format';
import type { FieldReadProps } from '../../engine/registry/types';
import type { InputNumberOptions } from './kind';
import { displayNumber } from './number-text';

/** The number as shown in the form (precision, thousands, addons) and its Chinese capitals when set. */
export function InputNumberRead({ value, field }: FieldReadProps<number, InputNumberOptions>) {
  const o = field.options;
  const n = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : undefined;
  if (n === undefined || !Number.isFinite(n)) return null;
  return (
    <>
      {o.addonBefore}
      {displayNumber(n, o)}
      {o.addonAfter}
      {o.isAmountChinese && (
        <span className="ef-hint" data-testid="amount-chinese">
          {amountToChinese(n)}
        </span>
      )}
    </>
  );
}
