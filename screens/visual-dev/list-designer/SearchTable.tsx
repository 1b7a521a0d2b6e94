/**
 * The list's search fields (`searchList`) in order: each with its drag handle, label, field, how it
 * matches (equal, fuzzy or range, among those its kind allows: ./list-candidates.ts) and whether several
 * values may be searched at once.
 */
import { memo, useMemo } from 'react';
import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { canSearchMultiple, searchTypesOf, type SearchType } from './list-candidates';
import type { DesignSearch } from './list-model';
import { smallControl } from './ColumnTable';
import { DragHandle, SortableList, SortableRow, type SortableWords } from './SortableList';

export interface SearchWords {
  title: string;
  columnName: string;
  field: string;
  searchType: string;
  searchMultiple: string;
  types: Record<SearchType, string>;
  remove(label: string): string;
  drag(label: string): string;
  empty: string;
  sortableWords: SortableWords;
}

export interface SearchTableProps {
  search: DesignSearch[];
  words: SearchWords;
  onMove(from: number, to: number): void;
  onPatch(prop: string, patch: Partial<Pick<DesignSearch, 'searchType' | 'searchMultiple'>>): void;
  onRemove(prop: string): void;
}

const GRID = '24px minmax(90px, 1.2fr) minmax(90px, 1fr) 100px 56px 28px';

export function SearchTable({ search, words, onMove, onPatch, onRemove }: SearchTableProps) {
  // The same array while the order is the same: every row's sortable state would otherwise draw again on each edit.
  const order = search.map((item) => item.prop).join('\u0000');
  const ids = useMemo(() => (order ? order.split('\u0000') : []), [order]);
  const labels = new Map(search.map((item) => [item.prop, item.label]));
  return (
    <Box data-testid="list-designer-search">
      <Text fontWeight="medium" fontSize="sm" mb="1">
        {words.title}
      </Text>
      {search.length === 0 ? (
        <Text fontSize="xs" color="fg.muted" py="2">
          {words.empty}
        </Text>
      ) : (
        <>
          <Grid templateColumns={GRID} gap="2" px="1" fontSize="xs" color="fg.muted" aria-hidden="true">
            <span />
            <span>{words.columnName}</span>
            <span>{words.field}</span>
            <span>{words.searchType}</span>
            <span>{words.searchMultiple}</span>
            <span />
          </Grid>
          <SortableList ids={ids} labelOf={(id) => labels.get(id) ?? id} onMove={onMove} words={words.sortableWords} label={words.title}>
            {search.map((item) => (
              <SearchRow key={item.prop} {...item} words={words} onPatch={onPatch} onRemove={onRemove} />
            ))}
          </SortableList>
        </>
      )}
    </Box>
  );
}

interface SearchRowProps extends DesignSearch {
  words: SearchWords;
  onPatch: SearchTableProps['onPatch'];
  onRemove(prop: string): void;
}

const SearchRow = memo(function SearchRow({ prop, label, jnpfKey, searchType, searchMultiple, words, onPatch, onRemove }: SearchRowProps) {
  const types = searchTypesOf(jnpfKey);
  // A stored type the kind does not offer still shows as stored.
  const offered = types.includes(searchType) ? types : [searchType, ...types];
  const multiple = canSearchMultiple(jnpfKey);
  return (
    <SortableRow id={prop} borderWidth="1px" borderRadius="md" px="1" py="1">
      <Grid templateColumns={GRID} gap="2" alignItems="center" fontSize="xs">
        <DragHandle label={words.drag(label)} />
        <Text truncate title={label}>
          {label}
        </Text>
        <Text truncate color="fg.muted" title={prop}>
          {prop}
        </Text>
        <chakra.select
          {...smallControl}
          aria-label={words.searchType}
          value={searchType}
          disabled={offered.length < 2}
          onChange={(event) => onPatch(prop, { searchType: Number(event.target.value) as SearchType })}
        >
          {offered.map((type) => (
            <option key={type} value={type}>
              {words.types[type]}
            </option>
          ))}
        </chakra.select>
        <chakra.input
          type="checkbox"
          aria-label={words.searchMultiple}
          checked={searchMultiple}
          disabled={!multiple && !searchMultiple}
          onChange={(event) => onPatch(prop, { searchMultiple: event.target.checked })}
          justifySelf="center"
        />
        <chakra.button
          type="button"
          aria-label={words.remove(label)}
          title={words.remove(label)}
          color="fg.muted"
          _hover={{ color: 'fg.error' }}
          fontSize="md"
          lineHeight="1"
          onClick={() => onRemove(prop)}
        >
          ×
        </chakra.button>
      </Grid>
    </SortableRow>
  );
});
