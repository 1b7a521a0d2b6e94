import { memo } from 'react';
import { sameValue, useFieldOptions } from '../../engine/options';
import { useEngineText } from '../../engine/i18n/context';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { labelId } from '../../engine/renderer/FieldShell';
import type { CheckboxOptions } from './kind';

function CheckboxEditImpl({ id, value, onChange, onBlur, disabled, readOnly, field, dataSource, scope, error }: FieldWidgetProps<unknown[], CheckboxOptions>) {
  const t = useEngineText();
  const { options, loading } = useFieldOptions(field, scope, dataSource);
  const o = field.options;
  const selected = Array.isArray(value) ? value : [];
  const toggle = (optionValue: unknown, on: boolean) => {
    if (readOnly) return;
    const rest = selected.filter((v) => !sameValue(v, optionValue));
    onChange(on ? [...rest, optionValue] : rest);
  };
  return (
    <div
      className="ef-choices"
      id={id}
      role="group"
      aria-labelledby={labelId(id)}
      aria-invalid={error ? true : undefined}
      data-direction={o.direction}
      data-border={o.border || undefined}
      data-button={o.optionType === 'button' || undefined}
      onBlur={onBlur}
    >
      {options.length === 0 && <span className="ef-choices-empty">{loading ? t('loading') : t('noData')}</span>}
      {options.map((option, index) => {
        const checked = selected.some((v) => sameValue(v, option.value));
        // At the max, only checked boxes stay enabled (Element's checkbox-group max).
        const full = !checked && o.max !== undefined && selected.length >= o.max;
        const off = disabled || option.disabled === true || full;
        return (
          <label key={`${String(option.value)}-${index}`} data-checked={checked || undefined} data-disabled={off || undefined}>
            <input type="checkbox" checked={checked} disabled={off} onChange={(e) => toggle(option.value, e.target.checked)} />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}

/** A group of check boxes; the value is the checked options' values in the order checked. */
export const CheckboxEdit = memo(CheckboxEditImpl);
