/**
 * The call log of data interfaces (reference 5.4 base_data_interface_log): one row per run with its
 * time, duration, caller, address, device, the call that ran it and how it ended; listed a page at a
 * time, newest first.
 */
import type { DataInterfaceLogRow } from '../../api/data-interface';
import type { Queryable } from '../db/database';
import { newId } from '../db/ids';
import { likePattern } from '../db/like-pattern';
import { pageOf, type Page } from '../db/paging';

export interface RunRecord {
  interfaceId: string;
  time: Date;
  userId: string;
  ip: string;
  device: string;
  /** Preview, List, InfoByIds, GetFields. */
  type: string;
  durationMs: number;
  success: boolean;
  message: string;
}

export async function recordRun(db: Queryable, run: RunRecord): Promise<void> {
  await db.query(
    `insert into data_interface_log (id, invoke_id, invoke_time, user_id, invoke_ip, invoke_device, invoke_type, invoke_waste_time, success, message)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      newId(),
      run.interfaceId,
      run.time,
      run.userId,
      run.ip.slice(0, 100),
      run.device.slice(0, 300),
      run.type,
      Math.max(0, Math.round(run.durationMs)),
      run.success ? 1 : 0,
      run.message.slice(0, 1000),
    ],
  );
}

export interface LogQuery {
  currentPage: number;
  pageSize: number;
  /** Part of the caller's name or account, or of the address. */
  keyword?: string;
}

export function runLog(db: Queryable, interfaceId: string, query: LogQuery): Promise<Page<DataInterfaceLogRow>> {
  const params: unknown[] = [interfaceId];
  const keyword = likePattern(query.keyword);
  let where = 'l.invoke_id = $1';
  if (keyword) {
    params.push(keyword);
    where += ` and (u.real_name ilike $2 or u.account ilike $2 or l.invoke_ip ilike $2)`;
  }
  return pageOf<DataInterfaceLogRow>(
    db,
    {
      select: `select l.id, extract(epoch from l.invoke_time)::float8 * 1000 as "invokTime", l.user_id as "userId",
                      case when u.id is null then '' else u.real_name || '/' || u.account end as "userName",
                      l.invoke_ip as "invokIp", l.invoke_device as "invokDevice", l.invoke_type as "invokType",
                      l.invoke_waste_time as "invokWasteTime", l.success::int as success, l.message`,
      from: `from data_interface_log l left join users u on u.id = l.user_id where ${where}`,
      params,
      orderBy: 'order by l.invoke_time desc, l.id desc',
    },
    { currentPage: query.currentPage, pageSize: query.pageSize },
  );
}

export const logRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    invokTime: { type: 'number' },
    userId: { type: ['string', 'null'] },
    userName: { type: 'string' },
    invokIp: { type: ['string', 'null'] },
    invokDevice: { type: ['string', 'null'] },
    invokType: { type: 'string' },
    invokWasteTime: { type: 'integer' },
    success: { type: 'integer' },
    message: { type: ['string', 'null'] },
  },
} as const;
