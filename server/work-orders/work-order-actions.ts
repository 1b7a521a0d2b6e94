/**
 * The steps of the flow (./work-order-flow.ts says who may take them from which status): each changes
 * the row, writes who did what, and answers the notices it sends (./work-order-notices.ts). They run in
 * the caller's transaction, on the row read `for update`, so two steps on one work order queue.
 */
import type { CheckInput, DispatchInput, WorkOrderStatus } from '../../api/workorder';
import { workOrderTexts } from '../../api/workorder';
import { queryOne, type Queryable } from '../db/database';
import { newId } from '../db/ids';
import { badRequest } from '../http/api-error';
import { unitMembers, type WorkOrderNotice } from './work-order-notices';
import type { WorkOrderRow } from './work-order-rows';
import { addHistory } from './work-order-store';

export interface StepContext {
  tx: Queryable;
  row: WorkOrderRow;
  userId: string;
  userName: string;
  now: Date;
}

const orderOf = (row: WorkOrderRow) => ({ id: row.id, number: row.number });

/** The handler: the user named, else every member of the unit. */
export async function handlerRecipients(db: Queryable, row: Pick<WorkOrderRow, 'handle_user_id' | 'handle_org_id'>): Promise<string[]> {
  if (row.handle_user_id) return [row.handle_user_id];
  return row.handle_org_id ? unitMembers(db, [row.handle_org_id]) : [];
}

/** Who dispatched it, else who made it. */
const dispatcherOf = (row: WorkOrderRow): string[] => [row.dispatcher_user_id ?? row.creator_user_id ?? ''].filter(Boolean);

async function moveTo(c: StepContext, status: WorkOrderStatus, action: string, note: string, extraSql = '', extraParams: unknown[] = []) {
  await c.tx.query(`update work_order set status = $2, last_modify_user_id = $3, last_modify_time = $4${extraSql} where id = $1`, [
    c.row.id,
    status,
    c.userId,
    c.now,
    ...extraParams,
  ]);
  await addHistory(c.tx, c.row.id, { action, fromStatus: c.row.status, toStatus: status, note, userId: c.userId }, c.now);
}

export async function dispatch(c: StepContext, input: DispatchInput): Promise<WorkOrderNotice[]> {
  const org = await queryOne<{ full_name: string }>(c.tx, `select full_name from organize where id = $1`, [input.handleOrgId]);
  if (!org) throw badRequest(workOrderTexts.unknownOrganize);
  let handlerName = '';
  if (input.handleUserId) {
    const user = await queryOne<{ real_name: string }>(c.tx, `select real_name from users where id = $1 and delete_mark is null`, [
      input.handleUserId,
    ]);
    if (!user) throw badRequest(workOrderTexts.unknownUser);
    if (!(await unitMembers(c.tx, [input.handleOrgId])).includes(input.handleUserId)) throw badRequest(workOrderTexts.userNotInOrganize);
    handlerName = user.real_name;
  }
  const to = `派往 ${org.full_name}${handlerName ? ` / ${handlerName}` : ''}`;
  await moveTo(
    c,
    'dispatched',
    'dispatch',
    input.note ? `${to}：${input.note}` : to,
    ', handle_org_id = $5, handle_user_id = $6, dispatcher_user_id = $3, dispatch_time = $4',
    [input.handleOrgId, input.handleUserId || null],
  );
  const handlers = await handlerRecipients(c.tx, { handle_user_id: input.handleUserId || null, handle_org_id: input.handleOrgId });
  return [
    { method: 'Checknewinb', messageType: 8, title: `新工单待签收：${c.row.number}`, to: handlers, order: orderOf(c.row), tab: 'tjyp' },
  ];
}

export async function accept(c: StepContext): Promise<WorkOrderNotice[]> {
  // A unit's work order taken by one member is theirs from now on.
  await moveTo(c, 'processing', 'accept', '', ', handle_user_id = $3');
  return [
    {
      method: 'processing',
      messageType: 7,
      title: `工单 ${c.row.number} 已由${c.userName}签收，处理中`,
      to: dispatcherOf(c.row),
      order: orderOf(c.row),
    },
  ];
}

export async function returnOrder(c: StepContext, reason: string): Promise<WorkOrderNotice[]> {
  await moveTo(c, 'returned', 'return', reason);
  return [
    {
      method: 'Checknewinbhf',
      messageType: 7,
      title: `工单 ${c.row.number} 被退回：${reason}`,
      to: dispatcherOf(c.row),
      order: orderOf(c.row),
      tab: 'tjyp',
    },
  ];
}

export async function submit(c: StepContext, result: string): Promise<WorkOrderNotice[]> {
  await moveTo(c, 'checking', 'submit', result, ', result = $5', [result]);
  return [
    {
      method: 'TJBJnewinb',
      messageType: 7,
      title: `工单 ${c.row.number} 已提交办结，待审核`,
      to: dispatcherOf(c.row),
      order: orderOf(c.row),
      tab: 'tjyp',
    },
  ];
}

export async function check(c: StepContext, input: CheckInput): Promise<WorkOrderNotice[]> {
  const handlers = await handlerRecipients(c.tx, c.row);
  const opinion = input.opinion ?? '';
  if (input.pass === 1) {
    await moveTo(c, 'closed', 'close', opinion, ', close_time = $4, satisfaction = $5', [input.satisfaction ?? null]);
    return [
      {
        method: 'Checknewinbhf',
        messageType: 7,
        title: `工单 ${c.row.number} 审核通过，已办结`,
        to: handlers,
        order: orderOf(c.row),
        tab: 'detail',
      },
    ];
  }
  await moveTo(c, 'processing', 'sendBack', opinion);
  const why = opinion ? `：${opinion}` : '';
  return [
    {
      method: 'Checknewinbhf',
      messageType: 7,
      title: `工单 ${c.row.number} 审核未通过${why}`,
      to: handlers,
      order: orderOf(c.row),
      tab: 'tjyp',
    },
  ];
}

