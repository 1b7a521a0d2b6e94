/**
 * The message list's logic, shared by the drawer and /messageRecord (spec 000 sections 2.7 and 9):
 * filters to query, pages merged without duplicates, and when to load the next page.
 */
import type { MessageListItem, MessageQuery, MessageType } from '../../api/messages';

export const MESSAGE_PAGE_SIZE = 20;
/** The drawer loads the next page when the list is scrolled this close to its bottom. */
export const MESSAGE_LOAD_DISTANCE = 200;

/** The type filter's choices, in the spec's order: all, system, process, notice, schedule. */
export const messageTypeChoices: readonly { value: MessageType | ''; labelKey: string }[] = [
  { value: '', labelKey: 'type.all' },
  { value: 3, labelKey: 'type.3' },
  { value: 2, labelKey: 'type.2' },
  { value: 1, labelKey: 'type.1' },
  { value: 4, labelKey: 'type.4' },
];

export interface MessageFilterState {
  keyword: string;
  type: MessageType | '';
  unreadOnly: boolean;
}

export const defaultMessageFilters: MessageFilterState = { keyword: '', type: '', unreadOnly: true };

export function toMessageQuery({ keyword, type, unreadOnly }: MessageFilterState): MessageQuery {
  const query: MessageQuery = {};
  if (keyword.trim()) query.keyword = keyword.trim();
  if (type !== '') query.type = type;
  if (unreadOnly) query.isRead = 0;
  return query;
}

/** The loaded rows followed by a new page's rows, leaving out any already shown (rows shift when new messages arrive). */
export function appendPage(loaded: readonly MessageListItem[], page: readonly MessageListItem[]): MessageListItem[] {
  const seen = new Set(loaded.map((item) => item.id));
  return [...loaded, ...page.filter((item) => !seen.has(item.id))];
}

export function hasMorePages(loadedPages: number, pageSize: number, total: number): boolean {
  return loadedPages * pageSize < total;
}

export function nearBottom(
  element: { scrollTop: number; clientHeight: number; scrollHeight: number },
  distance = MESSAGE_LOAD_DISTANCE,
): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= distance;
}

/** The rows with those read since they loaded shown as read. */
export function markRowsRead(items: readonly MessageListItem[], readIds: readonly string[]): MessageListItem[] {
  if (readIds.length === 0) return [...items];
  const read = new Set(readIds);
  return items.map((item) => (read.has(item.id) && item.isRead !== '1' ? { ...item, isRead: '1' } : item));
}
