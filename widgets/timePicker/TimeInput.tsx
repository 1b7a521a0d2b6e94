/**
 * One time of day as text, always 24-hour HH:mm:ss (or HH:mm without seconds), never the browser's
 * locale time input (8:05:00 AM). A time is taken as soon as the text is one; other text stays as
 * typed and is explained under the box when it is left.
 */
import { useState } from 'react';
import { useWidgetWords } from '../kit/words';
import { normaliseTime } from './time-text';

export interface TimeInputProps {
  id?: string;
  value: string | undefined;
  onValue: (time: string | undefined) => void;
  withSeconds: boolean;
  disabled: boolean;
  readOnly: boolean;
  invalid: boolean;
  placeholder?: string;
  label?: string;
  labelledBy?: string;
  onBlur?: () => void;
}

export function TimeInput({
  id,
  value,
  onValue,
  withSeconds,
  disabled,
  readOnly,
  invalid,
  placeholder,
  label,
  labelledBy,
  onBlur,
}: TimeInputProps) {
  const w = useWidgetWords();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState(false);
  const format = withSeconds ? 'HH:mm:ss' : 'HH:mm';
  const cut = (t: string | undefined) => (t && !withSeconds ? t.slice(0, 5) : t);
  const text = draft ?? cut(value) ?? '';
  return (
    <div className="ef-time">
      <div className="ef-box" data-invalid={invalid || problem ? '' : undefined} data-disabled={disabled ? '' : undefined}>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={disabled}
          readOnly={readOnly}
          placeholder={placeholder ?? format}
          title={format}
          aria-label={label}
          aria-labelledby={labelledBy}
          aria-invalid={invalid || problem || undefined}
          onChange={(e) => {
            const next = e.target.value;
            setDraft(next);
            setProblem(false);
            if (next.trim() === '') onValue(undefined);
            else {
              const time = normaliseTime(next);
              if (time) onValue(time);
            }
          }}
          onBlur={() => {
            if (draft !== null && draft.trim() !== '' && !normaliseTime(draft)) setProblem(true);
            else setDraft(null);
            onBlur?.();
          }}
        />
      </div>
      {problem && (
        <div className="ef-problem" role="alert">
          {w('timeFormatHint', { format })}
        </div>
      )}
    </div>
  );
}
