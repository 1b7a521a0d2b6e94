import { memo, useCallback, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { useEngine } from '../../engine/renderer/context';
import { rowFromPicked } from './add-from';
import { AddFromDialog } from './AddFromDialog';
import { visibleColumns, type TableColumn } from './columns';
import { ConfirmDelete } from './ConfirmDelete';
import type { TableOptions, TableRow as Row } from './kind';
import { EmptyRow, TableHead, TableSummary } from './TableParts';
import { useRowCalculations } from './row-calculations';
import { TableErrors } from './TableErrors';
import { TableRow } from './TableRow';
import { rememberedSummary } from './summary';
import { gridColumns } from './table-styles';
import { WINDOW_ABOVE } from './windowing';
import { WindowedRows } from './WindowedRows';

const NO_ROWS: Row[] = [];

/** A blank row: each column's default value, as the original's getEmptyRow. */
function blankRow(columns: readonly TableColumn[]): Row {
  const row: Row = {};
  for (const { name, field } of columns) if (name && field.defaultValue !== undefined) row[name] = structuredClone(field.defaultValue);
  return row;
}

function TableEditImpl({ id, value, onChange, disabled, readOnly, field, dataSource, scope }: FieldWidgetProps<Row[], TableOptions>) {
  const { controller } = useEngine();
  const name = field.name ?? field.id;
  const rows = Array.isArray(value) ? value : NO_ROWS;
  const o = field.options;
  const columns = useMemo(() => visibleColumns(field, controller), [field, controller]);
  const locked = disabled || readOnly;
  const [pending, setPending] = useState<number | null>(null);
  const requestRemove = useCallback((index: number) => setPending(index), []);
  const cancelRemove = useCallback(() => setPending(null), []);
  const confirmRemove = useCallback(() => {
    if (pending === null) return;
    controller.removeRow(name, pending);
    setPending(null);
  }, [controller, name, pending]);
  const totals = useMemo(() => (o.showSummary ? rememberedSummary(o, rows, o) : undefined), [rows, o]);
  const layout = useMemo(
    () =>
      gridColumns(
        columns.map((c) => (c.name ? o.looks[c.name]?.width : undefined)),
        !locked,
      ) as CSSProperties,
    [columns, o, locked],
  );

  const windowed = rows.length > WINDOW_ABOVE;
  // Rows out of view have no widgets: the table runs their formulas itself.
  useRowCalculations(name, columns, rows, windowed);
  const onRemove = locked ? undefined : requestRemove;
  const appendRows = (added: Row[]) => {
    if (!added.length) return;
    onChange([...rows, ...added]);
    // A windowed table shows its first new row (scrolled to, its first cell focused).
    const first = columns.find((c) => c.name)?.name;
    const at = rows.length;
    if (at + added.length > WINDOW_ABOVE && first) queueMicrotask(() => controller.reveal([name, at, first]));
  };
  // addType 1: 添加 opens the picker of addTableConf's interface (without popup calls, a blank row).
  const [picking, setPicking] = useState(false);
  const popups = o.addFrom && dataSource.popups;
  const addRow = () => (popups ? setPicking(true) : appendRows([blankRow(columns)]));
  const addPicked = (picked: Array<Record<string, unknown> | undefined>) => {
    setPicking(false);
    appendRows(picked.map((record) => rowFromPicked(blankRow(columns), record, o.addFrom!.relations)));
  };
  const count = rows.length;
  // Stable while the totals stay: a keystroke in a column that is not summed does not re-render the window.
  const grid = useCallback(
    (body: ReactNode) => (
      <div id={id} role="table" aria-label={field.label} aria-rowcount={count + (totals ? 2 : 1)} className="st-grid" style={layout}>
        <TableHead columns={columns} actions={!locked} />
        {body}
        {totals && <TableSummary columns={columns} totals={totals} actions={!locked} />}
      </div>
    ),
    [id, field.label, count, totals, layout, columns, locked],
  );

  return (
    <div className="ef-subtable" data-testid="sub-table">
      {o.showTitle && field.label && <h2 className="st-title">{field.label}</h2>}
      {windowed ? (
        <WindowedRows
          table={name}
          count={rows.length}
          columns={columns}
          options={o}
          disabled={disabled}
          readOnly={readOnly}
          onRemove={onRemove}
        >
          {grid}
        </WindowedRows>
      ) : (
        grid(
          <div role="rowgroup" className="st-body">
            {rows.length === 0 && <EmptyRow />}
            {rows.map((_, index) => (
              <TableRow
                key={index}
                table={name}
                index={index}
                columns={columns}
                options={o}
                disabled={disabled}
                readOnly={readOnly}
                onRemove={onRemove}
              />
            ))}
          </div>,
        )
      )}
      {windowed && <TableErrors table={name} />}
      {!locked && (
        <button type="button" className="st-add" onClick={addRow}>
          + {o.actionText}
        </button>
      )}
      <ConfirmDelete open={pending !== null} onConfirm={confirmRemove} onCancel={cancelRemove} />
      {picking && popups && (
        <AddFromDialog
          label={field.label}
          addFrom={o.addFrom!}
          popups={popups}
          scope={scope}
          onPicked={addPicked}
          onCancel={() => setPicking(false)}
        />
      )}
    </div>
  );
}

/**
 * The editable sub-table. Rows are memoised and each cell subscribes to its own path, so a keystroke
 * in one cell re-renders that cell, the table shell and the totals, not the other 499 rows. Above
 * `WINDOW_ABOVE` rows only the rows in view are drawn (WindowedRows.tsx); validation, totals, the row
 * count and scroll-to-error still cover every row.
 */
export const TableEdit = memo(TableEditImpl);
