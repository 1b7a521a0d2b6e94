/** Header and totals rows of the sub-table (grid rows with ARIA table roles). */
import { memo } from 'react';
import { useWidgetWords } from '../kit/words';
import type { TableColumn } from './columns';

export function TableHead({ columns, actions }: { columns: TableColumn[]; actions: boolean }) {
  const w = useWidgetWords();
  return (
    <div role="rowgroup" className="st-head-group">
      <div role="row" className="st-row st-head" aria-rowindex={1}>
        <div role="columnheader" className="st-index">
          {w('index')}
        </div>
        {columns.map(({ name, field }) => (
          <div role="columnheader" key={name ?? field.id}>
            {field.required && (
              <span className="st-required" aria-hidden="true">
                *
              </span>
            )}
            {field.label}
          </div>
        ))}
        {actions && (
          <div role="columnheader" className="st-actions">
            {w('actions')}
          </div>
        )}
      </div>
    </div>
  );
}

/** The 合计 row: the first cell says so, summed columns show their totals, others stay blank. */
function TableSummaryImpl({ columns, totals, actions }: { columns: TableColumn[]; totals: Map<string, string>; actions: boolean }) {
  const w = useWidgetWords();
  return (
    <div role="rowgroup" className="st-summary-group">
      <div role="row" className="st-row st-summary" data-testid="table-summary">
        <div role="cell" className="st-index">
          {w('summary')}
        </div>
        {columns.map(({ name, field }) => (
          <div role="cell" key={name ?? field.id} data-column={name}>
            {name ? (totals.get(name) ?? '') : ''}
          </div>
        ))}
        {actions && <div role="cell" />}
      </div>
    </div>
  );
}

export function EmptyRow() {
  const w = useWidgetWords();
  return (
    <div role="row" className="st-row">
      <div role="cell" className="st-empty">
        {w('emptyTable')}
      </div>
    </div>
  );
}

/** Memoised: the totals keep their identity while the summed values stay the same. */
export const TableSummary = memo(TableSummaryImpl);
