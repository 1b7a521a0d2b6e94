/**
 * The list's search fields (`searchList`) in order: each with its drag handle, label, field, how it
 * matches (equal, fuzzy or range, among those its kind allows: ./list-candidates.ts) and whether several
 * values may be searched at once.
 */
import { memo } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { canSearchMultiple, searchTypesOf, type SearchType } from './list-candidates';
import type { DesignSearch } from './list-model';
import { DragHandle, SortableList, SortableRow, useSortableIds, type SortableWords } from './SortableList';

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

export function SearchTable({ search, words, onMove, onPatch, onRemove }: SearchTableProps) {
  const { ids, labelOf } = useSortableIds(search);
  return (
    <Box data-testid="list-designer-search" className="ld-search">
      <Text fontWeight="medium" fontSize="sm" mb="1">
        {words.title}
      </Text>
      {search.length === 0 ? (
        <Text fontSize="xs" color="fg.muted" py="2">
          {words.empty}
        </Text>
      ) : (
        <>
          <div className="ld-row ld-head" aria-hidden="true">
            <span />
            <span>{words.columnName}</span>
            <span>{words.field}</span>
            <span>{words.searchType}</span>
            <span>{words.searchMultiple}</span>
            <span />
          </div>
          <SortableList ids={ids} labelOf={labelOf} onMove={onMove} words={words.sortableWords} label={words.title}>
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
    <SortableRow id={prop}>
      <div className="ld-row">
        <DragHandle label={words.drag(label)} />
        <span className="ld-text" title={label}>
          {label}
        </span>
        <span className="ld-text ld-muted" title={prop}>
          {prop}
        </span>
        <select
          className="ld-control"
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
        </select>
        <input
          type="checkbox"
          className="ld-check"
          aria-label={words.searchMultiple}
          checked={searchMultiple}
          disabled={!multiple && !searchMultiple}
          onChange={(event) => onPatch(prop, { searchMultiple: event.target.checked })}
        />
        <button
          type="button"
          className="ld-remove"
          aria-label={words.remove(label)}
          title={words.remove(label)}
          onClick={() => onRemove(prop)}
        >
          ×
        </button>
      </div>
    </SortableRow>
  );
});