export async function collaborate(c: StepContext, organizeIds: readonly string[], note: string): Promise<WorkOrderNotice[]> {
  const orgs = await c.tx.query<{ id: string; full_name: string }>(`select id, full_name from organize where id = any($1::text[])`, [
    organizeIds,
  ]);
  if (orgs.length !== organizeIds.length) throw badRequest(workOrderTexts.unknownOrganize);
  for (const org of orgs) {
    // Asking a unit again asks it anew: its earlier answer is kept in the history.
    await c.tx.query(
      `insert into work_order_collaboration (id, work_order_id, organize_id, note, creator_user_id, creator_time)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (work_order_id, organize_id)
       do update set note = excluded.note, reply = '', reply_user_id = null, reply_time = null, creator_user_id = excluded.creator_user_id,
                     creator_time = excluded.creator_time`,
      [newId(), c.row.id, org.id, note, c.userId, c.now],
    );
  }
  const names = orgs.map((org) => org.full_name).join('、');
  await addHistory(c.tx, c.row.id, { action: 'collaborate', note: note ? `${names}：${note}` : names, userId: c.userId }, c.now);
  return [
    {
      method: 'XTnewinb',
      messageType: 7,
      title: `协同工单：${c.row.number}${note ? `，${note}` : ''}`,
      to: await unitMembers(c.tx, organizeIds),
      order: orderOf(c.row),
      tab: 'xtyp',
      tabTitle: `协同工单：${c.row.number}`,
    },
  ];
}

export async function reply(
  c: StepContext,
  collaborationId: string,
  organizeIds: readonly string[],
  text: string,
): Promise<WorkOrderNotice[]> {
  const collaboration = await queryOne<{ organize_id: string; reply_time: Date | null; creator_user_id: string | null; full_name: string }>(
    c.tx,
    `select c.organize_id, c.reply_time, c.creator_user_id, o.full_name
       from work_order_collaboration c join organize o on o.id = c.organize_id
      where c.id = $1 and c.work_order_id = $2`,
    [collaborationId, c.row.id],
  );
  if (!collaboration) throw badRequest(workOrderTexts.notCollaborator);
  if (!organizeIds.includes(collaboration.organize_id)) throw badRequest(workOrderTexts.notCollaborator);
  if (collaboration.reply_time) throw badRequest(workOrderTexts.alreadyReplied);
  await c.tx.query(`update work_order_collaboration set reply = $2, reply_user_id = $3, reply_time = $4 where id = $1`, [
    collaborationId,
    text,
    c.userId,
    c.now,
  ]);
  await addHistory(c.tx, c.row.id, { action: 'reply', note: `${collaboration.full_name}：${text}`, userId: c.userId }, c.now);
  return [
    {
      method: 'Checknewinbhf',
      messageType: 7,
      title: `${collaboration.full_name} 回复了协同工单 ${c.row.number}`,
      to: [collaboration.creator_user_id ?? ''].filter(Boolean),
      order: orderOf(c.row),
      tab: 'xtyp',
    },
  ];
}

export async function note(c: StepContext, content: string, mentionUserIds: readonly string[]): Promise<WorkOrderNotice[]> {
  await addHistory(c.tx, c.row.id, { action: 'note', note: content, userId: c.userId }, c.now);
  if (!mentionUserIds.length) return [];
  const known = await c.tx.query<{ id: string }>(`select id from users where id = any($1::text[]) and delete_mark is null`, [
    mentionUserIds,
  ]);
  return [
    {
      method: 'XTnewinbAt',
      messageType: 7,
      title: `${c.userName} 在工单 ${c.row.number} 中提到了您：${content.slice(0, 50)}`,
      to: known.map((user) => user.id),
      order: orderOf(c.row),
      tab: 'zjtab',
    },
  ];
}

export async function urge(c: StepContext, text: string): Promise<WorkOrderNotice[]> {
  await addHistory(c.tx, c.row.id, { action: 'urge', note: text, userId: c.userId }, c.now);
  return [
    {
      method: 'incomingwarn',
      messageType: 7,
      title: `催办：工单 ${c.row.number}${text ? `，${text}` : ''}`,
      to: await handlerRecipients(c.tx, c.row),
      order: orderOf(c.row),
      tab: 'tjyp',
    },
  ];
}

/**
 * A caller with open work orders rings again: each one's handler is warned (the customer is chasing
 * it), and the history says so. The new call has its own work order.
 */
export async function repeatCallWarnings(
  tx: Queryable,
  ani: string,
  exceptId: string,
  userId: string,
  now: Date,
): Promise<WorkOrderNotice[]> {
  if (!ani) return [];
  const open = await tx.query<WorkOrderRow>(
    `select id, number, handle_user_id, handle_org_id from work_order
      where ani = $1 and status in ('dispatched', 'processing') and id <> $2`,
    [ani, exceptId],
  );
  const notices: WorkOrderNotice[] = [];
  for (const row of open) {
    await addHistory(tx, row.id, { action: 'repeatCall', note: `用户 ${ani} 再次来电`, userId }, now);
    notices.push({
      method: 'incomingwarn',
      messageType: 7,
      title: `来电催办：用户 ${ani} 再次来电，工单 ${row.number}`,
      to: await handlerRecipients(tx, row),
      order: orderOf(row),
      tab: 'tjyp',
    });
  }
  return notices;
}
