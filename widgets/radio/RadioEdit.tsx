import { memo } from 'react';
import { sameValue, useFieldOptions } from '../../engine/options';
import { useEngineText } from '../../engine/i18n/context';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { labelId } from '../../engine/renderer/FieldShell';
import type { ChoiceOptions } from '../shared/choice';

function RadioEditImpl({ id, value, onChange, onBlur, disabled, readOnly, field, dataSource, scope, error }: FieldWidgetProps<unknown, ChoiceOptions>) {
  const t = useEngineText();
  const { options, loading } = useFieldOptions(field, scope, dataSource);
  const o = field.options;
  return (
    <div
      className="ef-choices"
      id={id}
      role="radiogroup"
      aria-labelledby={labelId(id)}
      aria-invalid={error ? true : undefined}
      data-direction={o.direction}
      data-border={o.border || undefined}
      data-button={o.optionType === 'button' || undefined}
      onBlur={onBlur}
    >
      {options.length === 0 && <span className="ef-choices-empty">{loading ? t('loading') : t('noData')}</span>}
      {options.map((option, index) => {
        const checked = sameValue(option.value, value);
        const off = disabled || option.disabled === true;
        return (
          <label key={`${String(option.value)}-${index}`} data-checked={checked || undefined} data-disabled={off || undefined}>
            <input
              type="radio"
              name={id}
              checked={checked}
              disabled={off}
              onChange={() => {
                if (!readOnly) onChange(option.value);
              }}
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}

/** A radio group (or joined buttons with optionType 'button'). */
export const RadioEdit = memo(RadioEditImpl);
