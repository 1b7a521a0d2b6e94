/**
 * The data sources of 消息记录 (schemas/pages/message-centre.ts): the records' page over the monitor
 * calls, each row with its read state as text ("1/3": read of received; e-mail has none), and a
 * record's receivers for its detail dialog.
 */
import type { MessageChannel } from '../../../api/message-centre';
import type { MonitorApi, MonitorRecord } from '../../../api/message-monitor-client';
import type { MessageType } from '../../../api/messages';
import type { DataSource } from '../../../engine/data-source';
import type { PageDataSource, PageQuery, PageRow } from '../../../engine/page';
import { monitorCalls } from '../../../schemas/pages/message-centre';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : undefined);
const oneOf = <T extends number>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.find((item) => item === Number(value) && value !== '' && value !== null && value !== undefined);

/** What 已读情况 shows: read of received for in-platform messages, a dash for e-mail. */
export const readState = (record: Pick<MonitorRecord, 'readCount' | 'receiverCount'>): string =>
  record.readCount === null ? '—' : `${record.readCount}/${record.receiverCount}`;

const paging = (query: PageQuery) => ({ currentPage: query.currentPage ?? 1, pageSize: query.pageSize ?? 20 });

export function createMonitorSource(api: MonitorApi, form: DataSource): PageDataSource {
  return {
    form,
    list: async (call, query) => {
      if (call !== monitorCalls.list) throw new Error(`消息记录: no list ${call}`);
      const page = await api.list({
        keyword: text(query.keyword),
        messageType: oneOf<MessageType>(query.messageType, [1, 2, 3, 4, 7, 8]),
        channel: oneOf<MessageChannel>(query.channel, [1, 2]),
        startTime: whole(query.startTime),
        endTime: whole(query.endTime),
        ...paging(query),
      });
      return {
        list: page.list.map((record) => ({ ...record, readState: readState(record) })) as unknown as PageRow[],
        total: page.pagination.total,
      };
    },
    call: async (call, { id }) => {
      if (call !== monitorCalls.remove || !id) throw new Error(`消息记录: no call ${call}`);
      return { msg: await api.remove(id) };
    },
  };
}

/** The receivers of one record (its detail dialog's page). */
export function createReceiversSource(api: MonitorApi, recordId: string, form: DataSource): PageDataSource {
  return {
    form,
    list: async (call, query) => {
      if (call !== monitorCalls.receivers) throw new Error(`消息记录: no list ${call}`);
      const page = await api.receivers(recordId, {
        keyword: text(query.keyword),
        isRead: oneOf<0 | 1>(query.isRead, [0, 1]),
        ...paging(query),
      });
      return { list: page.list as unknown as PageRow[], total: page.pagination.total };
    },
    call: () => Promise.reject(new Error('接收人只读')),
  };
}
