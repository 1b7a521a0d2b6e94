/**
 * The work-order calls under `/api/workorder` (the specs name no paths for them: docs/work-orders.md):
 * the screen-pop, the lists and their export, the form's record, the steps of the flow and the report
 * by unit. The JNPF calls of the softphone and the messages are ./app-workorder-routes.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  workOrderPath,
  workOrderStatusLabels,
  workOrderTexts,
  workOrderUrgencies,
  type CheckInput,
  type DispatchInput,
  type WorkOrderAction,
  type WorkOrderInput,
  type WorkOrderListQuery,
} from '../../api/workorder';
import type { ScreenPopCall } from '../../api/workorder-client';
import type { FormMessages } from '../../schemas/form-rules';
import type { RouteAccess } from '../http/route-access';
import {
  checkBodySchema,
  checkMessages,
  collaborateBodySchema,
  collaborateMessages,
  collaborationParamsSchema,
  dispatchBodySchema,
  dispatchMessages,
  noteBodySchema,
  noteMessages,
  replyBodySchema,
  replyMessages,
  reportQuerySchema,
  returnBodySchema,
  returnMessages,
  screenPopBodySchema,
  screenPopMessages,
  submitBodySchema,
  submitMessages,
  urgeBodySchema,
  workOrderBodySchema,
  workOrderIdParamsSchema,
  workOrderListQuerySchema,
  workOrderMessages,
} from '../../schemas/workorder';
import { saveExportFile } from '../exports/export-files';
import { badRequest, notFound, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { exportFileName, writeWorkbook, xlsxContentType } from '../imports/sheet-write';
import * as steps from './work-order-actions';
import {
  addAccess,
  dispatchAccess,
  flowCallerOf,
  listAccess,
  listExportAccess,
  readAccess,
  removeAccess,
  reportAccess,
  reportExportAccess,
} from './work-order-access';
import { allowedActions, assertAllowed } from './work-order-flow';
import { listWorkOrders } from './work-order-list';
import { deliver, storeNotices, type WorkOrderNotice } from './work-order-notices';
import { findWorkOrder, infoOf, openCollaborationOrgIds } from './work-order-rows';
import { unitDays, unitReport, type ReportPeriod } from './work-order-report';
import { screenPop } from './screen-pop';
import { assertCategory, createWorkOrder, updateWorkOrder } from './work-order-store';

const tags = ['work orders'];
type IdParams = { Params: { id: string } };
type RouteConfig = RouteAccess;

/** The list export writes at most this many rows (a pager's largest page). */
const exportRowLimit = 100_000;

