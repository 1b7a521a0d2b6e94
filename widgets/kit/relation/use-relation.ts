/**
 * The text and record behind a relation field's stored id: the record chosen in the dialog when it is
 * remembered, else asked through the data source's relation calls (`page` with `ids`, which the screens
 * batch into one call per form and field shown; `record` for the attribute fields, kept per id). Without
 * relation calls the stored id shows as it is.
 */
import { useContext } from 'react';
import type { DataSource } from '../../../engine/data-source';
import { EngineContext } from '../../../engine/renderer/context';
import { useAsyncValue } from '../use-async';
import { recordOnce, rememberedRelationRow, relationText, type RelationRow } from './relation-rows';

/** Who keeps the chosen records: the form's controller, or outside a form the data source's relation calls. */
export function useRelationOwner(dataSource: DataSource): object | undefined {
  const engine = useContext(EngineContext);
  return engine?.controller ?? dataSource.relations;
}

export interface RelationTextRequest {
  modelId: string;
  relationField: string;
}

/** The shown text of the record `id`: undefined while it is asked; the id itself when there is no such record. */
export function useRelationText({ modelId, relationField }: RelationTextRequest, id: string, dataSource: DataSource): string | undefined {
  const owner = useRelationOwner(dataSource);
  const services = dataSource.relations;
  const remembered = id ? rememberedRelationRow(owner, modelId, id) : undefined;
  const key = id && !remembered && services && modelId ? `${modelId}\u001f${relationField}\u001f${id}` : null;
  const { value, loading } = useAsyncValue(key, async (signal) => {
    const page = await services!.page(modelId, { currentPage: 1, pageSize: 1, relationField, columnOptions: [], ids: [id] }, signal);
    return page.list[0] ?? null;
  });
  if (!id) return '';
  if (remembered) return relationText(remembered[relationField]) || id;
  if (loading) return undefined;
  return relationText(value?.[relationField]) || id;
}

/**
 * The record `id` of `modelId` as display text, for the attribute fields: the remembered choice when it
 * holds `field`, else the record (asked once per id); undefined while asked, null when there is none.
 */
export function useRelationRecord(modelId: string, id: string, field: string, dataSource: DataSource): RelationRow | null | undefined {
  const owner = useRelationOwner(dataSource);
  const services = dataSource.relations;
  const remembered = id && modelId ? rememberedRelationRow(owner, modelId, id) : undefined;
  const usable = remembered && field in remembered ? remembered : undefined;
  const key = id && modelId && !usable && services ? `${modelId}\u001f${id}` : null;
  // Shared by every attribute of the record: not aborted by one of them.
  const { value, loading } = useAsyncValue(key, () => recordOnce(owner ?? services!, services!, modelId, id));
  if (!id || !modelId) return null;
  if (usable) return usable;
  if (!services) return null;
  if (loading) return undefined;
  return value ?? null;
}
