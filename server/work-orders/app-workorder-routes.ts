/**
 * The JNPF work-order calls the softphone and the messages make (spec 002 section 7.9, spec 000 section
 * 7.3), under `/api/App/AppWorkorder`, in their JNPF shapes: `calling` (the screen-pop of the original),
 * `calling3`, the recordings (`record`, `jtrecord`, `gjrecord`), `outsaveinfo`, `savetjqs` (a type-8
 * message's claim) and `shiftchange`.
 */
import type { FastifyInstance } from 'fastify';
import { appWorkOrderPath, workOrderTexts, type ClaimAnswer, type WorkOrderRecording } from '../../api/workorder';
import {
  callStatusBodySchema,
  callStatusMessages,
  claimBodySchema,
  claimMessages,
  outboundBodySchema,
  recordBodySchema,
  recordMessages,
  shiftChangeBodySchema,
} from '../../schemas/workorder';
import { queryOne } from '../db/database';
import { ApiError, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { accept } from './work-order-actions';
import { addAccess, flowCallerOf, readAccess } from './work-order-access';
import { assertAllowed, isHandler } from './work-order-flow';
import { deliver, storeNotices, unitMembers } from './work-order-notices';
import { findByCall, findWorkOrder } from './work-order-rows';
import { addHistory } from './work-order-store';
import { screenPop } from './screen-pop';

const tags = ['work orders (JNPF)'];

/** 呼入: the Chinese word the softphone sends for an inbound call (spec 002 section 3.7). */
export const INBOUND_CALLWAY = '呼入';

interface CallStatus {
  msgtype?: string | number;
  sendcode?: string;
  recvcode?: string;
  callway?: string;
  callid: string;
  status?: string | number;
  calltime?: string | number;
  userid?: string;
}

interface RecordItem {
  sendcode?: string;
  recvcode?: string;
  account?: string;
  startTime?: string | number;
  callway?: string;
  callid: string;
  filepath: string;
}

const instantOf = (value: string | number | undefined): number | null => {
  if (value === undefined || value === '') return null;
  const ms = typeof value === 'number' ? value : /^[0-9]+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
};

export async function appWorkOrderRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const schema = (summary: string, body?: object) => ({
    tags,
    summary,
    security: bearerSecurity,
    ...(body ? { body } : {}),
    response: standardResponses(),
  });

  app.post<{ Body: CallStatus }>(
    `${appWorkOrderPath}/calling`,
    {
      config: { ...addAccess, messages: callStatusMessages },
      schema: schema('An inbound call rang (callway 呼入): its work order, made once per call id; {success, oid}', callStatusBodySchema),
    },
    async (request) => {
      const call = request.body;
      if (call.callway !== INBOUND_CALLWAY) return ok({ success: false, oid: '0' }, workOrderTexts.notInbound);
      const { row } = await screenPop(
        app,
        { callId: call.callid, ani: call.sendcode ?? '', dnis: call.recvcode ?? '', direction: 'inbound' },
        requireUser(request.user).userId,
      );
      return ok({ success: true, oid: row.id, inbid: row.number });
    },
  );

  app.post<{ Body: CallStatus }>(
    `${appWorkOrderPath}/calling3`,
    {
      config: { ...addAccess, messages: callStatusMessages },
      schema: schema("The call's work order when it has one: {oid}, '0' for none", callStatusBodySchema),
    },
    async (request) => {
      const row = await findByCall(ctx.db, request.body.callid);
      return ok({ oid: row?.id ?? '0', inbid: row?.number ?? '' });
    },
  );

  for (const kind of ['record', 'jtrecord', 'gjrecord']) {
    app.post<{ Body: { recordlist: RecordItem[] } }>(
      `${appWorkOrderPath}/${kind}`,
      {
        config: { ...addAccess, messages: recordMessages },
        schema: schema(
          "Keeps the calls' recordings with their work orders (a recording already kept is skipped); {success, saved}",
          recordBodySchema,
        ),
      },
      async (request) => {
        const user = requireUser(request.user);
        let saved = 0;
        await ctx.db.transaction(async (tx) => {
          for (const item of request.body.recordlist) {
            const row = await findByCall(tx, item.callid);
            if (!row || row.recordings.some((kept) => kept.filePath === item.filepath)) continue;
            const recording: WorkOrderRecording = {
              callId: item.callid,
              filePath: item.filepath,
              callway: item.callway ?? '',
              startTime: instantOf(item.startTime),
              caller: item.sendcode ?? '',
              callee: item.recvcode ?? '',
            };
            await tx.query(`update work_order set recordings = recordings || $2::jsonb where id = $1`, [
              row.id,
              JSON.stringify([recording]),
            ]);
            await addHistory(tx, row.id, { action: 'recording', note: item.filepath, userId: user.userId }, ctx.clock());
            saved += 1;
          }
        });
        return ok({ success: true, saved });
      },
    );
  }

  app.post<{ Body: { callid?: string; recvcode?: string } }>(
    `${appWorkOrderPath}/outsaveinfo`,
    {
      config: { ...addAccess, messages: callStatusMessages },
      schema: schema("An outbound call: noted in the dialled number's latest open work order; {description}", outboundBodySchema),
    },
    async (request) => {
      const user = requireUser(request.user);
      const dialled = request.body.recvcode ?? '';
      const row = dialled
        ? await queryOne<{ id: string; number: string }>(
            ctx.db,
            `select id, number from work_order where ani = $1 and status <> 'closed' order by creator_time desc limit 1`,
            [dialled],
          )
        : undefined;
      if (row) await addHistory(ctx.db, row.id, { action: 'outbound', note: `外呼 ${dialled}`, userId: user.userId }, ctx.clock());
      return ok({ description: workOrderTexts.outboundSaved(row?.number ?? '') });
    },
  );

  app.post<{ Body: { id: string } }>(
    `${appWorkOrderPath}/savetjqs`,
    {
      config: { ...readAccess, messages: claimMessages },
      schema: schema(
        "A type-8 message's claim (签收): result 1 when the caller took it (or had it already), else 0 and why",
        claimBodySchema,
      ),
    },
    async (request) => {
      const user = requireUser(request.user);
      const caller = await flowCallerOf(request);
      try {
        const deliveries = await ctx.db.transaction(async (tx) => {
          const row = await findWorkOrder(tx, request.body.id, true);
          if (!row) throw new ApiError(404, workOrderTexts.notFound);
          const order = { status: row.status, handleOrgId: row.handle_org_id, handleUserId: row.handle_user_id };
          // Claimed already by this caller: the form just opens.
          if (row.status === 'processing' && isHandler(order, caller)) return [];
          assertAllowed('accept', order, caller);
          const notices = await accept({ tx, row, userId: user.userId, userName: user.realName, now: ctx.clock() });
          return storeNotices(tx, notices, user.userId);
        });
        await deliver(app.messaging, deliveries);
        return ok<ClaimAnswer>({ result: 1, msg: workOrderTexts.accepted });
      } catch (error) {
        if (error instanceof ApiError) return ok<ClaimAnswer>({ result: 0, msg: error.message });
        throw error;
      }
    },
  );

  app.post<{ Body: { toUserId?: string; note?: string } | null }>(
    `${appWorkOrderPath}/shiftchange`,
    {
      config: readAccess,
      schema: schema(
        "Hands over the shift: the caller's open work orders listed in a shiftchange notice to the colleague named, else to the caller's unit",
        shiftChangeBodySchema,
      ),
    },
    async (request) => {
      const user = requireUser(request.user);
      const body = request.body ?? {};
      const to = body.toUserId ? [body.toUserId] : (await unitMembers(ctx.db, user.organizeIds)).filter((id) => id !== user.userId);
      const open = await ctx.db.query<{ number: string; status: string; ani: string }>(
        `select number, status, ani from work_order
          where status <> 'closed' and (creator_user_id = $1 or handle_user_id = $1) order by creator_time`,
        [user.userId],
      );
      const list = open.map((row) => `<li>${row.number} ${row.ani}</li>`).join('');
      const bodyText = `<p>${user.realName} 交班${body.note ? `：${body.note}` : ''}</p><p>未办结工单 ${open.length} 张</p>${list ? `<ul>${list}</ul>` : ''}`;
      const deliveries = await ctx.db.transaction((tx) =>
        storeNotices(
          tx,
          [
            {
              method: 'shiftchange',
              messageType: 3,
              title: `交接班：${user.realName} 交班，未办结工单 ${open.length} 张`,
              to,
              url: '/subdev/appWorkorder',
              bodyText,
            },
          ],
          user.userId,
        ),
      );
      await deliver(app.messaging, deliveries);
      return ok(
        { result: 1, msg: workOrderTexts.shiftChanged(deliveries[0]?.to.length ?? 0) },
        workOrderTexts.shiftChanged(deliveries[0]?.to.length ?? 0),
      );
    },
  );
}
