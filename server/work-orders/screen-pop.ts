/**
 * The screen-pop of an inbound call, for `POST /api/workorder/ScreenPop` and the JNPF `calling`: the
 * call's work order (made once per call id), and when it was made now, `incomingcall` to the agent and
 * `incomingwarn` to the handlers of the caller's other open work orders.
 */
import type { FastifyInstance } from 'fastify';
import type { ScreenPopCall } from '../../api/workorder-client';
import { repeatCallWarnings } from './work-order-actions';
import { deliver, formUrl, storeNotices, type WorkOrderNotice } from './work-order-notices';
import { screenPopOrder, type ScreenPopResult } from './work-order-store';

export async function screenPop(app: FastifyInstance, call: ScreenPopCall, userId: string): Promise<ScreenPopResult> {
  const { db, clock } = app.ctx;
  const result = await screenPopOrder(db, call, userId, clock());
  if (!result.created) return result;
  const { row } = result;
  const deliveries = await db.transaction(async (tx) => {
    const notices: WorkOrderNotice[] = [
      {
        method: 'incomingcall',
        messageType: null,
        title: `来电：${call.ani}，已生成工单 ${row.number}`,
        to: [userId],
        order: { id: row.id, number: row.number },
        url: formUrl(row.id, undefined, call.ani),
      },
      ...(await repeatCallWarnings(tx, call.ani, row.id, userId, clock())),
    ];
    return storeNotices(tx, notices, userId);
  });
  await deliver(app.messaging, deliveries);
  return result;
}
