/**
 * One date as text in the field's display format (yyyy-MM-dd, yyyy-MM-dd HH:mm:ss, yyyy-MM, yyyy…,
 * never the browser's locale format) with a calendar button. Typing a complete date in the format
 * picks it; text that is not such a date is kept as typed and, on leaving the box, handed to
 * `onInvalidText` (the single picker stores it so validation names the problem) or, without that,
 * explained under the box.
 */
import { useId, useRef, useState } from 'react';
import { formatDate } from '../../engine/format/date-format';
import { CalendarPopover } from '../kit/CalendarPopover';
import { useWidgetWords } from '../kit/words';
import { formatHint, parseInFormat } from './date-parse';
import type { DateBase } from './date-types';

export interface DateFieldProps {
  id?: string;
  base: DateBase;
  /** Display format in engine/format tokens (YYYY-MM-DD HH:mm:ss). */
  format: string;
  value: number | undefined;
  /** Stored text that is not a date (typed earlier): shown as it is, so nothing is lost. */
  rawText?: string;
  onValue: (ms: number | undefined) => void;
  onInvalidText?: (text: string) => void;
  min?: number;
  max?: number;
  disabled: boolean;
  readOnly: boolean;
  invalid: boolean;
  placeholder?: string;
  label?: string;
  labelledBy?: string;
  onBlur?: () => void;
}

export function DateField({
  id,
  base,
  format,
  value,
  rawText,
  onValue,
  onInvalidText,
  min,
  max,
  disabled,
  readOnly,
  invalid,
  placeholder,
  label,
  labelledBy,
  onBlur,
}: DateFieldProps) {
  const w = useWidgetWords();
  const ownId = useId();
  const baseId = id ?? `ef-date${ownId.replace(/[^a-zA-Z0-9]/g, '')}`;
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState(false);
  const [open, setOpen] = useState(false);
  const text = draft ?? rawText ?? (value === undefined ? '' : formatDate(value, format));
  const locked = disabled || readOnly;

  const type = (next: string) => {
    setDraft(next);
    setProblem(false);
    if (next.trim() === '') onValue(undefined);
    else {
      const ms = parseInFormat(next, format);
      if (ms !== undefined) onValue(ms);
    }
  };
  const leave = () => {
    if (draft !== null && draft.trim() !== '' && parseInFormat(draft, format) === undefined) {
      if (onInvalidText) {
        onInvalidText(draft);
        setDraft(null);
      } else setProblem(true);
    } else setDraft(null);
    onBlur?.();
  };

  return (
    <div className="ef-date">
      <div
        id={`${baseId}__box`}
        className="ef-box"
        data-invalid={invalid || problem ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        <input
          ref={input}
          id={id}
          type="text"
          inputMode={base === 'year' ? 'numeric' : undefined}
          autoComplete="off"
          value={text}
          disabled={disabled}
          readOnly={readOnly}
          placeholder={placeholder ?? formatHint(format)}
          title={formatHint(format)}
          aria-label={label}
          aria-labelledby={labelledBy}
          aria-invalid={invalid || problem || undefined}
          onChange={(e) => type(e.target.value)}
          onBlur={leave}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && e.altKey && !locked) setOpen(true);
          }}
        />
        {!locked && (
          <span className="ef-adorn">
            <button
              type="button"
              id={`${baseId}__calendar`}
              className="ef-icon-btn"
              aria-label={label ? `${w('openCalendar')} ${label}` : w('openCalendar')}
              aria-expanded={open}
              onClick={() => setOpen((o) => !o)}
            >
              ▦
            </button>
          </span>
        )}
      </div>
      {problem && draft !== null && (
        <div className="ef-problem" role="alert">
          {w('dateFormatHint', { format: formatHint(format) })}
        </div>
      )}
      {open && !locked && (
        <CalendarPopover
          anchorId={`${baseId}__box`}
          triggerId={`${baseId}__calendar`}
          onClose={() => setOpen(false)}
          base={base}
          value={value}
          min={min}
          max={max}
          onPick={(ms) => {
            setDraft(null);
            setProblem(false);
            onValue(ms);
            if (base !== 'datetime') input.current?.focus();
          }}
        />
      )}
    </div>
  );
}
