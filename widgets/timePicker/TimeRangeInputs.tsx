/** Two time boxes 'start 至 end'; the pair is stored in order once both are picked. */
import { labelId } from '../../engine/renderer/FieldShell';
import { useRangeDraft } from '../kit/range-draft';
import { useWidgetWords } from '../kit/words';
import { TimeInput } from './TimeInput';
import { normaliseTime, storedTime } from './time-text';
import type { TimeLimits } from './use-time-limits';

export interface TimeRangeInputsProps {
  id: string;
  value: unknown;
  onChange: (value: [string, string] | undefined) => void;
  withSeconds: boolean;
  limits: Pick<TimeLimits, 'min' | 'max'>;
  disabled: boolean;
  readOnly: boolean;
  invalid: boolean;
  onBlur?: () => void;
}

export function TimeRangeInputs({ id, value, onChange, withSeconds, limits, disabled, readOnly, invalid, onBlur }: TimeRangeInputsProps) {
  const w = useWidgetWords();
  const store = (pair: [string, string] | undefined) =>
    onChange(pair && [storedTime(pair[0], withSeconds), storedTime(pair[1], withSeconds)]);
  const [[start, end], set] = useRangeDraft<string>(value, store, normaliseTime, (a, b) => a.localeCompare(b));
  const within = (t: string | undefined) => (t !== undefined && t >= limits.min && t <= limits.max ? t : undefined);
  const common = { withSeconds, disabled, readOnly, invalid, onBlur };
  return (
    <div id={id} role="group" aria-labelledby={labelId(id)} className="ef-range">
      <TimeInput {...common} value={start} onValue={(t) => set(0, within(t))} label={w('startTime')} placeholder={w('startTime')} />
      <span className="ef-range-sep">{w('rangeSeparator')}</span>
      <TimeInput {...common} value={end} onValue={(t) => set(1, within(t))} label={w('endTime')} placeholder={w('endTime')} />
    </div>
  );
}
