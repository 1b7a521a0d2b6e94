/**
 * Under a windowed sub-table: how many cells have errors and in which rows, with a button that goes to
 * the first (scrolls the table to its row and focuses the cell). Rows out of view are not drawn, so
 * their messages are not on screen: this line says they are there.
 */
import { memo, useCallback, useSyncExternalStore } from 'react';
import { useEngine } from '../../engine/renderer/context';
import { pathKey } from '../../engine/state/paths';
import { useWidgetWords } from '../kit/words';

const SEPARATOR = pathKey(['', '']);
const MAX_ROWS_NAMED = 5;

/** The table's cells with errors as "row<TAB>column" entries in row order, one string (a stable snapshot). */
function errorCells(keys: readonly string[], table: string): string {
  const prefix = table + SEPARATOR;
  const cells: [number, string][] = [];
  for (const key of keys) {
    if (!key.startsWith(prefix)) continue;
    const [row, column] = key.slice(prefix.length).split(SEPARATOR);
    if (row !== undefined && column !== undefined && /^\d+$/.test(row)) cells.push([Number(row), column]);
  }
  cells.sort((a, b) => a[0] - b[0]);
  return cells.map(([row, column]) => `${row}\t${column}`).join('\n');
}

function TableErrorsImpl({ table }: { table: string }) {
  const { controller } = useEngine();
  const w = useWidgetWords();
  const store = controller.store;
  // Error changes of any cell notify the table's path (listeners fire for ancestors).
  const subscribe = useCallback((listener: () => void) => store.subscribeErrors([table], listener), [store, table]);
  const read = useCallback(() => errorCells(store.errorKeys(), table), [store, table]);
  const snapshot = useSyncExternalStore(subscribe, read, read);
  if (snapshot === '') return null;
  const cells = snapshot.split('\n').map((line) => line.split('\t') as [string, string]);
  const rows = [...new Set(cells.map(([row]) => Number(row) + 1))];
  const named = rows.slice(0, MAX_ROWS_NAMED).join(', ') + (rows.length > MAX_ROWS_NAMED ? ', …' : '');
  const [firstRow, firstColumn] = cells[0]!;
  // The first column with an error in that row, in the table's column order.
  const columns = controller.form.fields.get(table)?.children?.flatMap((c) => (c.name ? [c.name] : [])) ?? [];
  const inRow = new Set(cells.filter(([row]) => row === firstRow).map(([, column]) => column));
  const column = columns.find((c) => inRow.has(c)) ?? firstColumn;
  return (
    <div className="st-errors" role="status" data-testid="table-errors">
      <span>{w('tableErrors', { count: cells.length, rows: named })}</span>
      <button type="button" className="st-goto" onClick={() => controller.reveal([table, Number(firstRow), column])}>
        {w('goToError')}
      </button>
    </div>
  );
}

export const TableErrors = memo(TableErrorsImpl);
