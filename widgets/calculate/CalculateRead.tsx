import { memo } from 'react';
import type { FieldReadProps, StaticKindProps } from '../../engine/registry/types';
import { calculationCapitals, calculationText } from './format';
import type { CalculateOptions } from './kind';
import { useCalculation } from './use-calculation';

function ResultText({ value, options }: { value: number | undefined; options: CalculateOptions }) {
  if (value === undefined) return null;
  return (
    <>
      <span data-testid="calculate-value">{calculationText(value, options.precision, options.thousands)}</span>
      {options.isAmountChinese && (
        <span className="ef-note" style={{ display: 'block' }} data-testid="calculate-capitals">
          {calculationCapitals(value)}
        </span>
      )}
    </>
  );
}

/** Detail: the stored result, or the live one when the field is not stored. */
function CalculateReadImpl({ value, field, scope }: FieldReadProps<number, CalculateOptions>) {
  const { result } = useCalculation(field, scope);
  const stored = typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  return <ResultText value={stored ?? result} options={field.options} />;
}

export const CalculateRead = memo(CalculateReadImpl);

/** A calculate field without `__vModel__`: shows the live result, stores nothing. */
function CalculateStaticImpl({ field, scope }: StaticKindProps<CalculateOptions>) {
  const { result, problem } = useCalculation(field, scope);
  return (
    <div className="ef-read">
      <ResultText value={result} options={field.options} />
      {problem && (
        <div className="ef-problem" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}

export const CalculateStatic = memo(CalculateStaticImpl);
