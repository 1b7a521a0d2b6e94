/**
 * The calendar's events from the list's occurrences: coloured by urgency (1 normal, 2 important,
 * 3 urgent), movable only by their creator, each carrying its occurrence.
 */
import type { EventInput } from '@fullcalendar/core';
import type { ScheduleItem, ScheduleUrgency } from '../../api/schedule';

/** 普通 blue, 重要 orange, 紧急 red. */
export const urgencyColours: Record<ScheduleUrgency, string> = { 1: '#1890ff', 2: '#fa8c16', 3: '#f5222d' };

export function calendarEvents(items: readonly ScheduleItem[], userId: string | undefined, canEdit: boolean): EventInput[] {
  return items.map((item) => {
    const colour = urgencyColours[item.urgent] ?? urgencyColours[1];
    return {
      id: item.id,
      title: item.title,
      start: item.startDay,
      end: item.endDay,
      allDay: item.allDay === 1,
      backgroundColor: colour,
      borderColor: colour,
      editable: canEdit && item.creatorUserId === userId,
      classNames: [`schedule-urgent-${item.urgent}`],
      extendedProps: { item },
    };
  });
}
