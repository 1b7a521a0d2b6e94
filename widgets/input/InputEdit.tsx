import { memo, useState } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { useEngineText } from '../../engine/i18n/context';
import type { InputOptions } from './kind';

function InputEditImpl({ id, value, onChange, onBlur, disabled, readOnly, field, error }: FieldWidgetProps<string, InputOptions>) {
  const t = useEngineText();
  const [revealed, setRevealed] = useState(false);
  const { prepend, append, showPassword, maxlength, showWordLimit } = field.options;
  const text = value ?? '';
  const counter = showWordLimit && maxlength !== undefined ? `${[...text].length}/${maxlength}` : undefined;
  const canClear = field.clearable && !disabled && !readOnly && text !== '';
  return (
    <div className="ef-box" data-invalid={error ? '' : undefined} data-disabled={disabled ? '' : undefined}>
      {prepend && <span className="ef-addon">{prepend}</span>}
      <input
        id={id}
        type={showPassword && !revealed ? 'password' : 'text'}
        value={text}
        maxLength={maxlength}
        placeholder={field.placeholder ?? t('inputPlaceholder')}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={onBlur}
      />
      {(counter || canClear || showPassword) && (
        <span className="ef-adorn">
          {counter && <span data-testid="word-count">{counter}</span>}
          {canClear && (
            <button type="button" className="ef-icon-btn" aria-label={t('clear')} onClick={() => onChange(undefined)}>
              ×
            </button>
          )}
          {showPassword && (
            <button
              type="button"
              className="ef-icon-btn"
              aria-label={revealed ? t('hidePassword') : t('showPassword')}
              aria-pressed={revealed}
              disabled={disabled}
              onClick={() => setRevealed((r) => !r)}
            >
              {revealed ? '◉' : '◎'}
            </button>
          )}
        </span>
      )}
      {append && <span className="ef-addon">{append}</span>}
    </div>
  );
}

/** Single-line text: addons, password toggle, counter, clear button. */
export const InputEdit = memo(InputEditImpl);
