/**
 * Reading portals for showing them: one by id or code (a type-8 menu's moduleId may be either), the
 * menus that show it, the portals a caller may see, and a user's own arrangement.
 */
import { PORTAL_MENU_TYPE, portalMenu } from '../../api/portal';
import type { PortalArrangement, PortalLayout } from '../../schemas/portal-layout';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import { queryOne, type Queryable } from '../db/database';
import { granteeOf } from '../permissions/grants';

export interface StoredPortal {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  enabledMark: number;
  formData: PortalLayout;
}

const portalColumns = `id, full_name as "fullName", en_code as "enCode", category, enabled_mark as "enabledMark", form_data as "formData"`;

/** The portal whose id or code is `key` (an id wins). */
export async function findPortal(db: Queryable, key: string): Promise<StoredPortal | undefined> {
  return queryOne<StoredPortal>(db, `select ${portalColumns} from portal where id = $1 or en_code = $1 order by (id = $1) desc limit 1`, [
    key,
  ]);
}

/**
 * The menus that show portal `key`: the enabled type-8 menus naming it by id or code, and 门户设计,
 * whose users design every portal.
 */
export async function portalMenus(db: Queryable, key: string): Promise<string[]> {
  const portal = await findPortal(db, key);
  if (!portal) return [portalMenu];
  const rows = await db.query<{ en_code: string }>(
    `select en_code from module where type = $1 and enabled_mark = 1 and property_json->>'moduleId' in ($2, $3) order by sort_code, en_code`,
    [PORTAL_MENU_TYPE, portal.id, portal.enCode],
  );
  return [...rows.map((row) => row.en_code), portalMenu];
}

/** The enabled portals `user` may see (through a type-8 menu, or 门户设计), in the list's order. */
export async function visiblePortals(ctx: AppContext, user: SessionUser): Promise<StoredPortal[]> {
  const grantee = granteeOf(user);
  const portals = await ctx.db.query<StoredPortal>(
    `select ${portalColumns} from portal where enabled_mark = 1 order by sort_code, creator_time, id`,
  );
  if (await ctx.access.hasMenu(grantee, portalMenu)) return portals;
  const menus = await ctx.db.query<{ en_code: string; module_id: string }>(
    `select en_code, property_json->>'moduleId' as module_id from module where type = $1 and enabled_mark = 1`,
    [PORTAL_MENU_TYPE],
  );
  const shown = new Set<string>();
  for (const menu of menus) if (await ctx.access.hasMenu(grantee, menu.en_code)) shown.add(menu.module_id);
  return portals.filter((portal) => shown.has(portal.id) || shown.has(portal.enCode));
}

export async function userArrangement(db: Queryable, portalId: string, userId: string): Promise<PortalArrangement | null> {
  const row = await queryOne<{ formData: PortalArrangement }>(
    db,
    `select form_data as "formData" from portal_user_layout where portal_id = $1 and user_id = $2`,
    [portalId, userId],
  );
  return row?.formData ?? null;
}

export async function saveArrangement(db: Queryable, portalId: string, userId: string, arrangement: PortalArrangement, now: Date) {
  await db.query(
    `insert into portal_user_layout (portal_id, user_id, form_data, last_modify_time) values ($1, $2, $3, $4)
     on conflict (portal_id, user_id) do update set form_data = excluded.form_data, last_modify_time = excluded.last_modify_time`,
    [portalId, userId, JSON.stringify(arrangement), now],
  );
}

export async function forgetArrangement(db: Queryable, portalId: string, userId: string) {
  await db.query('delete from portal_user_layout where portal_id = $1 and user_id = $2', [portalId, userId]);
}
