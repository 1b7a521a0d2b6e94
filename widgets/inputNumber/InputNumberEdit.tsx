import { memo, useState, type KeyboardEvent } from 'react';
import { amountToChinese } from '../../engine/format';
import { useEngineText } from '../../engine/i18n/context';
import type { FieldWidgetProps } from '../../engine/registry/types';
import type { InputNumberOptions } from './kind';
import { displayNumber, isPartialNumber, normalise, parseTyped, stepped } from './number-text';

function InputNumberEditImpl({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  readOnly,
  field,
  error,
}: FieldWidgetProps<number, InputNumberOptions>) {
  const t = useEngineText();
  const o = field.options;
  // What is being typed; null when not editing (then the value shows formatted).
  const [draft, setDraft] = useState<string | null>(null);
  const current = typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  const locked = disabled || readOnly;
  const atMax = current !== undefined && o.max !== undefined && current >= o.max;
  const atMin = current !== undefined && o.min !== undefined && current <= o.min;

  const step = (direction: 1 | -1) => {
    if (locked) return;
    setDraft(null);
    onChange(stepped(current, direction, o));
  };
  const type = (text: string) => {
    if (!isPartialNumber(text)) return;
    setDraft(text);
    onChange(parseTyped(text));
  };
  const leave = () => {
    setDraft(null);
    if (current !== undefined) {
      const fixed = normalise(current, o);
      if (fixed !== current) onChange(fixed);
    }
    onBlur();
  };
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      step(e.key === 'ArrowUp' ? 1 : -1);
    }
  };
  const stepButton = (direction: 1 | -1, symbol: string, limit: boolean) => (
    <button
      type="button"
      className="ef-icon-btn"
      tabIndex={-1}
      aria-label={direction === 1 ? t('increase') : t('decrease')}
      disabled={locked || limit}
      onClick={() => step(direction)}
    >
      {symbol}
    </button>
  );
  const controls = o.controls && !readOnly;
  const both = controls && o.controlsPosition === 'both';

  return (
    <>
      <div
        className="ef-box ef-number"
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        data-centered={both || undefined}
      >
        {o.addonBefore && <span className="ef-addon ef-addon-before">{o.addonBefore}</span>}
        {both && <span className="ef-stepper">{stepButton(-1, '−', atMin)}</span>}
        <input
          id={id}
          inputMode="decimal"
          role="spinbutton"
          aria-valuenow={current}
          aria-valuemin={o.min}
          aria-valuemax={o.max}
          aria-invalid={error ? true : undefined}
          value={draft ?? displayNumber(current, o)}
          placeholder={field.placeholder ?? t('inputPlaceholder')}
          disabled={disabled}
          readOnly={readOnly}
          onFocus={() => setDraft(current === undefined ? '' : String(current))}
          onChange={(e) => type(e.target.value)}
          onBlur={leave}
          onKeyDown={keys}
        />
        {both && <span className="ef-stepper">{stepButton(1, '+', atMax)}</span>}
        {controls && !both && (
          <span className="ef-stepper ef-stepper-stacked">
            {stepButton(1, '▴', atMax)}
            {stepButton(-1, '▾', atMin)}
          </span>
        )}
        {o.addonAfter && <span className="ef-addon ef-addon-after">{o.addonAfter}</span>}
      </div>
      {o.isAmountChinese && (
        <span className="ef-hint" data-testid="amount-chinese">
          {amountToChinese(current)}
        </span>
      )}
    </>
  );
}

/** Number input: typing, stepping, clamping and rounding on blur, thousands and Chinese capitals. */
export const InputNumberEdit = memo(InputNumberEditImpl);
