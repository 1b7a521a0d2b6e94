/** Reading work orders: the stored row, found by id or number, and the info the form shows. */
import type {
  WorkOrderCollaboration,
  WorkOrderHistoryItem,
  WorkOrderInfo,
  WorkOrderRecording,
  WorkOrderSource,
  WorkOrderStatus,
  WorkOrderUrgency,
  WorkOrderAction,
} from '../../api/workorder';
import type { MessageFile } from '../../api/messages';
import { queryOne, type Queryable } from '../db/database';

export interface WorkOrderRow {
  id: string;
  number: string;
  call_id: string | null;
  ani: string;
  dnis: string;
  source: WorkOrderSource;
  customer_id: string | null;
  customer_name: string;
  address: string;
  category: string;
  urgent: WorkOrderUrgency;
  content: string;
  files: MessageFile[];
  recordings: WorkOrderRecording[];
  remark: string;
  status: WorkOrderStatus;
  handle_org_id: string | null;
  handle_user_id: string | null;
  dispatcher_user_id: string | null;
  result: string;
  satisfaction: number | null;
  deadline: Date;
  close_time: Date | null;
  creator_user_id: string | null;
  creator_time: Date;
}

const rowColumns = `id, number, call_id, ani, dnis, source, customer_id, customer_name, address, category, urgent, content, files,
  recordings, remark, status, handle_org_id, handle_user_id, dispatcher_user_id, result, satisfaction, deadline, close_time,
  creator_user_id, creator_time`;

/** By id, or by number (notices name a work order by its number, `inbid`). */
export function findWorkOrder(db: Queryable, idOrNumber: string, forUpdate = false): Promise<WorkOrderRow | undefined> {
  return queryOne<WorkOrderRow>(
    db,
    `select ${rowColumns} from work_order where id = $1 or number = $1 limit 1${forUpdate ? ' for update' : ''}`,
    [idOrNumber],
  );
}

export function findByCall(db: Queryable, callId: string): Promise<WorkOrderRow | undefined> {
  return queryOne<WorkOrderRow>(db, `select ${rowColumns} from work_order where call_id = $1`, [callId]);
}

/** The units asked to help that have not answered. */
export async function openCollaborationOrgIds(db: Queryable, workOrderId: string): Promise<string[]> {
  const rows = await db.query<{ organize_id: string }>(
    `select organize_id from work_order_collaboration where work_order_id = $1 and reply_time is null`,
    [workOrderId],
  );
  return rows.map((row) => row.organize_id);
}

const userName = (alias: string) => `coalesce(${alias}.real_name || '/' || ${alias}.account, '')`;

export async function infoOf(db: Queryable, row: WorkOrderRow, actions: WorkOrderAction[], now: Date): Promise<WorkOrderInfo> {
  const [names, history, collaborations] = await Promise.all([
    queryOne<{ org: string; handler: string; creator: string }>(
      db,
      `select coalesce((select full_name from organize where id = $1), '') as org,
              coalesce((select ${userName('u')} from users u where u.id = $2), '') as handler,
              coalesce((select ${userName('u')} from users u where u.id = $3), '') as creator`,
      [row.handle_org_id, row.handle_user_id, row.creator_user_id],
    ),
    db.query<{
      id: string;
      action: string;
      from_status: WorkOrderStatus | null;
      to_status: WorkOrderStatus | null;
      note: string;
      user_name: string;
      creator_time: Date;
    }>(
      `select h.id, h.action, h.from_status, h.to_status, h.note, ${userName('u')} as user_name, h.creator_time
         from work_order_history h left join users u on u.id = h.user_id
        where h.work_order_id = $1 order by h.creator_time, h.id`,
      [row.id],
    ),
    db.query<{
      id: string;
      organize_id: string;
      organize_name: string;
      note: string;
      reply: string;
      reply_user_name: string;
      reply_time: Date | null;
      creator_time: Date;
    }>(
      `select c.id, c.organize_id, o.full_name as organize_name, c.note, c.reply, ${userName('u')} as reply_user_name, c.reply_time, c.creator_time
         from work_order_collaboration c join organize o on o.id = c.organize_id left join users u on u.id = c.reply_user_id
        where c.work_order_id = $1 order by c.creator_time, c.id`,
      [row.id],
    ),
  ]);
  return {
    id: row.id,
    inbid: row.number,
    callId: row.call_id ?? '',
    ani: row.ani,
    dnis: row.dnis,
    source: row.source,
    customerId: row.customer_id ?? '',
    customerName: row.customer_name,
    address: row.address,
    category: row.category,
    urgent: row.urgent,
    content: row.content,
    files: row.files,
    remark: row.remark,
    status: row.status,
    handleOrgId: row.handle_org_id ?? '',
    handleOrgName: names?.org ?? '',
    handleUserId: row.handle_user_id ?? '',
    handleUserName: names?.handler ?? '',
    result: row.result,
    satisfaction: row.satisfaction,
    deadline: row.deadline.getTime(),
    overdue: row.status === 'closed' ? (row.close_time?.getTime() ?? 0) > row.deadline.getTime() : row.deadline.getTime() < now.getTime(),
    creatorUserName: names?.creator ?? '',
    creatorTime: row.creator_time.getTime(),
    closeTime: row.close_time?.getTime() ?? null,
    recordings: row.recordings,
    history: history.map<WorkOrderHistoryItem>((h) => ({
      id: h.id,
      action: h.action,
      fromStatus: h.from_status,
      toStatus: h.to_status,
      note: h.note,
      userName: h.user_name,
      creatorTime: h.creator_time.getTime(),
    })),
    collaborations: collaborations.map<WorkOrderCollaboration>((c) => ({
      id: c.id,
      organizeId: c.organize_id,
      organizeName: c.organize_name,
      note: c.note,
      reply: c.reply,
      replyUserName: c.reply_user_name,
      replyTime: c.reply_time?.getTime() ?? null,
      creatorTime: c.creator_time.getTime(),
    })),
    actions,
  };
}
