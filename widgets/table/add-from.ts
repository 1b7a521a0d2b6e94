/**
 * Sub-table rows added by picking records (`addType` 1, reference 2.8, spec 002 section 3.5): `addTableConf`
 * names a data interface with the picker's look (`popupTitle`, `popupType`, `popupWidth`), its columns and
 * paging, and `relationOptions` saying what each new row's cells take from a picked record: `type` 1 (or
 * none) its `value` field, `type` 2 the fixed `value`. No React.
 */
import { stringProp } from '../../engine/registry/read-props';
import type { PickerLook } from '../kit/popup/PickerDialog';
import { compilePopupSource, type PopupSourceOptions } from '../kit/popup/popup-source';
import type { PopupRow } from '../kit/popup/row-lookup';

export interface RowRelation {
  /** The sub-table column filled. */
  field: string;
  /** 1: from the picked record's `value` field; 2: the fixed `value`. */
  type: 1 | 2;
  value: unknown;
}

export interface AddFrom {
  look: PickerLook;
  source: PopupSourceOptions;
  relations: RowRelation[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The picking configuration of `addTableConf`, or undefined when it names no interface. */
export function readAddFrom(conf: unknown): AddFrom | undefined {
  if (!isRecord(conf) || !stringProp(conf.interfaceId)) return undefined;
  const source = { ...compilePopupSource({ props: conf, config: { jnpfKey: 'table' } }), multiple: true };
  const type = stringProp(conf.popupType) === 'drawer' ? 'drawer' : 'dialog';
  const relations = (Array.isArray(conf.relationOptions) ? conf.relationOptions.filter(isRecord) : [])
    .map((item): RowRelation => ({ field: stringProp(item.field) ?? '', type: Number(item.type) === 2 ? 2 : 1, value: item.value }))
    .filter((item) => item.field !== '' && (item.type === 2 || (typeof item.value === 'string' && item.value !== '')));
  return {
    look: { popupType: type, popupTitle: stringProp(conf.popupTitle) || undefined, popupWidth: stringProp(conf.popupWidth) || '800px' },
    source,
    relations,
  };
}

/** The row a picked record makes: the blank row with the related cells filled. */
export function rowFromPicked(blank: Record<string, unknown>, picked: PopupRow | undefined, relations: readonly RowRelation[]) {
  const row = { ...blank };
  for (const { field, type, value } of relations) {
    const cell = type === 2 ? value : picked?.[value as string];
    if (cell !== undefined) row[field] = structuredClone(cell);
  }
  return row;
}
