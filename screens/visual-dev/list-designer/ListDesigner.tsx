/**
 * 列表设计: the list of a generated form designed without writing JSON (reference 3). In the middle the
 * search fields and the columns, each put in order by dragging or by keyboard and set in its row, over
 * the live preview; on the right the fields to pick (查询字段, 列表字段, as JNPF's designer offers them) and
 * the list's settings (列表属性). It edits the `columnData` JSON text the editor holds: every change
 * writes only the keys it is about (./list-model.ts), and a list opened and left alone is not rewritten.
 * docs/list-designer.md.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box, Flex, Stack, Tabs, Text } from '@chakra-ui/react';
import type { Notice } from '../../../api';
import type { DataSource } from '../../../engine';
import { useBundleTranslation } from '../../use-bundle-translation';
import { CandidateList } from './CandidateList';
import { designerStyles } from './designer-styles';
import { ColumnTable, type ColumnWords } from './ColumnTable';
import { LIST_DESIGNER_NAMESPACE, listDesignerBundles } from './i18n';
import { listCandidates, type ListCandidate } from './list-candidates';
import { listGenerationOf, type ListGeneration } from './list-generation';
import {
  baseOf,
  columnItem,
  designHints,
  isObject,
  readListDesign,
  searchItem,
  withItem,
  withItemPatch,
  withMoved,
  withoutItem,
  type Json,
} from './list-model';
import { ListPreview, type ListPreviewProps } from './ListPreview';
import { ListSettings } from './ListSettings';
import { SearchTable, type SearchWords } from './SearchTable';
import type { Choice } from './setting-controls';
import type { SortableWords } from './SortableList';

/** Where the settings' pickers read their choices. */
export interface ListDesignerSources {
  /** Dictionary categories (the left tree's `treeDictionary` stores the id). */
  dictionaryTypes(): Promise<Choice[]>;
  /** Data interfaces (the left tree's `treePropsUrl`). */
  dataInterfaces(): Promise<Choice[]>;
}

export interface ListDesignerProps {
  /** The form's JSON text as the editor holds it: the fields the list is made of. */
  formData: string;
  /** The list's JSON text ('' when none yet). */
  columnData: string;
  onChange(columnData: string): void;
  sources: ListDesignerSources;
  formSource: DataSource;
  notify(notice: Notice): void;
}

type Parsed = { value: Json | null; problem?: string };

function parseList(text: string): Parsed {
  if (text.trim() === '') return { value: null };
  try {
    const value = JSON.parse(text) as unknown;
    return isObject(value) ? { value } : { value: null, problem: 'not an object' };
  } catch (error) {
    return { value: null, problem: error instanceof Error ? error.message : String(error) };
  }
}

