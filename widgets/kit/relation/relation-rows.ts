/**
 * The records a relation field chose, remembered per owner (a form's controller while the form lives,
 * or the data source for list cells): a record chosen in the dialog shows its text at once, and the
 * relationFormAttr fields that follow the field read its columns from it. A stored id's record is asked
 * once per owner for all the attributes that show it (a failed call is not kept). No React.
 */
import type { RelationServices } from '../../../engine/data-source';

export type RelationRow = Record<string, unknown>;

const keyOf = (modelId: string, id: string) => `${modelId}\u001f${id}`;
const records = new WeakMap<object, Map<string, Promise<RelationRow | undefined>>>();

/** The record `id` of `modelId` as display text, one call per owner and record. */
export function recordOnce(owner: object, services: RelationServices, modelId: string, id: string): Promise<RelationRow | undefined> {
  let kept = records.get(owner);
  if (!kept) records.set(owner, (kept = new Map()));
  const key = keyOf(modelId, id);
  let found = kept.get(key);
  if (!found) {
    found = services.record(modelId, id).catch((error: unknown) => {
      kept.delete(key);
      throw error;
    });
    kept.set(key, found);
  }
  return found;
}

const owners = new WeakMap<object, Map<string, RelationRow>>();

export function rememberRelationRow(owner: object, modelId: string, row: RelationRow): void {
  let rows = owners.get(owner);
  if (!rows) owners.set(owner, (rows = new Map()));
  const id = row.id;
  if (id !== null && id !== undefined) rows.set(keyOf(modelId, String(id)), row);
}

/** The remembered record of an id, undefined when not chosen here. */
export function rememberedRelationRow(owner: object | undefined, modelId: string, id: string): RelationRow | undefined {
  return owner ? owners.get(owner)?.get(keyOf(modelId, id)) : undefined;
}

/** A stored value as one id ('' for none). */
export function relationId(value: unknown): string {
  if (Array.isArray(value)) return relationId(value[0]);
  return value === null || value === undefined ? '' : String(value);
}

export const relationText = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
