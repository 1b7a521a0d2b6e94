/**
 * 系统配置 (menu system.sysConfig; spec 001 section 7 "System config", reference 4.7): the whole
 * configuration read and saved, the administrator list, and the third-party directory calls, which
 * answer at once that no directory is configured.
 *
 * A save takes effect without a restart: this process reads the configuration afresh at once, and
 * the other replicas are told over the message bus (`sysConfigChanged`) and forget their cached copy;
 * were a notice lost, their five-second cache bounds the delay (docs/system-config.md).
 */
import type { FastifyInstance } from 'fastify';
import type { AdminUser } from '../../api/sys-config';
import { adminListPath, setAdminListPath, sysConfigPath } from '../../api/sys-config';
import {
  adminListBodySchema,
  adminListMessages,
  sysConfigBodySchema,
  sysConfigFields,
  sysConfigMessages,
  sysConfigProperties,
  sysConfigReadOnly,
  type SysConfigField,
} from '../../schemas/sys-config';
import type { SessionUser } from '../auth/sessions';
import { badRequest, forbidden, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { granteeOf } from '../permissions/grants';
import type { SysConfig } from './defaults';

export const sysConfigMenu = 'system.sysConfig';
/** The account that is always an administrator (the seed's first user). */
export const builtInAdminAccount = 'admin';

export const sysConfigTexts = {
  saved: '保存成功',
  adminsSaved: '设置成功',
  builtInAdmin: '内置管理员 admin 不能移出超级管理员',
  unknownUsers: '所选用户不存在或已删除',
  onlyAdministrators: '只有超级管理员可以设置超级管理员',
  hiddenField: (labels: string[]) => `没有权限修改字段：${labels.join('、')}`,
  weCom:
    '未配置企业微信：本平台尚未接入第三方通讯录。接入需要企业微信的企业ID(CorpId)、应用AgentId与Secret以及通讯录同步Secret，请联系系统运维配置后再试',
  dingTalk: '未配置钉钉：本平台尚未接入第三方通讯录。接入需要钉钉应用的AppKey、AppSecret与AgentId，请联系系统运维配置后再试',
  noDirectory:
    '未配置第三方通讯录：本平台尚未接入企业微信或钉钉，无法同步组织和用户。接入需要企业微信的CorpId与Secret或钉钉的AppKey与AppSecret，请联系系统运维配置后再试',
} as const;

const tags = ['system config'];

/** The answer's schema: each key with its type only (bounds are for what comes in). */
const answerProperties = Object.fromEntries(sysConfigFields.map((field) => [field, { type: sysConfigProperties[field].type }]));

/** The fields of the form the caller's grants hide (the administrator sees all). */
async function hiddenFieldsOf(app: FastifyInstance, user: SessionUser): Promise<ReadonlySet<string>> {
  return app.ctx.access.hiddenFields(granteeOf(user), sysConfigMenu);
}

function valuesOf(config: SysConfig, hidden: ReadonlySet<string>): Record<string, string | number> {
  return Object.fromEntries(sysConfigFields.filter((field) => !hidden.has(field)).map((field) => [field, config[field]]));
}

interface AdminRow {
  id: string;
  account: string;
  realName: string;
}

export async function sysConfigRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get(
    sysConfigPath,
    {
      config: { access: { menu: sysConfigMenu } },
      schema: {
        tags,
        summary: 'The whole system configuration as typed values (fields the caller may not see left out)',
        security: bearerSecurity,
        response: standardResponses({ type: 'object', properties: answerProperties }),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      return ok(valuesOf(await ctx.sysConfig.get(), await hiddenFieldsOf(app, user)));
    },
  );

  app.put<{ Body: Partial<Record<SysConfigField, string | number>> }>(
    sysConfigPath,
    {
      config: { access: { menu: sysConfigMenu, button: 'btn_edit' }, messages: sysConfigMessages },
      schema: {
        tags,
        summary:
          'Saves the keys given (any subset; an unknown key is refused, sysVersion is kept); every replica uses the new values at once',
        security: bearerSecurity,
        body: sysConfigBodySchema,
        response: standardResponses({ type: 'null' }),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const current = await ctx.sysConfig.get();
      const changes = Object.fromEntries(
        Object.entries(request.body).filter(([field]) => !sysConfigReadOnly.includes(field as SysConfigField)),
      ) as Partial<Record<SysConfigField, string | number>>;
      // A field the caller's form grants hide may be sent back unchanged, never changed.
      const hidden = await hiddenFieldsOf(app, user);
      const refused = Object.entries(changes)
        .filter(([field, value]) => hidden.has(field) && String(value) !== String(current[field as SysConfigField]))
        .map(([field]) => sysConfigProperties[field as SysConfigField].title);
      if (refused.length) throw badRequest(sysConfigTexts.hiddenField(refused));
      await ctx.sysConfig.set(changes);
      await app.messaging.bus.publish({ type: 'sysConfigChanged' }).catch((error: unknown) => {
        request.log.error({ err: error }, 'message bus publish failed: other replicas see the change within their cache lifetime');
      });
      return ok(null, sysConfigTexts.saved);
    },
  );

  const listAdmins = () =>
    ctx.db.query<AdminRow>(
      `select id, account, real_name as "realName" from users
        where is_administrator and delete_mark is null order by account <> $1, sort_code, account`,
      [builtInAdminAccount],
    );

  app.get(
    adminListPath,
    {
      config: { access: { menu: sysConfigMenu } },
      schema: {
        tags,
        summary: 'The users marked administrator: {list} of {id, account, realName, fullName, builtIn}, the built-in admin first',
        security: bearerSecurity,
        response: standardResponses(),
      },
    },
    async () => {
      const list: AdminUser[] = (await listAdmins()).map((row) => ({
        ...row,
        fullName: `${row.realName}/${row.account}`,
        builtIn: row.account === builtInAdminAccount,
      }));
      return ok({ list });
    },
  );

  app.put<{ Body: { adminIds: string[] } }>(
    setAdminListPath,
    {
      config: { access: { menu: sysConfigMenu, button: 'btn_setAdmin' }, messages: adminListMessages },
      schema: {
        tags,
        summary:
          'Replaces the administrators (button btn_setAdmin, and the caller must be an administrator); the built-in admin cannot be removed',
        security: bearerSecurity,
        body: adminListBodySchema,
        response: standardResponses({ type: 'null' }),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      // Administrators are granted everything: only one of them may make another.
      if (!user.isAdministrator) throw forbidden(sysConfigTexts.onlyAdministrators);
      const wanted = [...new Set(request.body.adminIds)];
      const changed = await ctx.db.transaction(async (tx) => {
        const found = await tx.query<{ id: string; account: string }>(
          'select id, account from users where id = any($1::text[]) and delete_mark is null',
          [wanted],
        );
        if (found.length !== wanted.length) throw badRequest(sysConfigTexts.unknownUsers);
        if (!found.some((row) => row.account === builtInAdminAccount)) throw badRequest(sysConfigTexts.builtInAdmin);
        return tx.query<{ id: string }>(
          `update users set is_administrator = (id = any($1::text[]))
            where delete_mark is null and is_administrator <> (id = any($1::text[])) returning id`,
          [wanted],
        );
      });
      // Their sessions and CurrentUser answers are rebuilt here at once, on other replicas within seconds.
      for (const { id } of changed) {
        ctx.sessions.forgetUser(id);
        ctx.currentUserCache.forgetUser(id);
      }
      return ok(null, sysConfigTexts.adminsSaved);
    },
  );

  // Third-party directories (企业微信, 钉钉): not built. Each call answers at once what is missing.
  const typeParams = {
    type: 'object',
    required: ['type'],
    properties: { type: { type: 'string', minLength: 1, maxLength: 20 } },
  } as const;
  const typeQuery = { type: 'object', properties: { type: { type: 'string', maxLength: 20 } } } as const;
  const notConfigured = (message: string) => async () => {
    throw badRequest(message);
  };
  const failure = { summary: '', security: bearerSecurity, response: standardResponses({ type: 'null' }) };

  app.post(
    `${sysConfigPath}/:type/testQyWebChatConnect`,
    {
      config: { access: { menu: sysConfigMenu } },
      schema: { ...failure, tags, summary: 'Tests the WeCom connection: answers at once that WeCom is not configured', params: typeParams },
    },
    notConfigured(sysConfigTexts.weCom),
  );
  app.post(
    `${sysConfigPath}/testDingTalkConnect`,
    {
      config: { access: { menu: sysConfigMenu } },
      schema: { ...failure, tags, summary: 'Tests the DingTalk connection: answers at once that DingTalk is not configured' },
    },
    notConfigured(sysConfigTexts.dingTalk),
  );
  app.get(
    '/api/system/SynThirdInfo/getSynThirdTotal/:type',
    {
      config: { access: { menu: sysConfigMenu } },
      schema: { ...failure, tags, summary: 'Third-party sync totals: answers at once that no directory is configured', params: typeParams },
    },
    notConfigured(sysConfigTexts.noDirectory),
  );
  for (const call of ['synAllOrganizeSysToDing', 'synAllUserSysToDing', 'synAllOrganizeSysToQy', 'synAllUserSysToQy']) {
    app.get(
      `/api/system/SynThirdInfo/${call}`,
      {
        config: { access: { menu: sysConfigMenu, button: 'btn_edit' } },
        schema: { ...failure, tags, summary: `${call}: answers at once that no directory is configured`, querystring: typeQuery },
      },
      notConfigured(sysConfigTexts.noDirectory),
    );
  }
}
