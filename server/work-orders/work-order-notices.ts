/**
 * The socket events of work orders (spec 000 section 4; docs/work-orders.md "Events"). A change stores
 * its messages (types 7 and 8: the body names the work order) in its own transaction, so a notice
 * exists exactly when the change does; the frames go out once it committed, from the replica that
 * made the change, through the message bus to every replica's sockets. Each event is sent once: the
 * repeating sounds (XTnewinb every 10 s, shiftchange every 15 s until the notice is closed) are the
 * browser's (shell/messaging/notice-repeat.ts), so no replica has a timer to agree on.
 */
import type { CallCentreFrame, CallCentreMethod, MessageType } from '../../api/messages';
import { WORK_ORDER_FORM_ROUTE } from '../../api/workorder-client';
import type { Queryable } from '../db/database';
import type { Messaging } from '../messages/messaging';
import { createMessage } from '../messages/message-store';

export interface WorkOrderNotice {
  method: CallCentreMethod;
  /** 7 opens the form, 8 claims it first (savetjqs), 3 a system message; null: a notice without a message. */
  messageType: MessageType | null;
  title: string;
  to: readonly string[];
  order?: { id: string; number: string };
  /** The form's tab the notice opens (tabsactive). */
  tab?: string;
  /** The form tab's title, kept as given (a collaborative work order, spec 002 section 2.1). */
  tabTitle?: string;
  /** The page when it is not a work order's form. */
  url?: string;
  /** HTML of a system message. */
  bodyText?: string;
}

export interface Delivery {
  to: string[];
  frame: CallCentreFrame;
}

export function formUrl(id: string, tab?: string, ani?: string, title?: string): string {
  const query = new URLSearchParams({ id });
  if (tab) query.set('tabsactive', tab);
  if (ani) query.set('ani', ani);
  if (title) query.set('title', title);
  return `${WORK_ORDER_FORM_ROUTE}?${query.toString()}`;
}

/** The enabled users of a unit (their main organisation or a membership). */
export async function unitMembers(db: Queryable, organizeIds: readonly string[]): Promise<string[]> {
  if (!organizeIds.length) return [];
  const rows = await db.query<{ id: string }>(
    `select u.id from users u
      where u.delete_mark is null and u.enabled_mark <> 0
        and (u.organize_id = any($1::text[])
             or exists (select 1 from user_relation r where r.user_id = u.id and r.object_type = 'Organize' and r.object_id = any($1::text[])))
      order by u.id`,
    [organizeIds],
  );
  return rows.map((row) => row.id);
}

/** Stores the notices' messages; answers the frames to send once the transaction committed. */
export async function storeNotices(tx: Queryable, notices: readonly WorkOrderNotice[], senderId: string | null): Promise<Delivery[]> {
  const deliveries: Delivery[] = [];
  for (const notice of notices) {
    const to = [...new Set(notice.to)];
    if (!to.length) continue;
    let messageid: string | undefined;
    if (notice.messageType !== null) {
      const body = notice.order ? JSON.stringify({ id: notice.order.id, inbid: notice.order.number }) : (notice.bodyText ?? '');
      messageid = (await createMessage(tx, { type: notice.messageType, title: notice.title, bodyText: body, creatorUserId: senderId }, to))
        .id;
    }
    const url = notice.url ?? (notice.order ? formUrl(notice.order.id, notice.tab, undefined, notice.tabTitle) : undefined);
    deliveries.push({
      to,
      frame: {
        method: notice.method,
        title: notice.title,
        ...(notice.order ? { inbid: notice.order.number, id: notice.order.id } : {}),
        ...(messageid ? { messageid } : {}),
        ...(url ? { url } : {}),
      },
    });
  }
  return deliveries;
}

export async function deliver(messaging: Messaging, deliveries: readonly Delivery[]): Promise<void> {
  for (const delivery of deliveries) await messaging.sendToUsers(delivery.to, delivery.frame);
}
