/** One native time input; values are full 'HH:mm:ss' text. */
import { normaliseTime } from './time-text';

export interface TimeInputProps {
  id?: string;
  value: string | undefined;
  onValue: (time: string | undefined) => void;
  withSeconds: boolean;
  min?: string;
  max?: string;
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
  min,
  max,
  disabled,
  readOnly,
  invalid,
  placeholder,
  label,
  labelledBy,
  onBlur,
}: TimeInputProps) {
  const cut = (t: string | undefined) => (t && !withSeconds ? t.slice(0, 5) : t);
  return (
    <div className="ef-box" data-invalid={invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
      <input
        id={id}
        type="time"
        step={withSeconds ? 1 : 60}
        value={cut(value) ?? ''}
        min={cut(min)}
        max={cut(max)}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder}
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => onValue(e.target.value === '' ? undefined : normaliseTime(e.target.value))}
        onBlur={onBlur}
      />
    </div>
  );
}
