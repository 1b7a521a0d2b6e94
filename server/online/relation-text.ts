/**
 * The display text of `relationForm` values (reference 3.3, spec 002 section 3.6): the related record's
 * `relationField` as text, with the linked id kept under `<field>_id`, as JNPF's DataChange answers
 * them. One query per relation field for all rows. A related form's own relation field shown as text
 * stays its stored id (no chain of look-ups through forms that point at each other).
 */
import type { OnlineField } from '../../schemas/online/record-fields';
import type { Queryable } from '../db/database';
import { onlineModel } from './online-model';

type Row = Record<string, unknown>;
type DisplayRows = (db: Queryable, fields: readonly OnlineField[], rows: readonly Row[]) => Promise<Row[]>;

/** Per relation field, the text of each related id its rows hold. */
export type RelationTexts = Map<string, Map<string, unknown>>;

const idOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export async function relationTexts(
  db: Queryable,
  fields: readonly OnlineField[],
  rows: readonly Row[],
  display: DisplayRows,
): Promise<RelationTexts> {
  const texts: RelationTexts = new Map();
  for (const field of fields) {
    if (field.jnpfKey !== 'relationForm') continue;
    const ids = [...new Set(rows.map((row) => idOf(row[field.vModel])).filter(Boolean))];
    const modelId = typeof field.raw.modelId === 'string' ? field.raw.modelId : '';
    const shownKey = typeof field.raw.relationField === 'string' ? field.raw.relationField : '';
    const texts1 = new Map<string, unknown>();
    texts.set(field.vModel, texts1);
    const model = ids.length && modelId ? await onlineModel(db, modelId) : undefined;
    const shown = model?.fieldByKey.get(shownKey);
    if (!model || !shown || shown.vModel !== shownKey) continue;
    const records = await model.storage.recordsByIds(db, ids);
    const values = records.map((record) => ({ [shown.vModel]: record.data[shown.vModel] }));
    const shownTexts = shown.jnpfKey === 'relationForm' || shown.shape === 'rows' ? values : await display(db, [shown], values);
    records.forEach((record, index) => texts1.set(record.id, shownTexts[index]?.[shown.vModel] ?? ''));
  }
  return texts;
}

/** Writes the relation fields' text into a row shown (`out`), the stored id under `<field>_id`; an id no longer there stays as it is. */
export function putRelationTexts(out: Row, row: Row, texts: RelationTexts): void {
  for (const [key, byId] of texts) {
    const id = idOf(row[key]);
    if (!id) continue;
    out[key] = byId.get(id) ?? id;
    out[`${key}_id`] = row[key];
  }
}
