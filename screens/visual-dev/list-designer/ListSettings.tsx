/**
 * 列表属性, the list's own settings (reference 3.1): its layout among the five and what each needs (the
 * left tree, the group field, the parent field), the default order, paging, totals and thousands
 * separators, the advanced query, sub-table columns, the buttons and permission switches, and the row
 * filter (`ruleList`) as JSON.
 */
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { Box, chakra, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { ButtonSettings } from './ButtonSettings';
import { smallControl } from './designer-styles';
import type { ListCandidates } from './list-candidates';
import { listTypes, withSetting, withSort, type Json, type ListDesign, type SortRule } from './list-model';
import { ChecksSetting, CheckSetting, Section, SelectSetting, type Choice } from './setting-controls';
import { TreeSettings } from './TreeSettings';

export interface ListSettingsProps {
  design: ListDesign;
  candidates: ListCandidates;
  dictionaries: Choice[];
  interfaces: Choice[];
  t: TFunction;
  onEdit(change: (columnData: Json) => Json): void;
}

const pageSizes = [20, 50, 80, 100, 500];

function LayoutPicker({ design, t, onEdit }: Pick<ListSettingsProps, 'design' | 't' | 'onEdit'>) {
  return (
    <Box role="radiogroup" aria-label={t('layout')} display="grid" gridTemplateColumns="1fr 1fr" gap="1.5">
      {listTypes.map((type) => (
        <chakra.label
          key={type}
          display="flex"
          alignItems="center"
          gap="1.5"
          fontSize="xs"
          px="2"
          py="1.5"
          borderWidth="1px"
          borderRadius="md"
          cursor="pointer"
          borderColor={design.type === type ? 'blue.500' : 'border'}
          bg={design.type === type ? 'blue.subtle' : 'bg'}
        >
          <input
            type="radio"
            name="list-layout"
            value={type}
            checked={design.type === type}
            onChange={() => onEdit((columnData) => withSetting(columnData, 'type', type))}
          />
          {t(`types.${type}`)}
        </chakra.label>
      ))}
    </Box>
  );
}

function SortSettings({ design, candidates, t, onEdit }: Pick<ListSettingsProps, 'design' | 'candidates' | 't' | 'onEdit'>) {
  const fields = candidates.group.map((item) => ({ value: item.prop, label: item.label }));
  const write = (rules: SortRule[]) => onEdit((columnData) => withSort(columnData, rules, design.generation));
  const rules = design.sort;
  // 3.4.7 orders by one field; V3 by several.
  const canAdd = design.generation === 'new' || rules.length === 0;
  const labelOf = (field: string) => fields.find((item) => item.value === field)?.label ?? field;
  return (
    <Section title={t('sortSettings')}>
      {rules.map((rule, index) => (
        <HStack key={`${rule.field}-${index}`} gap="1.5">
          <Box flex="1">
            <SelectSetting
              label={t('sortField')}
              value={rule.field}
              choices={fields}
              onChange={(field) => write(rules.map((item, at) => (at === index ? { ...item, field } : item)))}
            />
          </Box>
          <chakra.select
            {...smallControl}
            w="72px"
            aria-label={t('sortOrder')}
            value={rule.sort}
            onChange={(event) =>
              write(rules.map((item, at) => (at === index ? { ...item, sort: event.target.value as SortRule['sort'] } : item)))
            }
          >
            <option value="asc">{t('asc')}</option>
            <option value="desc">{t('desc')}</option>
          </chakra.select>
          <chakra.button
            type="button"
            aria-label={t('removeSort', { label: labelOf(rule.field) })}
            color="fg.muted"
            onClick={() => write(rules.filter((_, at) => at !== index))}
          >
            ×
          </chakra.button>
        </HStack>
      ))}
      {canAdd && fields.length > 0 && (
        <chakra.button
          type="button"
          fontSize="xs"
          color="blue.600"
          alignSelf="flex-start"
          onClick={() =>
            write([
              ...rules,
              { field: fields.find((item) => !rules.some((rule) => rule.field === item.value))?.value ?? fields[0]!.value, sort: 'desc' },
            ])
          }
        >
          + {t('addSort')}
        </chakra.button>
      )}
    </Section>
  );
}

/** No row filter, as each generation writes none. */
const emptyRules = (design: ListDesign) => (design.generation === 'old' ? [] : { matchLogic: 'and', conditionList: [] });

function RuleListSetting({ design, t, onEdit }: Pick<ListSettingsProps, 'design' | 't' | 'onEdit'>) {
  const stored = design.ruleList === undefined ? '' : JSON.stringify(design.ruleList, null, 2);
  const [typed, setTyped] = useState<string | null>(null);
  let invalid = false;
  if (typed !== null && typed.trim() !== '') {
    try {
      JSON.parse(typed);
    } catch {
      invalid = true;
    }
  }
  return (
    <Stack gap="1">
      <chakra.label fontSize="xs" htmlFor="list-designer-rule-list">
        {t('ruleList')}
      </chakra.label>
      <Textarea
        id="list-designer-rule-list"
        size="xs"
        fontFamily="mono"
        rows={4}
        value={typed ?? stored}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          try {
            const value = text.trim() === '' ? emptyRules(design) : (JSON.parse(text) as unknown);
            onEdit((columnData) => withSetting(columnData, 'ruleList', value));
          } catch {
            // Kept in the box until it parses.
          }
        }}
        onBlur={() => !invalid && setTyped(null)}
      />
      {invalid && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {t('ruleListInvalid')}
        </Text>
      )}
    </Stack>
  );
}

