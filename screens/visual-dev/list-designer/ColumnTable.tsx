/**
 * The list's columns (`columnList`) in order: each with its drag handle, label, field, whether users
 * may sort by it, where it is frozen, its alignment and width, and a remove button. A row is drawn
 * again only when its own settings change, so a list of hundreds of columns stays quick to edit.
 */
import { memo, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import type { Align, DesignColumn, Fixed } from './list-model';
import { DragHandle, SortableList, SortableRow, useSortableIds, type SortableWords } from './SortableList';

export interface ColumnWords {
  title: string;
  columnName: string;
  field: string;
  sortable: string;
  fixed: string;
  align: string;
  width: string;
  remove(label: string): string;
  drag(label: string): string;
  empty: string;
  fixedOptions: Record<Fixed, string>;
  alignOptions: Record<Align, string>;
  sortableWords: SortableWords;
}

export interface ColumnTableProps {
  columns: DesignColumn[];
  /** Props that may be sorted by (sub-table columns and files may not). */
  sortable: ReadonlySet<string>;
  words: ColumnWords;
  onMove(from: number, to: number): void;
  onPatch(prop: string, patch: Partial<Pick<DesignColumn, 'width' | 'fixed' | 'align' | 'sortable'>>): void;
  onRemove(prop: string): void;
}

export function ColumnTable({ columns, sortable, words, onMove, onPatch, onRemove }: ColumnTableProps) {
  const { ids, labelOf } = useSortableIds(columns);
  return (
    <Box data-testid="list-designer-columns" className="ld-columns">
      <Text fontWeight="medium" fontSize="sm" mb="1">
        {words.title}
      </Text>
      {columns.length === 0 ? (
        <Text fontSize="xs" color="fg.muted" py="2">
          {words.empty}
        </Text>
      ) : (
        <>
          <div className="ld-row ld-head" aria-hidden="true">
            <span />
            <span>{words.columnName}</span>
            <span>{words.field}</span>
            <span>{words.sortable}</span>
            <span>{words.fixed}</span>
            <span>{words.align}</span>
            <span>{words.width}</span>
            <span />
          </div>
          <SortableList ids={ids} labelOf={labelOf} onMove={onMove} words={words.sortableWords} label={words.title}>
            {columns.map((column) => (
              <ColumnRow
                key={column.prop}
                {...column}
                canSort={sortable.has(column.prop)}
                words={words}
                onPatch={onPatch}
                onRemove={onRemove}
              />
            ))}
          </SortableList>
        </>
      )}
    </Box>
  );
}

interface ColumnRowProps extends DesignColumn {
  canSort: boolean;
  words: ColumnWords;
  onPatch: ColumnTableProps['onPatch'];
  onRemove(prop: string): void;
}

const ColumnRow = memo(function ColumnRow({
  prop,
  label,
  width,
  fixed,
  align,
  sortable,
  canSort,
  words,
  onPatch,
  onRemove,
}: ColumnRowProps) {
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
        <input
          type="checkbox"
          className="ld-check"
          aria-label={words.sortable}
          checked={sortable && canSort}
          disabled={!canSort}
          onChange={(event) => onPatch(prop, { sortable: event.target.checked })}
        />
        <select
          className="ld-control"
          aria-label={words.fixed}
          value={fixed}
          onChange={(event) => onPatch(prop, { fixed: event.target.value as Fixed })}
        >
          {(Object.keys(words.fixedOptions) as Fixed[]).map((value) => (
            <option key={value} value={value}>
              {words.fixedOptions[value]}
            </option>
          ))}
        </select>
        <select
          className="ld-control"
          aria-label={words.align}
          value={align}
          onChange={(event) => onPatch(prop, { align: event.target.value as Align })}
        >
          {(Object.keys(words.alignOptions) as Align[]).map((value) => (
            <option key={value} value={value}>
              {words.alignOptions[value]}
            </option>
          ))}
        </select>
        <WidthInput label={words.width} width={width} onChange={(next) => onPatch(prop, { width: next })} />
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

/** A width in pixels; empty is no width (the column shares what is left). */
function WidthInput({ label, width, onChange }: { label: string; width: number | null; onChange(width: number | null): void }) {
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? (width === null ? '' : String(width));
  return (
    <input
      className="ld-control"
      type="number"
      min={0}
      step={1}
      aria-label={label}
      value={shown}
      onChange={(event) => {
        const value = event.target.value;
        setTyped(value);
        const number = Math.round(Number(value));
        if (value.trim() === '') onChange(null);
        else if (Number.isFinite(number) && number > 0) onChange(number);
      }}
      onBlur={() => setTyped(null)}
    />
  );
}
