/**
 * The left tree of layout 2 (reference 3.1): its title, where its nodes come from (a dictionary, or a
 * data interface with the keys of its value, label and children), the field a chosen node filters, and
 * whether the tree loads whole or a level at a time.
 */
import type { TFunction } from 'i18next';
import type { ListCandidates } from './list-candidates';
import { withSetting, withTreeRelation, withTreeSource, withTreeSync, type Json, type ListDesign } from './list-model';
import { SelectSetting, TextSetting, type Choice } from './setting-controls';

export interface TreeSettingsProps {
  design: ListDesign;
  candidates: ListCandidates;
  dictionaries: Choice[];
  interfaces: Choice[];
  t: TFunction;
  onEdit(change: (columnData: Json) => Json): void;
}

export function TreeSettings({ design, candidates, dictionaries, interfaces, t, onEdit }: TreeSettingsProps) {
  const { tree, generation } = design;
  const set = (key: string) => (value: unknown) => onEdit((columnData) => withSetting(columnData, key, value));
  const fields = candidates.group.map((item) => ({ value: item.prop, label: item.label }));
  return (
    <>
      <TextSetting label={t('treeTitle')} value={tree.title} onChange={set('treeTitle')} />
      <SelectSetting
        label={t('treeSource')}
        value={tree.source}
        choices={[
          { value: 'dictionary', label: t('sourceDictionary') },
          { value: 'api', label: t('sourceApi') },
        ]}
        onChange={(source) => onEdit((columnData) => withTreeSource(columnData, source))}
      />
      {tree.source === 'dictionary' && (
        <>
          <SelectSetting
            label={t('treeDictionary')}
            value={tree.dictionary}
            choices={dictionaries}
            placeholder={t('choose')}
            onChange={set('treeDictionary')}
          />
          <SelectSetting
            label={t('treeValue')}
            value={tree.value}
            choices={[
              { value: 'id', label: 'id' },
              { value: 'enCode', label: 'enCode' },
            ]}
            onChange={set('treePropsValue')}
          />
        </>
      )}
      {tree.source === 'api' && (
        <>
          <SelectSetting
            label={t('treeInterface')}
            value={tree.interfaceId}
            choices={interfaces}
            placeholder={t('choose')}
            onChange={set('treePropsUrl')}
          />
          <TextSetting label={t('treeValue')} value={tree.value} onChange={set('treePropsValue')} />
          <TextSetting label={t('treeLabel')} value={tree.label} onChange={set('treePropsLabel')} />
          <TextSetting label={t('treeChildren')} value={tree.children} onChange={set('treePropsChildren')} />
        </>
      )}
      <SelectSetting
        label={t('treeRelation')}
        value={tree.relation}
        choices={fields}
        placeholder={t('choose')}
        onChange={(prop) => onEdit((columnData) => withTreeRelation(columnData, prop))}
      />
      {tree.source === 'api' && (
        <>
          <SelectSetting
            label={t('treeSync')}
            value={String(tree.synType)}
            choices={[
              { value: '0', label: t('syncAll') },
              { value: '1', label: t('syncLazy') },
            ]}
            onChange={(value) => onEdit((columnData) => withTreeSync(columnData, generation, { synType: value === '1' ? 1 : 0 }))}
          />
          {tree.synType === 1 && (
            <SelectSetting
              label={t('asyncInterface')}
              value={tree.asyncInterfaceId}
              choices={interfaces}
              placeholder={t('choose')}
              onChange={(asyncInterfaceId) => onEdit((columnData) => withTreeSync(columnData, generation, { asyncInterfaceId }))}
            />
          )}
        </>
      )}
    </>
  );
}
