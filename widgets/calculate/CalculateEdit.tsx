import { memo, useEffect } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { useWidgetWords } from '../kit/words';
import { calculationCapitals, calculationText } from './format';
import type { CalculateOptions } from './kind';
import { useCalculation } from './use-calculation';

function CalculateEditImpl({ id, value, onChange, field, scope, error, disabled }: FieldWidgetProps<number, CalculateOptions>) {
  const w = useWidgetWords();
  const { result, problem } = useCalculation(field, scope);
  const { precision, thousands, isAmountChinese, isStorage } = field.options;

  // The result is the field's value: written back whenever it differs (reference 2.9, V2 always emits).
  useEffect(() => {
    if (result !== undefined && !Object.is(result, value)) onChange(result);
  }, [result, value, onChange]);

  const shown = result ?? (typeof value === 'number' ? value : undefined);
  return (
    <div>
      <div className="ef-box" data-invalid={error || problem ? '' : undefined} data-disabled={disabled ? '' : undefined}>
        <input
          id={id}
          readOnly
          disabled={disabled}
          value={calculationText(shown, precision, thousands)}
          placeholder={field.placeholder ?? (isStorage === 1 ? w('calculateStored') : w('calculateDisplay'))}
          aria-invalid={error || problem ? true : undefined}
          data-testid="calculate-value"
        />
      </div>
      {isAmountChinese && shown !== undefined && (
        <div className="ef-note" data-testid="calculate-capitals">
          {calculationCapitals(shown)}
        </div>
      )}
      {problem && (
        <div className="ef-problem" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}

/** The result in a read-only box, written to the form data as it changes. */
export const CalculateEdit = memo(CalculateEditImpl);
