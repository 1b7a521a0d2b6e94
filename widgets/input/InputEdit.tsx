import { memo, useState } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { useEngineText } from '../../engine/i18n/context';
import { useWidgetWords } from '../kit/words';
import type { InputOptions } from './kind';
import { maskText } from './mask';
import { ScanDialog } from './ScanDialog';

function InputEditImpl({ id, value, onChange, onBlur, disabled, readOnly, field, error }: FieldWidgetProps<string, InputOptions>) {
  const t = useEngineText();
  const w = useWidgetWords();
  const [revealed, setRevealed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [scanning, setScanning] = useState(false);
  const { prepend, append, showPassword, maxlength, showWordLimit, mask, useScan } = field.options;
  const text = value ?? '';
  const counter = showWordLimit && maxlength !== undefined ? `${[...text].length}/${maxlength}` : undefined;
  const canClear = field.clearable && !disabled && !readOnly && text !== '';
  const canScan = useScan && !disabled && !readOnly;
  // A masked field shows the whole value only while it is being edited.
  const shown = mask && !focused ? maskText(text, mask) : text;
  return (
    <>
      <div className="ef-box" data-invalid={error ? '' : undefined} data-disabled={disabled ? '' : undefined}>
        {prepend && <span className="ef-addon ef-addon-before">{prepend}</span>}
        <input
          id={id}
          type={showPassword && !revealed ? 'password' : 'text'}
          value={shown}
          maxLength={maxlength}
          placeholder={field.placeholder ?? t('inputPlaceholder')}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          onFocus={() => setFocused(true)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
          onBlur={() => {
            setFocused(false);
            onBlur();
          }}
        />
        {(counter || canClear || showPassword || canScan) && (
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
            {canScan && (
              <button type="button" className="ef-icon-btn" aria-label={w('scan')} title={w('scan')} onClick={() => setScanning(true)}>
                <ScanIcon />
              </button>
            )}
          </span>
        )}
        {append && <span className="ef-addon ef-addon-after">{append}</span>}
      </div>
      {canScan && <ScanDialog open={scanning} onScanned={(code) => onChange(code)} onClose={() => setScanning(false)} />}
    </>
  );
}

/** A scan frame with a bar across it (an inline icon: no icon font, no missing glyph). */
function ScanIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path d="M1 5V1h4M11 1h4v4M15 11v4h-4M5 15H1v-4M1 8h14" />
    </svg>
  );
}

/** Single-line text: addons, password toggle, counter, clear button, masked display, scan button. */
export const InputEdit = memo(InputEditImpl);
