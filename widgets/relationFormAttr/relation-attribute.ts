/**
 * How the relation attribute finds its text: the record chosen in its relationForm field, remembered
 * (chosen in its dialog, when it holds the field) or asked once per id (`relations.record`, the record as
 * display text).
 */
import type { AttrSource } from '../kit/popup/AttrView';
import { relationId, relationText } from '../kit/relation/relation-rows';
import { useRelationRecord } from '../kit/relation/use-relation';
import type { RelationFormOptions } from '../relationForm/kind';

export function useRelationAttribute({ chosen, related, showField, dataSource }: AttrSource): string | undefined {
  const id = relationId(chosen);
  const options = related?.options ?? {};
  const modelId = 'modelId' in options ? (options as unknown as RelationFormOptions).modelId : '';
  const record = useRelationRecord(modelId, id, showField, dataSource);
  if (!modelId) return undefined;
  if (!id) return '';
  if (record === undefined) return undefined;
  return relationText(record?.[showField]);
}
