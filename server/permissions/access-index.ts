import type { Queryable } from '../db/database';
import { grantedSql, granteeParams, type Grantee } from './grants';

interface GrantIndex {
  menus: Set<string>;
  buttons: Set<string>;
  /** Per menu that guards its columns: the guarded columns this grantee is not granted. */
  hiddenColumns: Map<string, Set<string>>;
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
    const index: GrantIndex = { menus: new Set(), buttons: new Set(), hiddenColumns: new Map(), builtAt: Date.now() };
    for (const row of rows) {
      if (row.button === null) index.menus.add(row.menu);
      else index.buttons.add(`${row.menu}\u0000${row.button}`);
    }
    if (grantee.isAdministrator) return index;
    const columns = await this.db.query<{ menu: string; column: string }>(
      `select m.en_code as menu, c.en_code as column from module m join module_column c on c.module_id = m.id
        where m.is_column_authorize and c.enabled_mark = 1 and not ${grantedSql('column', 'c')}`,
      granteeParams(grantee),
    );
    for (const { menu, column } of columns) {
      const hidden = index.hiddenColumns.get(menu) ?? new Set<string>();
      hidden.add(column);
      index.hiddenColumns.set(menu, hidden);
    }
    return index;
  }
}
