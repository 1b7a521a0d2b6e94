import { memo, useMemo, type CSSProperties } from 'react';
import type { FieldScope } from '../../engine/registry/types';
import { useEngine } from '../../engine/renderer/context';
import { useWidgetWords } from '../kit/words';
import type { TableColumn } from './columns';
import type { TableOptions } from './kind';
import { TableCell } from './TableCell';

export interface TableRowProps {
  table: string;
  index: number;
  columns: TableColumn[];
  options: TableOptions;
  disabled: boolean;
  readOnly: boolean;
  onRemove?: (index: number) => void;
  /** Windowed tables: the row's offset in the body (px), and the virtualiser's measuring ref. */
  start?: number;
  measure?: (element: HTMLElement | null) => void;
}

/**
 * One editable row: index, a cell per column (display-only columns render their Static), delete.
 * A cell is its grid item and the widget inside it, nothing more: the row is the only box around them.
 */
function TableRowImpl({ table, index, columns, options, disabled, readOnly, onRemove, start, measure }: TableRowProps) {
  const w = useWidgetWords();
  const { registry, mode, dataSource } = useEngine();
  const scope: FieldScope = useMemo(() => [table, index], [table, index]);
  const position: CSSProperties | undefined = start === undefined ? undefined : { transform: `translateY(${start}px)` };
  return (
    <div role="row" className="st-row" aria-rowindex={index + 2} data-index={index} style={position} ref={measure}>
      <div role="cell" className="st-index">
        {index + 1}
      </div>
      {columns.map((column) => {
        const align = column.name ? options.looks[column.name]?.align : undefined;
        const style = align ? { textAlign: align } : undefined;
        if (!column.name) {
          const Static = registry.get(column.field.kind)?.Static;
          return (
            <div role="cell" key={column.field.id} style={style}>
              {Static && <Static field={column.field} mode={mode} dataSource={dataSource} scope={scope} />}
            </div>
          );
        }
        return (
          <div role="cell" key={column.name} style={style}>
            <TableCell
              table={table}
              row={index}
              column={column.name}
              field={column.field}
              scope={scope}
              disabled={disabled}
              readOnly={readOnly}
            />
          </div>
        );
      })}
      {onRemove && (
        <div role="cell" className="st-actions">
          <button
            type="button"
            aria-label={`${w('remove')} ${w('rowLabel', { row: index + 1 })}`}
            className="st-remove"
            onClick={() => onRemove(index)}
          >
            {w('remove')}
          </button>
        </div>
      )}
    </div>
  );
}

export const TableRow = memo(TableRowImpl);