export async function workOrderRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const now = () => ctx.clock();

  /** Runs a step of the flow on the work order, then sends its notices. */
  const step = async (
    request: FastifyRequest,
    id: string,
    action: WorkOrderAction,
    run: (c: steps.StepContext, openOrgIds: string[]) => Promise<WorkOrderNotice[]>,
  ) => {
    const caller = await flowCallerOf(request);
    const user = requireUser(request.user);
    const deliveries = await ctx.db.transaction(async (tx) => {
      const row = await findWorkOrder(tx, id, true);
      if (!row) throw notFound(workOrderTexts.notFound);
      const openOrgIds = await openCollaborationOrgIds(tx, row.id);
      assertAllowed(action, { status: row.status, handleOrgId: row.handle_org_id, handleUserId: row.handle_user_id }, caller, openOrgIds);
      const notices = await run({ tx, row, userId: user.userId, userName: user.realName, now: now() }, openOrgIds);
      return storeNotices(tx, notices, user.userId);
    });
    await deliver(app.messaging, deliveries);
  };

  const stepRoute = <Body>(
    path: string,
    action: WorkOrderAction,
    options: { access: RouteConfig; body?: object; messages?: FormMessages; summary: string; done: string },
    run: (c: steps.StepContext, body: Body, request: FastifyRequest, openOrgIds: string[]) => Promise<WorkOrderNotice[]>,
  ) =>
    app.post<IdParams & { Body: Body }>(
      `${workOrderPath}/:id/${path}`,
      {
        config: { access: options.access, ...(options.messages ? { messages: options.messages } : {}) },
        schema: {
          tags,
          summary: options.summary,
          security: bearerSecurity,
          params: workOrderIdParamsSchema,
          ...(options.body ? { body: options.body } : {}),
          response: standardResponses(),
        },
      },
      async (request: FastifyRequest<IdParams & { Body: Body }>) => {
        await step(request, request.params.id, action, (c, openOrgIds) => run(c, request.body as Body, request, openOrgIds));
        return ok(null, options.done);
      },
    );

  app.post<{ Body: ScreenPopCall }>(
    `${workOrderPath}/ScreenPop`,
    {
      config: { ...addAccess, messages: screenPopMessages },
      schema: {
        tags,
        summary:
          "An inbound call's work order: made once per call id (the unique index decides between concurrent callers), filled from the caller's 热用户档案 record when one matches",
        security: bearerSecurity,
        body: screenPopBodySchema,
        response: standardResponses({
          type: 'object',
          properties: { id: { type: 'string' }, inbid: { type: 'string' }, created: { type: 'boolean' } },
        }),
      },
    },
    async (request) => {
      if (request.body.direction !== 'inbound') throw badRequest(workOrderTexts.notInbound);
      const { row, created } = await screenPop(app, request.body, requireUser(request.user).userId);
      return ok({ id: row.id, inbid: row.number, created });
    },
  );

  app.get<{ Querystring: WorkOrderListQuery }>(
    workOrderPath,
    {
      config: listAccess,
      schema: {
        tags,
        summary: "A list of work orders: the view's statuses (and the caller's own for 待处理), searched, newest first",
        security: bearerSecurity,
        querystring: workOrderListQuerySchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      return ok(await listWorkOrders(ctx.db, request.query, user, now()));
    },
  );

  app.get<{ Querystring: WorkOrderListQuery }>(
    `${workOrderPath}/Actions/Export`,
    {
      config: listExportAccess,
      schema: {
        tags,
        summary: 'The list as searched, every page (at most 100,000 rows), as an .xlsx file to download',
        security: bearerSecurity,
        querystring: workOrderListQuerySchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const page = await listWorkOrders(ctx.db, { ...request.query, currentPage: 1, pageSize: exportRowLimit }, user, now());
      const urgency = new Map<number, string>(workOrderUrgencies.map((u) => [u.id, u.fullName]));
      const headers = [
        ['inbid', '工单编号'],
        ['ani', '来电号码'],
        ['customerName', '客户名称'],
        ['address', '地址'],
        ['categoryName', '工单类别'],
        ['urgent', '紧急程度'],
        ['status', '工单状态'],
        ['handleOrg', '处理单位'],
        ['handleUser', '处理人'],
        ['creatorUser', '受理人'],
        ['creatorTime', '受理时间'],
        ['closeTime', '办结时间'],
      ].map(([id, fullName]) => ({ id: id!, fullName: fullName! }));
      const time = (ms: number | null) => (ms === null ? '' : formatShanghai(ms));
      const rows = page.list.map((item) => ({
        ...item,
        urgent: urgency.get(item.urgent) ?? '',
        status: workOrderStatusLabels[item.status],
        creatorTime: time(item.creatorTime),
        closeTime: time(item.closeTime),
      }));
      const content = writeWorkbook('工单', headers, rows);
      const fileName = exportFileName('工单', now());
      return ok(await saveExportFile(ctx.db, { fileName, contentType: xlsxContentType, content }, user.userId, now()));
    },
  );

  const reportSchema = (summary: string) => ({
    tags,
    summary,
    security: bearerSecurity,
    querystring: reportQuerySchema,
    response: standardResponses(),
  });

  app.get<{ Querystring: ReportPeriod }>(
    `${workOrderPath}/Report/ByUnit`,
    {
      config: reportAccess,
      schema: reportSchema('各单位工单统计: the work orders created in the period by unit and status group, with the totals'),
    },
    async (request) => ok(await unitReport(ctx.db, request.query, now())),
  );

  app.get<{ Querystring: ReportPeriod & { handleOrgId?: string } }>(
    `${workOrderPath}/Report/ByUnit/Days`,
    { config: reportAccess, schema: reportSchema("One unit's counts by day of creation ('' for work orders not dispatched)") },
    async (request) => ok({ list: await unitDays(ctx.db, request.query.handleOrgId ?? '', request.query, now()) }),
  );

  app.get<{ Querystring: ReportPeriod }>(
    `${workOrderPath}/Report/ByUnit/Export`,
    { config: reportExportAccess, schema: reportSchema('The report as an .xlsx file to download, with its totals row') },
    async (request) => {
      const user = requireUser(request.user);
      const { list, summary } = await unitReport(ctx.db, request.query, now());
      const headers = [
        ['unitName', '单位'],
        ['total', '工单总数'],
        ['pending', '待处理'],
        ['processing', '在办'],
        ['closed', '已办结'],
        ['overdue', '超时'],
        ['closeRate', '办结率(%)'],
      ].map(([id, fullName]) => ({ id: id!, fullName: fullName! }));
      const content = writeWorkbook(
        '各单位工单统计',
        headers,
        [...list, { ...summary, unitName: '合计' }].map((row) => ({ ...row })),
      );
      const fileName = exportFileName('各单位工单统计', now());
      return ok(await saveExportFile(ctx.db, { fileName, contentType: xlsxContentType, content }, user.userId, now()));
    },
  );

  app.post<{ Body: WorkOrderInput }>(
    workOrderPath,
    {
      config: { ...addAccess, messages: workOrderMessages },
      schema: {
        tags,
        summary: 'A work order typed in by hand',
        security: bearerSecurity,
        body: workOrderBodySchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const row = await createWorkOrder(ctx.db, request.body, requireUser(request.user).userId, now());
      return ok({ id: row.id, inbid: row.number }, workOrderTexts.created);
    },
  );

  app.get<IdParams>(
    `${workOrderPath}/:id`,
    {
      config: readAccess,
      schema: {
        tags,
        summary: 'A work order (by id or number) with its history, collaborations and what the caller may do now',
        security: bearerSecurity,
        params: workOrderIdParamsSchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const row = await findWorkOrder(ctx.db, request.params.id);
      if (!row) throw notFound(workOrderTexts.notFound);
      const caller = await flowCallerOf(request);
      const order = { status: row.status, handleOrgId: row.handle_org_id, handleUserId: row.handle_user_id };
      return ok(await infoOf(ctx.db, row, allowedActions(order, caller, await openCollaborationOrgIds(ctx.db, row.id)), now()));
    },
  );

  app.put<IdParams & { Body: WorkOrderInput }>(
    `${workOrderPath}/:id`,
    {
      config: { ...dispatchAccess, messages: workOrderMessages },
      schema: {
        tags,
        summary: "Changes the form's fields (new, dispatched or returned work orders)",
        security: bearerSecurity,
        params: workOrderIdParamsSchema,
        body: workOrderBodySchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      await assertCategory(ctx.db, request.body.category);
      await step(request, request.params.id, 'update', async (c) => {
        await updateWorkOrder(c.tx, c.row, request.body, c.userId, c.now);
        return [];
      });
      return ok(null, workOrderTexts.updated);
    },
  );

  app.delete<IdParams>(
    `${workOrderPath}/:id`,
    {
      config: removeAccess,
      schema: {
        tags,
        summary: 'Deletes a new work order',
        security: bearerSecurity,
        params: workOrderIdParamsSchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      await step(request, request.params.id, 'remove', async (c) => {
        await c.tx.query('delete from work_order where id = $1', [c.row.id]);
        return [];
      });
      return ok(null, workOrderTexts.removed);
    },
  );

  stepRoute<DispatchInput>(
    'Dispatch',
    'dispatch',
    {
      access: dispatchAccess.access,
      body: dispatchBodySchema,
      messages: dispatchMessages,
      summary: 'Dispatches to a unit (and one of its users): Checknewinb and a type-8 message to the handler',
      done: workOrderTexts.dispatched,
    },
    (c, body) => steps.dispatch(c, body),
  );
  stepRoute<unknown>(
    'Accept',
    'accept',
    {
      access: readAccess.access,
      summary: 'The handler takes the work order (签收): in progress; processing to the dispatcher',
      done: workOrderTexts.accepted,
    },
    (c) => steps.accept(c),
  );
  stepRoute<{ reason: string }>(
    'Return',
    'return',
    {
      access: readAccess.access,
      body: returnBodySchema,
      messages: returnMessages,
      summary: 'The handler returns it with a reason: Checknewinbhf to the dispatcher',
      done: workOrderTexts.returned,
    },
    (c, body) => steps.returnOrder(c, body.reason),
  );
  stepRoute<{ result: string }>(
    'Submit',
    'submit',
    {
      access: readAccess.access,
      body: submitBodySchema,
      messages: submitMessages,
      summary: 'The handler submits the result for checking: TJBJnewinb to the dispatcher',
      done: workOrderTexts.submitted,
    },
    (c, body) => steps.submit(c, body.result),
  );
  stepRoute<CheckInput>(
    'Check',
    'check',
    {
      access: dispatchAccess.access,
      body: checkBodySchema,
      messages: checkMessages,
      summary: 'Closes a submitted work order, or sends it back to the handler: Checknewinbhf to the handler',
      done: workOrderTexts.closed,
    },
    (c, body) => steps.check(c, body),
  );
  stepRoute<{ organizeIds: string[]; note?: string }>(
    'Collaborate',
    'collaborate',
    {
      access: readAccess.access,
      body: collaborateBodySchema,
      messages: collaborateMessages,
      summary: 'Asks units to help (协同): XTnewinb to their members',
      done: workOrderTexts.collaborated,
    },
    (c, body) => steps.collaborate(c, body.organizeIds, body.note ?? ''),
  );
  stepRoute<{ content: string; mentionUserIds?: string[] }>(
    'Note',
    'note',
    {
      access: readAccess.access,
      body: noteBodySchema,
      messages: noteMessages,
      summary: 'A note (追记); the users mentioned get XTnewinbAt',
      done: workOrderTexts.noted,
    },
    (c, body) => steps.note(c, body.content, body.mentionUserIds ?? []),
  );
  stepRoute<{ note?: string }>(
    'Urge',
    'urge',
    { access: dispatchAccess.access, body: urgeBodySchema, summary: 'Urges the handler (催办): incomingwarn', done: workOrderTexts.urged },
    (c, body) => steps.urge(c, body.note ?? ''),
  );

  app.post<{ Params: { id: string; collaborationId: string }; Body: { reply: string } }>(
    `${workOrderPath}/:id/Collaboration/:collaborationId/Reply`,
    {
      config: { ...readAccess, messages: replyMessages },
      schema: {
        tags,
        summary: 'A member of a unit asked to help answers, once: Checknewinbhf to who asked',
        security: bearerSecurity,
        params: collaborationParamsSchema,
        body: replyBodySchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      await step(request, request.params.id, 'reply', (c) =>
        steps.reply(c, request.params.collaborationId, user.organizeIds, request.body.reply),
      );
      return ok(null, workOrderTexts.replied);
    },
  );
}

/** `yyyy-MM-dd HH:mm:ss` on the platform's clock (UTC+8). */
function formatShanghai(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}
