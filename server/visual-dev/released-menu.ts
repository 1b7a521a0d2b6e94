/**
 * The type-3 menu a definition is released to (spec 000 section 2.3, reference 1.5 and 5.3): created
 * under the chosen directory, or the one it was released to before moved there; its property names the
 * definition (`moduleId`); its buttons, list columns and form fields are what roles are granted.
 */
import { randomInt } from 'node:crypto';
import { releasedMenuButtons, releasedMenuIcon, visualDevMessages, type VisualDevWebType } from '../../api/visual-dev';
import { columnItemsOf, formItemsOf, jsonPart, type MenuItem } from '../../schemas/visual-dev-fields';
import { queryOne, type Queryable } from '../db/database';
import { newId } from '../db/ids';
import { badRequest } from '../http/api-error';

export interface MenuPlacement {
  parentId: string;
  fullName: string;
  icon: string;
}

export interface ReleasedContent {
  id: string;
  enCode: string;
  webType: VisualDevWebType;
  formData: string | null;
  columnData: string | null;
}

interface MenuRow {
  id: string;
  enCode: string;
  urlAddress: string;
  propertyJson: Record<string, unknown>;
}

const suffixLetters = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Five random letters and digits, as JNPF appends to a copied or released code. */
export const shortSuffix = () => Array.from({ length: 5 }, () => suffixLetters[randomInt(suffixLetters.length)]).join('');

/** The menu the definition was released to, else a menu whose property already names it (a seeded one). */
async function existingMenu(tx: Queryable, definitionId: string): Promise<MenuRow | undefined> {
  return queryOne<MenuRow>(
    tx,
    `select m.id, m.en_code as "enCode", m.url_address as "urlAddress", m.property_json as "propertyJson"
       from module m left join visual_dev_release v on v.menu_id = m.id and v.id = $1
      where v.id is not null or (m.type = 3 and m.property_json ->> 'moduleId' = $1)
      order by (v.id is not null) desc limit 1`,
    [definitionId],
  );
}

async function checkedParent(tx: Queryable, parentId: string): Promise<{ systemId: string }> {
  const parent = await queryOne<{ type: number; systemId: string }>(
    tx,
    'select type::int as type, system_id as "systemId" from module where id = $1',
    [parentId],
  );
  if (!parent) throw badRequest(visualDevMessages.parentNotFound);
  if (parent.type !== 1) throw badRequest(visualDevMessages.parentNotDirectory);
  return parent;
}

/** The list's permission switches (reference 3.1) as the menu's guards (reference 5.3). */
function guardsOf(columnData: string | null): { columns: boolean; forms: boolean; rows: boolean } {
  const list = jsonPart(columnData) as Record<string, unknown> | undefined;
  return { columns: list?.useColumnPermission === true, forms: list?.useFormPermission === true, rows: list?.useDataPermission === true };
}

/** Creates or moves the definition's menu; answers its id, code and address. */
export async function placeReleasedMenu(
  tx: Queryable,
  content: ReleasedContent,
  placement: MenuPlacement,
): Promise<{ menuId: string; enCode: string; urlAddress: string }> {
  const { systemId } = await checkedParent(tx, placement.parentId);
  const menu = await existingMenu(tx, content.id);
  const sameName = await queryOne(tx, 'select 1 from module where parent_id = $1 and full_name = $2 and id <> $3', [
    placement.parentId,
    placement.fullName,
    menu?.id ?? '',
  ]);
  if (sameName) throw badRequest(visualDevMessages.menuNameTaken);
  const guards = guardsOf(content.columnData);
  const property = { ...(menu?.propertyJson ?? {}), moduleId: content.id, isTree: 0, webType: content.webType };
  if (menu) {
    // Moved, renamed, guarded as the list now says; its code and address stay (open tabs and links keep working).
    await tx.query(
      `update module set parent_id = $2, system_id = $3, type = 3, full_name = $4, icon = $5, property_json = $6,
              is_column_authorize = $7, is_form_authorize = $8, is_data_authorize = $9, enabled_mark = 1
        where id = $1`,
      [
        menu.id,
        placement.parentId,
        systemId,
        placement.fullName,
        placement.icon,
        JSON.stringify(property),
        guards.columns,
        guards.forms,
        guards.rows,
      ],
    );
    await syncMenuItems(tx, menu.id, content);
    return { menuId: menu.id, enCode: menu.enCode, urlAddress: menu.urlAddress };
  }
  const id = newId();
  let enCode = '';
  // The code of the definition and a short suffix, as JNPF makes it; the address `model/<code>` (JNPF 3.4 PubulishUtil).
  do enCode = `${content.enCode}${shortSuffix()}`;
  while (await queryOne(tx, 'select 1 from module where en_code = $1', [enCode]));
  const urlAddress = `model/${enCode}`;
  await tx.query(
    `insert into module (id, parent_id, system_id, type, full_name, en_code, icon, url_address, property_json,
                         is_button_authorize, is_column_authorize, is_form_authorize, is_data_authorize, sort_code)
     values ($1, $2, $3, 3, $4, $5, $6, $7, $8, true, $9, $10, $11,
             (select coalesce(max(sort_code), -1) + 1 from module where parent_id = $2))`,
    [
      id,
      placement.parentId,
      systemId,
      placement.fullName,
      enCode,
      placement.icon || releasedMenuIcon,
      urlAddress,
      JSON.stringify(property),
      guards.columns,
      guards.forms,
      guards.rows,
    ],
  );
  await syncMenuItems(tx, id, content);
  return { menuId: id, enCode, urlAddress };
}

