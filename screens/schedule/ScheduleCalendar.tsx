/**
 * The calendar (FullCalendar 6: month, week and day views): selecting a range creates, clicking an
 * event opens it, dragging or resizing one moves it. The events come coloured from calendar-events.ts;
 * the browser's time zone is the platform's (Asia/Shanghai) for the people this serves.
 */
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';
import zhTwLocale from '@fullcalendar/core/locales/zh-tw';
import type { EventDropArg, EventInput } from '@fullcalendar/core';
import type { ScheduleItem } from '../../api/schedule';
import type { ChosenRange } from './schedule-values';

export interface ScheduleCalendarProps {
  events: EventInput[];
  /** The interface language: zh, zhtw or en. */
  language: string;
  words: { today: string; month: string; week: string; day: string; allDay: string };
  /** Selecting a range creates (only with btn_add). */
  selectable: boolean;
  onRange(from: number, to: number): void;
  onSelect(range: ChosenRange): void;
  onOpen(item: ScheduleItem): void;
  /** An event dragged or resized: its new range, and how to put it back. */
  onMove(item: ScheduleItem, range: ChosenRange, revert: () => void): void;
}

const DAY = 86_400_000;

function movedRange(arg: EventDropArg | EventResizeDoneArg): ChosenRange {
  const item = arg.event.extendedProps.item as ScheduleItem;
  const start = arg.event.start!.getTime();
  const allDay = arg.event.allDay;
  const end = arg.event.end?.getTime() ?? start + (allDay ? DAY : item.endDay - item.startDay);
  return { start, end, allDay };
}

export function ScheduleCalendar({ events, language, words, selectable, onRange, onSelect, onOpen, onMove }: ScheduleCalendarProps) {
  const move = (arg: EventDropArg | EventResizeDoneArg) =>
    onMove(arg.event.extendedProps.item as ScheduleItem, movedRange(arg), arg.revert);
  return (
    <FullCalendar
      plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
      initialView="dayGridMonth"
      locales={[zhCnLocale, zhTwLocale]}
      locale={language === 'en' ? 'en' : language === 'zhtw' ? 'zh-tw' : 'zh-cn'}
      headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' }}
      buttonText={{ today: words.today, month: words.month, week: words.week, day: words.day }}
      allDayText={words.allDay}
      height="auto"
      dayMaxEvents
      nowIndicator
      events={events}
      selectable={selectable}
      selectMirror
      eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
      slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
      datesSet={(arg) => onRange(arg.start.getTime(), arg.end.getTime())}
      select={(arg) => {
        arg.view.calendar.unselect();
        onSelect({ start: arg.start.getTime(), end: arg.end.getTime(), allDay: arg.allDay });
      }}
      eventClick={(arg) => {
        arg.jsEvent.preventDefault();
        onOpen(arg.event.extendedProps.item as ScheduleItem);
      }}
      eventDrop={move}
      eventResize={move}
    />
  );
}