function parseForm(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function useChoices(load: () => Promise<Choice[]>): Choice[] {
  const [choices, setChoices] = useState<Choice[]>([]);
  useEffect(() => {
    let current = true;
    load().then(
      (items) => current && setChoices(items),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load]);
  return choices;
}

export function ListDesigner({ formData, columnData, onChange, sources, formSource, notify }: ListDesignerProps) {
  const { t } = useBundleTranslation(LIST_DESIGNER_NAMESPACE, listDesignerBundles);
  // The text this designer wrote last, with its object: no parse after its own edits.
  const [written, setWritten] = useState<{ text: string; value: Json } | null>(null);
  const parsedList = useMemo<Parsed>(
    () => (written?.text === columnData ? { value: written.value } : parseList(columnData)),
    [columnData, written],
  );
  const form = useMemo(() => parseForm(formData), [formData]);
  const stored = parsedList.value;
  const generation = useMemo(() => listGenerationOf(stored, form), [stored, form]);
  const candidates = useMemo(() => listCandidates(form, generation), [form, generation]);
  const design = useMemo(() => readListDesign(stored, generation), [stored, generation]);

  // The rows' handlers stay the same between edits (so only a changed row draws again) and read the latest list here.
  const latest = useRef<{ stored: Json | null; generation: ListGeneration; onChange(text: string): void } | null>(null);
  useLayoutEffect(() => {
    latest.current = { stored, generation, onChange };
  });
  const edit = useCallback((change: (columnData: Json, generation: ListGeneration) => Json) => {
    if (!latest.current) return;
    const { stored: now, generation: gen, onChange: emit } = latest.current;
    const next = change(baseOf(now, gen), gen);
    if (next === now) return;
    const text = JSON.stringify(next, null, 2);
    setWritten({ text, value: next });
    emit(text);
  }, []);

  const dictionaries = useChoices(sources.dictionaryTypes);
  const interfaces = useChoices(sources.dataInterfaces);

  const sortableWords = useMemo<SortableWords>(
    () => ({
      help: t('dragHelp'),
      picked: (label) => t('picked', { label }),
      moved: (label, position) => t('moved', { label, position }),
      dropped: (label, position) => t('dropped', { label, position }),
      cancelled: (label) => t('cancelled', { label }),
    }),
    [t],
  );
  const columnWords = useMemo<ColumnWords>(
    () => ({
      title: t('columnFields'),
      columnName: t('columnName'),
      field: t('field'),
      sortable: t('sortable'),
      fixed: t('fixed'),
      align: t('align'),
      width: t('width'),
      remove: (label) => t('removeItem', { label }),
      drag: (label) => t('dragColumn', { label }),
      empty: t('noColumns'),
      fixedOptions: { none: t('fixedNone'), left: t('fixedLeft'), right: t('fixedRight') },
      alignOptions: { left: t('alignLeft'), center: t('alignCenter'), right: t('alignRight') },
      sortableWords,
    }),
    [t, sortableWords],
  );
  const searchWords = useMemo<SearchWords>(
    () => ({
      title: t('searchFields'),
      columnName: t('columnName'),
      field: t('field'),
      searchType: t('searchType'),
      searchMultiple: t('searchMultiple'),
      types: { 1: t('searchTypes.1'), 2: t('searchTypes.2'), 3: t('searchTypes.3') },
      remove: (label) => t('removeItem', { label }),
      drag: (label) => t('dragSearch', { label }),
      empty: t('noSearch'),
      sortableWords,
    }),
    [t, sortableWords],
  );
  const previewWords = useMemo<ListPreviewProps['words']>(
    () => ({
      title: t('preview'),
      hint: t('previewHint'),
      noForm: t('previewNoForm'),
      broken: (message) => t('previewBroken', { message }),
      noSave: t('previewNoSave'),
      loading: t('loading'),
    }),
    [t],
  );

  const onMoveColumn = useCallback((from: number, to: number) => edit((list) => withMoved(list, 'columnList', from, to)), [edit]);
  const onPatchColumn = useCallback((prop: string, patch: Json) => edit((list) => withItemPatch(list, 'columnList', prop, patch)), [edit]);
  const onRemoveColumn = useCallback((prop: string) => edit((list) => withoutItem(list, 'columnList', prop)), [edit]);
  const onMoveSearch = useCallback((from: number, to: number) => edit((list) => withMoved(list, 'searchList', from, to)), [edit]);
  const onPatchSearch = useCallback((prop: string, patch: Json) => edit((list) => withItemPatch(list, 'searchList', prop, patch)), [edit]);
  const onRemoveSearch = useCallback((prop: string) => edit((list) => withoutItem(list, 'searchList', prop)), [edit]);
  const onToggleColumn = useCallback(
    (candidate: ListCandidate, on: boolean) =>
      edit((list, generation) =>
        on ? withItem(list, 'columnList', columnItem(candidate, generation)) : withoutItem(list, 'columnList', candidate.prop),
      ),
    [edit],
  );
  const onToggleSearch = useCallback(
    (candidate: ListCandidate, on: boolean) =>
      edit((list, generation) =>
        on ? withItem(list, 'searchList', searchItem(candidate, generation)) : withoutItem(list, 'searchList', candidate.prop),
      ),
    [edit],
  );

  const pickedColumns = useMemo(() => new Set(design.columns.map((column) => column.prop)), [design.columns]);
  const pickedSearch = useMemo(() => new Set(design.search.map((item) => item.prop)), [design.search]);
  // The left tree's field is searched by the tree, not the search form.
  const searchCandidates = useMemo(
    () =>
      design.type === 2 && design.tree.relation
        ? candidates.search.filter((item) => item.prop !== design.tree.relation)
        : candidates.search,
    [candidates.search, design.type, design.tree.relation],
  );

  if (parsedList.problem)
    return (
      <Text color="fg.error" fontSize="sm" role="alert" data-testid="list-designer">
        {t('badJson', { message: parsedList.problem })}
      </Text>
    );

  const hints = designHints(design);
  return (
    <Flex data-testid="list-designer" flex="1" minH="0" gap="0" borderWidth="1px" borderRadius="md" overflow="hidden" css={designerStyles}>
      <Stack flex="1" minW="0" gap="4" p="3" overflowY="auto">
        {hints.length > 0 && (
          <Box as="ul" fontSize="xs" color="fg.warning" ps="4" listStyleType="disc" data-testid="list-designer-hints">
            {hints.map((hint) => (
              <li key={hint}>{t(`hints.${hint}`)}</li>
            ))}
          </Box>
        )}
        <SearchTable search={design.search} words={searchWords} onMove={onMoveSearch} onPatch={onPatchSearch} onRemove={onRemoveSearch} />
        <ColumnTable
          columns={design.columns}
          sortable={candidates.sortable}
          words={columnWords}
          onMove={onMoveColumn}
          onPatch={onPatchColumn}
          onRemove={onRemoveColumn}
        />
        <ListPreview formData={formData} columnData={columnData} formSource={formSource} notify={notify} words={previewWords} />
      </Stack>
      <Box w="340px" flexShrink={0} borderLeftWidth="1px" display="flex" flexDirection="column" minH="0">
        <Tabs.Root defaultValue="columns" variant="line" size="sm" display="flex" flexDirection="column" minH="0" flex="1" lazyMount>
          <Tabs.List px="2">
            <Tabs.Trigger value="search">{t('searchFields')}</Tabs.Trigger>
            <Tabs.Trigger value="columns">{t('columnFields')}</Tabs.Trigger>
            <Tabs.Trigger value="settings">{t('listSettings')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="search" flex="1" overflowY="auto" pt="0">
            <CandidateList
              candidates={searchCandidates}
              picked={pickedSearch}
              label={t('pickSearch')}
              empty={t('noCandidates')}
              onToggle={onToggleSearch}
            />
          </Tabs.Content>
          <Tabs.Content value="columns" flex="1" overflowY="auto" pt="0">
            <CandidateList
              candidates={candidates.columns}
              picked={pickedColumns}
              label={t('pickColumns')}
              empty={t('noCandidates')}
              onToggle={onToggleColumn}
            />
          </Tabs.Content>
          <Tabs.Content value="settings" flex="1" overflowY="auto" px="3" pt="1">
            <ListSettings design={design} candidates={candidates} dictionaries={dictionaries} interfaces={interfaces} t={t} onEdit={edit} />
          </Tabs.Content>
        </Tabs.Root>
      </Box>
    </Flex>
  );
}
