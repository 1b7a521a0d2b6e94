/**
 * Making and changing work orders. The screen-pop makes one per call id whatever races: the insert
 * skips a call id already stored (`on conflict … do nothing`, the unique index of migration 0028), and
 * the loser's transaction rolls back, so its bill number is not used either.
 */
import {
  workOrderBillRule,
  workOrderCategoryDictionary,
  workOrderDeadlineHours,
  workOrderTexts,
  type WorkOrderInput,
  type WorkOrderSource,
  type WorkOrderStatus,
  type WorkOrderUrgency,
} from '../../api/workorder';
import type { ScreenPopCall } from '../../api/workorder-client';
import { nextBillNumberIn } from '../bill-rules/numbering';
import { queryOne, type Database, type Queryable } from '../db/database';
import { newId } from '../db/ids';
import { badRequest } from '../http/api-error';
import { heatCustomerDefinition } from '../seed/visual-dev-definitions';
import { findByCall, findWorkOrder, type WorkOrderRow } from './work-order-rows';

export interface HistoryEntry {
  action: string;
  fromStatus?: WorkOrderStatus | null;
  toStatus?: WorkOrderStatus | null;
  note?: string;
  userId: string | null;
}

export async function addHistory(tx: Queryable, workOrderId: string, entry: HistoryEntry, now: Date): Promise<void> {
  await tx.query(
    `insert into work_order_history (id, work_order_id, action, from_status, to_status, note, user_id, creator_time)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [newId(), workOrderId, entry.action, entry.fromStatus ?? null, entry.toStatus ?? null, entry.note ?? '', entry.userId, now],
  );
}

export async function assertCategory(db: Queryable, category: string | undefined): Promise<void> {
  if (!category) return;
  const found = await queryOne(
    db,
    `select 1 from dictionary_data d join dictionary_type t on t.id = d.dictionary_type_id where t.en_code = $1 and d.en_code = $2`,
    [workOrderCategoryDictionary, category],
  );
  if (!found) throw badRequest(workOrderTexts.unknownCategory);
}

const deadlineOf = (now: Date, urgent: WorkOrderUrgency) => new Date(now.getTime() + workOrderDeadlineHours[urgent] * 3_600_000);

/** The 热用户档案 record whose phone is the caller's, when the form and such a record exist. */
export async function customerByPhone(db: Queryable, phone: string): Promise<{ id: string; name: string; address: string } | undefined> {
  if (!phone) return undefined;
  return queryOne<{ id: string; name: string; address: string }>(
    db,
    `select id, coalesce(data->>'customerName', '') as name, coalesce(data->>'detailAddress', '') as address
       from online_record where model_id = $1 and data->>'mobilePhone' = $2
      order by creator_time limit 1`,
    [heatCustomerDefinition.id, phone],
  );
}

interface NewOrder {
  values: WorkOrderInput;
  source: WorkOrderSource;
  callId?: string;
  consultationId?: string;
  dnis?: string;
  customerId?: string | null;
}

/** Inserts a work order with its number; undefined when its call id is already stored. */
async function insertOrder(tx: Queryable, order: NewOrder, userId: string, now: Date): Promise<WorkOrderRow | undefined> {
  const number = await nextBillNumberIn(tx, workOrderBillRule, now);
  const urgent = order.values.urgent ?? 1;
  const id = newId();
  const inserted = await tx.query<{ id: string }>(
    `insert into work_order (id, number, call_id, ani, dnis, source, customer_id, customer_name, address, category, urgent, content,
                             files, remark, deadline, creator_user_id, creator_time, consultation_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14, $15, $16, $17, $18)
     on conflict (call_id) where call_id is not null do nothing
     returning id`,
    [
      id,
      number,
      order.callId ?? null,
      order.values.ani ?? '',
      order.dnis ?? '',
      order.source,
      order.customerId ?? null,
      order.values.customerName ?? '',
      order.values.address ?? '',
      order.values.category ?? '',
      urgent,
      order.values.content,
      JSON.stringify(order.values.files ?? []),
      order.values.remark ?? '',
      deadlineOf(now, urgent),
      userId,
      now,
      order.consultationId ?? null,
    ],
  );
  if (!inserted.length) return undefined;
  const note = order.source === 1 ? `来电 ${order.values.ani ?? ''}` : order.source === 3 ? `在线咨询：${order.values.content}` : '';
  await addHistory(tx, id, { action: 'create', toStatus: 'new', userId, note }, now);
  return findWorkOrder(tx, id);
}

export async function createWorkOrder(db: Database, values: WorkOrderInput, userId: string, now: Date): Promise<WorkOrderRow> {
  await assertCategory(db, values.category);
  return db.transaction(async (tx) => (await insertOrder(tx, { values, source: 2 }, userId, now))!);
}

/** A signed online consultation's work order, in the sign's transaction (the consultation's row is locked). */
export async function orderFromConsultation(
  tx: Queryable,
  consultation: { id: string; customerName: string; mobilePhone: string; title: string; content: string },
  userId: string,
  now: Date,
): Promise<WorkOrderRow> {
  const customer = await customerByPhone(tx, consultation.mobilePhone);
  const values: WorkOrderInput = {
    ani: consultation.mobilePhone,
    customerName: consultation.customerName || customer?.name || '',
    address: customer?.address ?? '',
    content: [consultation.title, consultation.content].filter(Boolean).join('：'),
  };
  return (await insertOrder(tx, { values, source: 3, consultationId: consultation.id, customerId: customer?.id ?? null }, userId, now))!;
}

/** Rolls back the transaction of a screen-pop that lost the race for its call id. */
class CallTaken extends Error {}

export interface ScreenPopResult {
  row: WorkOrderRow;
  created: boolean;
}

/** The call's work order: made now (filled from the caller's 热用户档案 record when one matches), or the one made before. */
export async function screenPopOrder(db: Database, call: ScreenPopCall, userId: string, now: Date): Promise<ScreenPopResult> {
  const before = await findByCall(db, call.callId);
  if (before) return { row: before, created: false };
  const customer = await customerByPhone(db, call.ani);
  try {
    const row = await db.transaction(async (tx) => {
      const made = await insertOrder(
        tx,
        {
          values: { ani: call.ani, customerName: customer?.name ?? '', address: customer?.address ?? '', content: '' },
          source: 1,
          callId: call.callId,
          dnis: call.dnis,
          customerId: customer?.id ?? null,
        },
        userId,
        now,
      );
      if (!made) throw new CallTaken();
      return made;
    });
    return { row, created: true };
  } catch (error) {
    if (!(error instanceof CallTaken)) throw error;
    return { row: (await findByCall(db, call.callId))!, created: false };
  }
}

/** The form's fields; the deadline follows a changed urgency from the creation time. */
export async function updateWorkOrder(tx: Queryable, row: WorkOrderRow, values: WorkOrderInput, userId: string, now: Date): Promise<void> {
  const urgent = values.urgent ?? row.urgent;
  await tx.query(
    `update work_order set ani = $2, customer_name = $3, address = $4, category = $5, urgent = $6, content = $7, files = $8::jsonb,
            remark = $9, deadline = $10, last_modify_user_id = $11, last_modify_time = $12
      where id = $1`,
    [
      row.id,
      values.ani ?? row.ani,
      values.customerName ?? row.customer_name,
      values.address ?? row.address,
      values.category ?? row.category,
      urgent,
      values.content,
      JSON.stringify(values.files ?? row.files),
      values.remark ?? row.remark,
      deadlineOf(row.creator_time, urgent),
      userId,
      now,
    ],
  );
  await addHistory(tx, row.id, { action: 'update', userId }, now);
}
