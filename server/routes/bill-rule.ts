import type { FastifyInstance } from 'fastify';
import { bbrFormat, bbrVersion, type BbrFile, type BillRuleInput, type BillRuleQuery } from '../../api/bill-rule';
import {
  billNumberParamsSchema,
  billRuleFormMessages,
  billRuleFormSchema,
  billRuleIdParamsSchema,
  billRuleListQuerySchema,
} from '../../schemas/bill-rule';
import { createRule, deleteRule, getRule, listRules, toggleRuleState, updateRule } from '../bill-rules/bill-rule-store';
import { billRuleMenu } from '../../api/bill-rule';
import { requireBillNumberUse } from '../bill-rules/bill-number-access';
import { nextBillNumber } from '../bill-rules/numbering';
import { saveExportFile } from '../exports/export-files';
import { ok } from '../http/api-error';
import { dropEmptyQueryValues } from '../http/empty-query';
import { requireUser } from '../http/fastify-types';
import { assertFormRules } from '../http/form-body';
import type { RouteAccess } from '../http/route-access';
import { bearerSecurity, standardResponses } from '../http/route-schema';

const menu = billRuleMenu;
const tags = ['bill rules'];
/** Reads are open to every signed-in user: generated forms and the picker use them. */
const read = (summary: string, extra: object = {}) => ({
  config: { access: 'signedIn' } as { access: RouteAccess },
  schema: { tags, summary, security: bearerSecurity, response: standardResponses(), ...extra },
});
const write = (button: string, summary: string, extra: object = {}) => ({ ...read(summary, extra), config: { access: { menu, button } } });

type IdParams = { Params: { id: string } };

/** Spec 001 section 7 "Bill rules", spec 002 sections 2.6 and 7.3, reference 4.11. */
export async function billRuleRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  app.get<{ Querystring: BillRuleQuery }>(
    '/api/system/BillRule',
    {
      preValidation: dropEmptyQueryValues,
      ...read('Rules, paged: keyword (name, code), categoryId, sort (desc by default) and sidx', { querystring: billRuleListQuerySchema }),
    },
    async (request) => ok(await listRules(db, request.query)),
  );

  app.get<{ Querystring: BillRuleQuery }>(
    '/api/system/BillRule/Selector',
    {
      preValidation: dropEmptyQueryValues,
      ...read('Enabled rules for the picker, paged (20 by default), newest first', { querystring: billRuleListQuerySchema }),
    },
    async (request) => ok(await listRules(db, request.query, { enabledOnly: true })),
  );

  app.get<{ Params: { code: string } }>(
    '/api/system/BillRule/BillNumber/:code',
    {
      ...read('The next number of the rule with this enCode; data is the number. Consumes it: only for users of the bill-rule menu', {
        params: billNumberParamsSchema,
      }),
      preHandler: requireBillNumberUse,
    },
    async (request) => ok(await nextBillNumber(db, request.params.code, ctx.clock())),
  );

  app.get<IdParams>('/api/system/BillRule/:id', read('One rule, for the dialog', { params: billRuleIdParamsSchema }), async (request) =>
    ok(await getRule(db, request.params.id)),
  );

  app.post<{ Body: BillRuleInput }>(
    '/api/system/BillRule',
    {
      ...write('btn_add', 'Creates a rule (button btn_add)', { body: billRuleFormSchema }),
      config: { access: { menu, button: 'btn_add' }, messages: billRuleFormMessages },
    },
    async (request) => {
      assertFormRules(billRuleFormMessages, request.body);
      return ok({ id: await createRule(db, request.body, requireUser(request.user).userId, ctx.clock()) }, '新建成功');
    },
  );

  app.put<IdParams & { Body: BillRuleInput }>(
    '/api/system/BillRule/:id',
    {
      ...write('btn_edit', 'Updates a rule; a new prefix, date format, digit or start restarts the counter (button btn_edit)', {
        params: billRuleIdParamsSchema,
        body: billRuleFormSchema,
      }),
      config: { access: { menu, button: 'btn_edit' }, messages: billRuleFormMessages },
    },
    async (request) => {
      assertFormRules(billRuleFormMessages, request.body);
      await updateRule(db, request.params.id, request.body, requireUser(request.user).userId, ctx.clock());
      return ok(null, '修改成功');
    },
  );

  app.delete<IdParams>(
    '/api/system/BillRule/:id',
    write('btn_remove', 'Deletes a rule (button btn_remove)', { params: billRuleIdParamsSchema }),
    async (request) => {
      await deleteRule(db, request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.put<IdParams>(
    '/api/system/BillRule/:id/Actions/State',
    write('btn_enable', "Flips a rule's enabledMark (button btn_enable)", { params: billRuleIdParamsSchema }),
    async (request) => ok({ enabledMark: await toggleRuleState(db, request.params.id, requireUser(request.user).userId) }, '更新成功'),
  );

  app.get<IdParams>(
    '/api/system/BillRule/:id/Action/Export',
    write('btn_download', 'Exports a rule as a .bbr file: answers {url, name} to download (button btn_download)', {
      params: billRuleIdParamsSchema,
    }),
    async (request) => {
      const { id: _id, ...rule } = await getRule(db, request.params.id);
      const now = ctx.clock();
      const file: BbrFile = { format: bbrFormat, version: bbrVersion, exportedAt: now.toISOString(), rule };
      const content = JSON.stringify(file, null, 2);
      return ok(
        await saveExportFile(
          db,
          { fileName: `${rule.fullName}.bbr`, contentType: 'application/json; charset=utf-8', content },
          requireUser(request.user).userId,
          now,
        ),
      );
    },
  );
}
