import { memo } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { isOn, type SwitchOptions, type SwitchValue } from './kind';

function SwitchEditImpl({ id, value, onChange, onBlur, disabled, readOnly, field }: FieldWidgetProps<SwitchValue, SwitchOptions>) {
  const o = field.options;
  const on = isOn(value, o);
  return (
    <span className="ef-switch-field">
      <button
        type="button"
        className="ef-switch"
        id={id}
        role="switch"
        aria-checked={on}
        aria-readonly={readOnly || undefined}
        data-state={on ? 'checked' : 'unchecked'}
        disabled={disabled}
        style={{ ['--switch-on' as string]: o.activeColor, ['--switch-off' as string]: o.inactiveColor }}
        onClick={() => {
          if (!readOnly) onChange(on ? o.inactiveValue : o.activeValue);
        }}
        onBlur={onBlur}
      />
      <span className="ef-switch-text" data-on={on || undefined}>
        {on ? o.activeTxt : o.inactiveTxt}
      </span>
    </span>
  );
}

/** Switch between the active and inactive values, with their texts. */
export const SwitchEdit = memo(SwitchEditImpl);
