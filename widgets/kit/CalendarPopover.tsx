/**
 * The calendar a date field opens from its calendar button: Chakra's DatePicker (days, months or
 * years by the field's type; month and weekday names in the form's language), anchored to the
 * field's box by id. It is mounted only while open, so a form of many date fields pays nothing for
 * it. A datetime field also edits the time of day here (typed as HH:mm:ss).
 */
import { useState } from 'react';
import { Button, DatePicker, Portal } from '@chakra-ui/react';
import { useEngineLanguage } from '../../engine/i18n/context';
import { normaliseTime, timeOfDay } from '../timePicker/time-text';
import { CALENDAR_LOCALES, LOCAL_TIME_ZONE, calendarDateOf, msOfCalendarDate } from './calendar-dates';
import { useWidgetWords } from './words';

export type CalendarBase = 'date' | 'datetime' | 'month' | 'year';

export interface CalendarPopoverProps {
  /** id of the element the calendar hangs below (the field's box). */
  anchorId: string;
  /** id of the button that opens it (a click on it is not a click outside). */
  triggerId: string;
  onClose: () => void;
  base: CalendarBase;
  value: number | undefined;
  min?: number;
  max?: number;
  onPick: (ms: number) => void;
}

const VIEW = { date: 'day', datetime: 'day', month: 'month', year: 'year' } as const;

export function CalendarPopover({ anchorId, triggerId, onClose, base, value, min, max, onPick }: CalendarPopoverProps) {
  const language = useEngineLanguage();
  const w = useWidgetWords();
  const view = VIEW[base];
  const withTime = base === 'datetime';
  const [time, setTime] = useState(() => (value === undefined ? '00:00:00' : timeOfDay(value)));
  const atTime = (ms: number, text: string) => {
    const t = normaliseTime(text);
    if (!t) return ms;
    const [h, m, s] = t.split(':').map(Number);
    const d = new Date(ms);
    return new Date(d.getFullYear(), d.getMonth(), d.getDate(), h, m, s).getTime();
  };
  return (
    <DatePicker.Root
      open
      onOpenChange={(e) => !e.open && onClose()}
      ids={{ control: anchorId, trigger: triggerId }}
      locale={CALENDAR_LOCALES[language]}
      timeZone={LOCAL_TIME_ZONE}
      value={value === undefined ? [] : [calendarDateOf(value)]}
      onValueChange={(e) => {
        const picked = e.value[0];
        if (picked) onPick(withTime ? atTime(msOfCalendarDate(picked), time) : msOfCalendarDate(picked));
      }}
      min={min === undefined ? undefined : calendarDateOf(min)}
      max={max === undefined ? undefined : calendarDateOf(max)}
      defaultView={view}
      minView={view}
      closeOnSelect={!withTime}
      positioning={{ placement: 'bottom-start' }}
      translations={{ prevTrigger: () => w('previous'), nextTrigger: () => w('next'), content: w('calendar') }}
      display="contents"
      size="sm"
    >
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
            {withTime && (
              <TimeRow
                label={w('timeOfDay')}
                done={w('confirm')}
                time={time}
                onTime={(text) => {
                  setTime(text);
                  if (value !== undefined && normaliseTime(text)) onPick(atTime(value, text));
                }}
                onDone={onClose}
              />
            )}
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

function TimeRow({
  label,
  done,
  time,
  onTime,
  onDone,
}: {
  label: string;
  done: string;
  time: string;
  onTime: (t: string) => void;
  onDone: () => void;
}) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
      <input
        aria-label={label}
        value={time}
        placeholder="HH:mm:ss"
        inputMode="numeric"
        onChange={(e) => onTime(e.target.value)}
        style={{
          flex: 1,
          minWidth: 0,
          border: '1px solid var(--chakra-colors-border)',
          borderRadius: '4px',
          padding: '0.25rem 0.5rem',
          font: 'inherit',
        }}
      />
      <Button size="xs" colorPalette="blue" onClick={onDone}>
        {done}
      </Button>
    </div>
  );
}