export function ListSettings(props: ListSettingsProps) {
  const { design, candidates, dictionaries, interfaces, t, onEdit } = props;
  const set = (key: string) => (value: unknown) => onEdit((columnData) => withSetting(columnData, key, value));
  const choices = (items: { prop: string; label: string }[]) => items.map((item) => ({ value: item.prop, label: item.label }));
  const sums = choices(candidates.sum);
  const sizes = pageSizes.includes(design.pageSize) ? pageSizes : [...pageSizes, design.pageSize].sort((a, b) => a - b);
  return (
    <Stack gap="2" data-testid="list-designer-settings">
      <Section title={t('layout')}>
        <LayoutPicker design={design} t={t} onEdit={onEdit} />
      </Section>
      {design.type === 2 && (
        <Section title={t('treeSettings')}>
          <TreeSettings design={design} candidates={candidates} dictionaries={dictionaries} interfaces={interfaces} t={t} onEdit={onEdit} />
        </Section>
      )}
      {design.type === 3 && (
        <SelectSetting
          label={t('groupField')}
          value={design.groupField}
          choices={choices(candidates.group)}
          placeholder={t('choose')}
          onChange={set('groupField')}
        />
      )}
      {design.type === 5 && (
        <SelectSetting
          label={t('parentField')}
          value={design.parentField}
          choices={choices(candidates.parent)}
          placeholder={t('choose')}
          onChange={set('parentField')}
        />
      )}
      <SortSettings design={design} candidates={candidates} t={t} onEdit={onEdit} />
      <Section title={t('tableSettings')}>
        {design.type !== 3 && (
          <>
            <CheckSetting label={t('hasPage')} checked={design.hasPage} onChange={set('hasPage')} />
            {design.hasPage && (
              <SelectSetting
                label={t('pageSize')}
                value={String(design.pageSize)}
                choices={sizes.map((size) => ({ value: String(size), label: t('pageSizeOption', { count: size }) }))}
                onChange={(value) => set('pageSize')(Number(value))}
              />
            )}
          </>
        )}
        <CheckSetting label={t('showSummary')} checked={design.showSummary} onChange={set('showSummary')} />
        {design.showSummary && (
          <ChecksSetting label={t('summaryField')} values={design.summaryField} choices={sums} onChange={set('summaryField')} />
        )}
        <CheckSetting label={t('thousands')} checked={design.thousands} onChange={set('thousands')} />
        {design.thousands && (
          <ChecksSetting label={t('thousandsField')} values={design.thousandsField} choices={sums} onChange={set('thousandsField')} />
        )}
        <CheckSetting label={t('hasSuperQuery')} checked={design.hasSuperQuery} onChange={set('hasSuperQuery')} />
        {(design.type === 1 || design.type === 2) && (
          <SelectSetting
            label={t('childTableStyle')}
            value={String(design.childTableStyle)}
            choices={[
              { value: '1', label: t('childGrouped') },
              { value: '2', label: t('childFolded') },
            ]}
            onChange={(value) => set('childTableStyle')(Number(value))}
          />
        )}
        <RuleListSetting design={design} t={t} onEdit={onEdit} />
      </Section>
      <ButtonSettings design={design} t={t} onEdit={onEdit} />
    </Stack>
  );
}
