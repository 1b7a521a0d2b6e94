/**
 * What bill rules do beyond the standard resource (spec 001 section 7 "Bill rules", spec 002 sections
 * 2.6 and 7.3, reference 4.11): the server computes the example, a category must be an entry of
 * businessType, a new prefix, date format, digit count or start number restarts the counter; the
 * extra calls draw the next number and export a rule as a `.bbr` file.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bbrFormat,
  bbrVersion,
  billCategoryDictionary,
  billRuleExample,
  billRuleMessages,
  type BillDateFormat,
} from '../../../api/bill-rule';
import type { BbrFile, BillRuleInfo } from '../../../schemas/resources/bill-rule';
import type { ResourceDefinition } from '../../../schemas/resources/define';
import { nextBillNumber } from '../../bill-rules/numbering';
import { queryOne } from '../../db/database';
import { saveExportFile } from '../../exports/export-files';
import { badRequest, forbidden, ok } from '../../http/api-error';
import { requireUser } from '../../http/fastify-types';
import { granteeOf } from '../../permissions/grants';
import type { ResourceHooks } from '../resource-routes';
import { resourceInfo } from '../resource-store';
import { idParams, resourceRouteOptions } from '../route-options';

const billNumberParams = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

async function extraRoutes(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const { path, menu } = definition;
  const owner = { tag: definition.name, menu };

  /**
   * Drawing a bill number consumes it, so not every signed-in user may: only those who may use the
   * bill-rule menu. Forms that number their records (a billRule field) will add the menus of the forms
   * that use the rule when form definitions are stored on the server (visual development); until then
   * no other menu uses one.
   */
  const requireBillNumberUse = async (request: FastifyRequest) => {
    if (!(await ctx.access.hasMenu(granteeOf(requireUser(request.user)), menu))) throw forbidden();
  };
  app.get<{ Params: { code: string } }>(
    `${path}/BillNumber/:code`,
    {
      ...resourceRouteOptions(
        owner,
        'signedIn',
        'The next number of the rule with this enCode; data is the number. Consumes it: only for users of the bill-rule menu',
        { params: billNumberParams },
        { type: 'string' },
      ),
      preHandler: requireBillNumberUse,
    },
    async (request) => ok(await nextBillNumber(db, request.params.code, ctx.clock())),
  );

  app.get<{ Params: { id: string } }>(
    `${path}/:id/Action/Export`,
    resourceRouteOptions(
      owner,
      { menu, button: 'btn_download' },
      'Exports a rule as a .bbr file: answers {url, name} to download (button btn_download)',
      { params: idParams },
      { type: 'object', properties: { url: { type: 'string' }, name: { type: 'string' } } },
    ),
    async (request) => {
      const { id: _id, ...rule } = (await resourceInfo(db, definition, request.params.id)) as unknown as BillRuleInfo;
      const now = ctx.clock();
      const file: BbrFile = { format: bbrFormat, version: bbrVersion, exportedAt: now.toISOString(), rule };
      const content = JSON.stringify(file, null, 2);
      const fileName = `${rule.fullName}.bbr`;
      return ok(
        await saveExportFile(
          db,
          { fileName, contentType: 'application/json; charset=utf-8', content },
          requireUser(request.user).userId,
          now,
        ),
      );
    },
  );
}

export const billRuleHooks: ResourceHooks = {
  // The stored example is the server's, whatever the body says.
  derive: (body, now) => ({
    ...body,
    example: billRuleExample(
      {
        prefix: String(body.prefix),
        dateFormat: body.dateFormat as BillDateFormat,
        digit: String(body.digit),
        startNumber: String(body.startNumber),
      },
      now,
    ),
  }),
  async beforeWrite(db, body, id) {
    // The category must be an entry of the businessType dictionary.
    const category = await queryOne(
      db,
      `select 1 from dictionary_data d join dictionary_type t on t.id = d.dictionary_type_id where d.id = $1 and t.en_code = $2`,
      [body.category, billCategoryDictionary],
    );
    if (!category) throw badRequest(billRuleMessages.categoryNotFound);
    if (id === undefined) return;
    // A new prefix, date format, digit count or start number restarts the counter (same transaction as the update).
    await db.query(
      `update bill_rule set this_number = 0, last_date_part = null
        where id = $1 and (prefix, date_format, digit, start_number) is distinct from ($2::text, $3::text, $4::smallint, $5::text)`,
      [id, body.prefix, body.dateFormat, body.digit, body.startNumber],
    );
  },
  extraRoutes,
};
