/**
 * The advanced query (高级查询) of a generated form's list, as JNPF 3.4.7's dialog keeps it: a match
 * logic and rows of `{field, symbol, fieldValue}`, sent with every list call as
 * `superQueryJson = JSON.stringify({matchLogic, condition})` (the server's reading:
 * schemas/online/query-conditions.ts). Pure: the fields offered, the symbols of each, the JSON, and
 * the toolbar button showing how many conditions are on.
 */
import type { JnpfField } from '../../engine';
import type { PageSchema } from '../../engine/page';
import { queryKindOf, symbolsOf, takesValue, type QueryKind, type QuerySymbol } from '../../schemas/online/query-conditions';
import { recordFields } from '../../schemas/online/record-fields';
import { notSearchable } from '../../schemas/online/value-shapes';
import { t } from '../../schemas/pages/page-texts';

/** A field the query may use: its key, label, how it compares, and its definition (the value is drawn by its kind). */
export interface SuperQueryField {
  vModel: string;
  label: string;
  jnpfKey: string;
  kind: QueryKind;
  field: JnpfField;
}

export interface SuperQueryRow {
  /** Keys the row in the dialog only. */
  id: number;
  field: string;
  symbol: QuerySymbol | '';
  fieldValue?: unknown;
}

export interface SuperQueryState {
  matchLogic: 'AND' | 'OR';
  rows: SuperQueryRow[];
}

export const emptySuperQuery: SuperQueryState = { matchLogic: 'AND', rows: [] };

/** The toolbar button and its action (./list-page.ts adds it when `hasSuperQuery`). */
export const SUPER_QUERY_ACTION = 'superQuery';
export const superQueryLabel = t('高级查询', 'Advanced query', '高級查詢');

/** The form's top-level fields a list may search by (reference 2.5), as the original's dialog offers them; `canSee` leaves out columns not granted. */
export function superQueryFields(formData: { fields?: unknown }, canSee: (vModel: string) => boolean = () => true): SuperQueryField[] {
  return recordFields(formData).flatMap((field) => {
    const kind = queryKindOf(field);
    if (kind === 'other' || notSearchable.has(field.jnpfKey) || !canSee(field.vModel)) return [];
    return [{ vModel: field.vModel, label: field.label, jnpfKey: field.jnpfKey, kind, field: field.raw as unknown as JnpfField }];
  });
}

let nextId = 1;

export function newRow(): SuperQueryRow {
  return { id: nextId++, field: '', symbol: '' };
}

/** A row given a field: its first symbol, no value. */
export function withField(row: SuperQueryRow, field: SuperQueryField | undefined): SuperQueryRow {
  return { id: row.id, field: field?.vModel ?? '', symbol: field ? symbolsOf(field.kind)[0]! : '' };
}

/** A row given a symbol: the value goes with `null`/`notNull`. */
export function withSymbol(row: SuperQueryRow, symbol: QuerySymbol): SuperQueryRow {
  return takesValue(symbol) ? { ...row, symbol } : { id: row.id, field: row.field, symbol };
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The rows that say something: a field of the list, a symbol it allows, a value when the symbol takes one. */
export function completeRows(state: SuperQueryState, fields: readonly SuperQueryField[]): SuperQueryRow[] {
  return state.rows.filter((row) => {
    const field = fields.find((candidate) => candidate.vModel === row.field);
    if (!field || !row.symbol || !symbolsOf(field.kind).includes(row.symbol)) return false;
    return !takesValue(row.symbol) || !isBlank(row.fieldValue);
  });
}

/** `superQueryJson` of the state, undefined when no row is complete (the list is not limited). */
export function superQueryJson(state: SuperQueryState, fields: readonly SuperQueryField[]): string | undefined {
  const rows = completeRows(state, fields);
  if (!rows.length) return undefined;
  const condition = rows.map((row) => ({
    field: row.field,
    symbol: row.symbol,
    fieldValue: takesValue(row.symbol) ? row.fieldValue : '',
    jnpfKey: fields.find((field) => field.vModel === row.field)!.jnpfKey,
  }));
  return JSON.stringify({ matchLogic: state.matchLogic, condition });
}

/** The 高级查询 button's label with how many conditions are on: `高级查询 (2)`. */
export const countedLabel = (count: number) => t(`高级查询 (${count})`, `Advanced query (${count})`, `高級查詢 (${count})`);

/** The page with the 高级查询 button showing how many conditions are on. */
export function withSuperQueryCount(page: PageSchema, count: number): PageSchema {
  if (!count || !page.toolbar?.buttons) return page;
  return {
    ...page,
    toolbar: {
      ...page.toolbar,
      buttons: page.toolbar.buttons.map((button) =>
        button.action === SUPER_QUERY_ACTION ? { ...button, label: countedLabel(count) } : button,
      ),
    },
  };
}