/**
 * The menu's items as the released definition has them: the default buttons (added once, never
 * renamed or removed: a button may have been renamed by hand), and one column per list column and
 * one form item per field, renamed and reordered as the definition says; items of fields no longer
 * there go, with their grants.
 */
async function syncMenuItems(tx: Queryable, menuId: string, content: ReleasedContent): Promise<void> {
  for (const [index, button] of releasedMenuButtons.entries()) {
    await tx.query(
      `insert into module_button (id, module_id, full_name, en_code, sort_code) values ($1, $2, $3, $4, $5) on conflict (module_id, en_code) do nothing`,
      [newId(), menuId, button.fullName, button.enCode, index],
    );
  }
  await syncItems(tx, 'module_column', 'column', menuId, columnItemsOf(content.columnData));
  await syncItems(tx, 'module_form', 'form', menuId, formItemsOf(content.formData));
}

async function syncItems(tx: Queryable, table: 'module_column' | 'module_form', kind: string, menuId: string, items: MenuItem[]) {
  for (const [index, item] of items.entries()) {
    await tx.query(
      `insert into ${table} (id, module_id, full_name, en_code, sort_code) values ($1, $2, $3, $4, $5)
       on conflict (module_id, en_code) do update set full_name = excluded.full_name, sort_code = excluded.sort_code`,
      [newId(), menuId, item.fullName, item.enCode, index],
    );
  }
  const gone = await tx.query<{ id: string }>(
    `delete from ${table} where module_id = $1 and not (en_code = any($2::text[])) returning id`,
    [menuId, items.map((item) => item.enCode)],
  );
  if (gone.length)
    await tx.query('delete from authorize where item_type = $1 and item_id = any($2::text[])', [kind, gone.map((row) => row.id)]);
}

/** Removes the menus that show a definition (a deleted one), with their items and every grant of them. */
export async function deleteMenusOf(tx: Queryable, definitionId: string): Promise<number> {
  const menus = await tx.query<{ id: string }>(
    `select id from module where type = 3 and property_json ->> 'moduleId' = $1
     union select menu_id from visual_dev_release where id = $1 and menu_id is not null`,
    [definitionId],
  );
  if (!menus.length) return 0;
  const ids = menus.map((menu) => menu.id);
  await tx.query(
    `delete from authorize where (item_type = 'module' and item_id = any($1::text[]))
        or (item_type = 'button' and item_id in (select id from module_button where module_id = any($1::text[])))
        or (item_type = 'column' and item_id in (select id from module_column where module_id = any($1::text[])))
        or (item_type = 'form' and item_id in (select id from module_form where module_id = any($1::text[])))
        or (item_type = 'resource' and item_id in (select id from module_scheme where module_id = any($1::text[])))`,
    [ids],
  );
  await tx.query('delete from module where id = any($1::text[])', [ids]);
  return ids.length;
}
