/**
 * A table grid's structure (reference 2.4 `tableGrid`): rows (`tableGridTr`) of cells (`tableGridTd`);
 * a cell spanning columns or rows covers the cells it spans, which are kept but marked `merged` and
 * not drawn (as JNPF stores them). Merging a cell with its neighbour right or below, splitting it
 * again, and adding a row or a column give the grid's new rows.
 */
import type { KindRegistry } from '../../../../engine/registry/registry';
import type { PropSetting } from '../../../../engine/registry/settings';
import type { JnpfField } from '../../../../engine/registry/types';
import { readSetting, writeSetting, type Generation } from './addresses';
import type { DesignDoc, DesignNode } from './document';
import { createNode } from './new-field';

/** Reads and writes a cell's colspan, rowspan and merged flag through its kind's settings. */
function cellAccess(registry: KindRegistry, generation: Generation) {
  const settings = registry.get('tableGridTd')?.settings ?? [];
  const setting = (key: string) => settings.find((s) => s.key === key) as PropSetting;
  const number = (field: JnpfField, key: string) => Math.max(1, Number(readSetting(field, setting(key), generation) ?? 1) || 1);
  return {
    colspan: (field: JnpfField) => number(field, 'config.colspan'),
    rowspan: (field: JnpfField) => number(field, 'config.rowspan'),
    merged: (field: JnpfField) => Boolean(readSetting(field, setting('config.merged'), generation)),
    write: (field: JnpfField, key: 'colspan' | 'rowspan' | 'merged', value: unknown) =>
      writeSetting(field, setting(`config.${key}`), value, generation),
  };
}

export interface CellPlace {
  row: number;
  column: number;
}

/** Where each cell sits: row and column index in the grid's rows (cells are stored one per column). */
export function cellPlace(rows: readonly DesignNode[], cellId: string): CellPlace | undefined {
  for (let row = 0; row < rows.length; row++) {
    const column = (rows[row]!.children ?? []).findIndex((cell) => cell.id === cellId);
    if (column >= 0) return { row, column };
  }
  return undefined;
}

const mapCell = (rows: readonly DesignNode[], row: number, column: number, update: (cell: DesignNode) => DesignNode): DesignNode[] =>
  rows.map((r, ri) => (ri !== row ? r : { ...r, children: (r.children ?? []).map((cell, ci) => (ci === column ? update(cell) : cell)) }));

export type GridEdit = 'mergeRight' | 'mergeDown' | 'split';

/** The rows after merging cell `cellId` with the next cell right or below, or splitting it; undefined when it cannot. */
export function editCell(
  rows: readonly DesignNode[],
  cellId: string,
  edit: GridEdit,
  registry: KindRegistry,
  generation: Generation,
): DesignNode[] | undefined {
  const place = cellPlace(rows, cellId);
  if (!place) return undefined;
  const access = cellAccess(registry, generation);
  const cell = rows[place.row]!.children![place.column]!;
  const colspan = access.colspan(cell.field);
  const rowspan = access.rowspan(cell.field);
  const cover = (from: readonly DesignNode[], cols: number[], rowIndexes: number[], merged: boolean) => {
    let out = [...from];
    for (const r of rowIndexes)
      for (const c of cols)
        if (!(r === place.row && c === place.column) && out[r]?.children?.[c])
          out = mapCell(out, r, c, (n) => ({ ...n, field: access.write(n.field, 'merged', merged || undefined) }));
    return out;
  };
  const range = (start: number, count: number) => Array.from({ length: count }, (_, i) => start + i);
  if (edit === 'mergeRight') {
    const next = place.column + colspan;
    if (!rows[place.row]!.children?.[next] || access.merged(rows[place.row]!.children![next]!.field)) return undefined;
    const nextSpan = access.colspan(rows[place.row]!.children![next]!.field);
    const out = mapCell(rows, place.row, place.column, (n) => ({ ...n, field: access.write(n.field, 'colspan', colspan + nextSpan) }));
    return cover(out, range(place.column, colspan + nextSpan), range(place.row, rowspan), true);
  }
  if (edit === 'mergeDown') {
    const next = place.row + rowspan;
    if (!rows[next]?.children?.[place.column] || access.merged(rows[next]!.children![place.column]!.field)) return undefined;
    const nextSpan = access.rowspan(rows[next]!.children![place.column]!.field);
    const out = mapCell(rows, place.row, place.column, (n) => ({ ...n, field: access.write(n.field, 'rowspan', rowspan + nextSpan) }));
    return cover(out, range(place.column, colspan), range(place.row, rowspan + nextSpan), true);
  }
  if (colspan === 1 && rowspan === 1) return undefined;
  const out = mapCell(rows, place.row, place.column, (n) => ({
    ...n,
    field: access.write(access.write(n.field, 'colspan', 1), 'rowspan', 1),
  }));
  return cover(out, range(place.column, colspan), range(place.row, rowspan), false);
}

/** The rows with one more row (as many cells as the first) or one more column (a cell more in each row). */
export function growGrid(
  doc: DesignDoc,
  rows: readonly DesignNode[],
  what: 'row' | 'column',
  registry: KindRegistry,
): { doc: DesignDoc; rows: DesignNode[] } {
  let current = doc;
  const make = (kind: string) => {
    const created = createNode(current, kind, registry);
    current = created.doc;
    return created.node;
  };
  if (what === 'row') {
    const width = Math.max(1, rows[0]?.children?.length ?? 1);
    const row = make('tableGridTr');
    return { doc: current, rows: [...rows, { ...row, children: Array.from({ length: width }, () => make('tableGridTd')) }] };
  }
  return { doc: current, rows: rows.map((row) => ({ ...row, children: [...(row.children ?? []), make('tableGridTd')] })) };
}
