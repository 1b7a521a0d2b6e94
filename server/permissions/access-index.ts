import type { Queryable } from '../db/database';
import type { DataRule } from './data-rules';
import { grantedSql, granteeParams, type Grantee } from './grants';

interface GrantIndex {
  menus: Set<string>;
  buttons: Set<string>;
  /** Per menu that guards its columns: the guarded columns this grantee is not granted. */
  hiddenColumns: Map<string, Set<string>>;
  /** Per menu that guards its form fields: the guarded fields this grantee is not granted. */
  hiddenFields: Map<string, Set<string>>;
  /** Per menu that guards its rows (is_data_authorize): the data rules granted to this grantee, maybe none. */
  dataRules: Map<string, DataRule[]>;
  builtAt: number;
}

const noColumns: ReadonlySet<string> = new Set();

const indexLifetimeMs = 5_000;

/**
 * Answers "may this grantee open menu M / press button B of M / see column C of M" from two queries per combination of
 * roles and positions, kept for a few seconds: route checks run on every protected call, grants
 * change rarely. `invalidate()` after editing grants makes the change count at once on this process.
 */
export class AccessIndex {
  private readonly indexes = new Map<string, Promise<GrantIndex>>();

  constructor(private readonly db: Queryable) {}

  async hasMenu(grantee: Grantee, menuCode: string): Promise<boolean> {
    return (await this.indexOf(grantee)).menus.has(menuCode);
  }

  async hasButton(grantee: Grantee, menuCode: string, buttonCode: string): Promise<boolean> {
    return (await this.indexOf(grantee)).buttons.has(`${menuCode}\u0000${buttonCode}`);
  }

  /** The list columns of this menu the grantee may not see (none when the menu does not guard its columns). */
  async hiddenColumns(grantee: Grantee, menuCode: string): Promise<ReadonlySet<string>> {
    return (await this.indexOf(grantee)).hiddenColumns.get(menuCode) ?? noColumns;
  }

  /** The form fields of this menu the grantee may not see or set (none when the menu does not guard its fields). */
  async hiddenFields(grantee: Grantee, menuCode: string): Promise<ReadonlySet<string>> {
    return (await this.indexOf(grantee)).hiddenFields.get(menuCode) ?? noColumns;
  }

  /** The data rules of this menu granted to the grantee; undefined when the menu does not limit its rows. */
  async dataRules(grantee: Grantee, menuCode: string): Promise<readonly DataRule[] | undefined> {
    return (await this.indexOf(grantee)).dataRules.get(menuCode);
  }

  invalidate(): void {
    this.indexes.clear();
  }

  private indexOf(grantee: Grantee): Promise<GrantIndex> {
    const key = `${grantee.isAdministrator}|${[...grantee.roleIds].sort().join(',')}|${[...grantee.positionIds].sort().join(',')}`;
    const existing = this.indexes.get(key);
    if (existing) return existing;
    const building = this.build(grantee).catch((error: unknown) => {
      this.indexes.delete(key);
      throw error;
    });
    this.indexes.set(key, building);
    void building.then(
      (index) =>
        setTimeout(
          () => this.indexes.get(key) === building && this.indexes.delete(key),
          indexLifetimeMs - (Date.now() - index.builtAt),
        ).unref(),
      () => undefined,
    );
    return building;
  }

  private async build(grantee: Grantee): Promise<GrantIndex> {
    const rows = await this.db.query<{ menu: string; button: string | null }>(
      `select m.en_code as menu, null as button from module m where m.enabled_mark = 1 and ${grantedSql('module', 'm')}
       union all
       select m.en_code, i.en_code from module m join module_button i on i.module_id = m.id
        where m.enabled_mark = 1 and i.enabled_mark = 1 and ${grantedSql('module', 'm')} and ${grantedSql('button', 'i')}`,
      granteeParams(grantee),
    );
    const index: GrantIndex = {
      menus: new Set(),
      buttons: new Set(),
      hiddenColumns: new Map(),
      hiddenFields: new Map(),
      dataRules: new Map(),
      builtAt: Date.now(),
    };
    for (const row of rows) {
      if (row.button === null) index.menus.add(row.menu);
      else index.buttons.add(`${row.menu}\u0000${row.button}`);
    }
    if (grantee.isAdministrator) return index;
    const hidden = await this.db.query<{ kind: 'column' | 'form'; menu: string; item: string }>(
      `select 'column' as kind, m.en_code as menu, c.en_code as item from module m join module_column c on c.module_id = m.id
        where m.is_column_authorize and c.enabled_mark = 1 and not ${grantedSql('column', 'c')}
       union all
       select 'form', m.en_code, f.en_code from module m join module_form f on f.module_id = m.id
        where m.is_form_authorize and f.enabled_mark = 1 and not ${grantedSql('form', 'f')}`,
      granteeParams(grantee),
    );
    for (const { kind, menu, item } of hidden) {
      const byMenu = kind === 'column' ? index.hiddenColumns : index.hiddenFields;
      const items = byMenu.get(menu) ?? new Set<string>();
      items.add(item);
      byMenu.set(menu, items);
    }
    const rules = await this.db.query<{
      menu: string;
      scope: DataRule['scope'] | null;
      conditions: DataRule['conditions'];
      matchLogic: 'and' | 'or';
    }>(
      `select m.en_code as menu, s.scope, s.condition_json as conditions, s.match_logic as "matchLogic"
         from module m left join module_scheme s on s.module_id = m.id and s.enabled_mark = 1 and ${grantedSql('resource', 's')}
        where m.is_data_authorize and m.enabled_mark = 1`,
      granteeParams(grantee),
    );
    for (const { menu, scope, conditions, matchLogic } of rules) {
      const granted = index.dataRules.get(menu) ?? [];
      if (scope) granted.push({ scope, conditions: conditions ?? [], matchLogic });
      index.dataRules.set(menu, granted);
    }
    return index;
  }
}
