import { memo, useContext, useMemo, type CSSProperties } from 'react';
import type { FieldReadProps, FieldScope } from '../../engine/registry/types';
import { EngineContext } from '../../engine/renderer/context';
import { TextRead } from '../../engine/renderer/TextRead';
import { fieldKinds } from '../../engine/registry/registry';
import { visibleColumns } from './columns';
import type { TableOptions, TableRow } from './kind';
import { EmptyRow, TableHead, TableSummary } from './TableParts';
import { summaryTexts } from './summary';
import { gridColumns } from './table-styles';

/** Detail: the rows as text (labels, not ids), with the totals row when set. */
function TableReadImpl({ id, value, field, dataSource }: FieldReadProps<TableRow[], TableOptions>) {
  const engine = useContext(EngineContext);
  const registry = engine?.registry ?? fieldKinds;
  const rows = Array.isArray(value) ? value : [];
  const name = field.name ?? field.id;
  const columns = useMemo(() => visibleColumns(field, engine?.controller), [field, engine?.controller]);
  const totals = field.options.showSummary ? summaryTexts(rows, field.options) : undefined;
  const layout = gridColumns(
    columns.map((c) => (c.name ? field.options.looks[c.name]?.width : undefined)),
    false,
  ) as CSSProperties;
  return (
    <div className="ef-subtable">
      {field.options.showTitle && field.label && <h2 className="st-title">{field.label}</h2>}
      <div id={id} role="table" aria-label={field.label} aria-rowcount={rows.length + 1} className="st-grid" style={layout}>
        <TableHead columns={columns} actions={false} />
        <div role="rowgroup" className="st-body" data-read="">
          {rows.length === 0 && <EmptyRow />}
          {rows.map((row, index) => {
            const scope: FieldScope = [name, index];
            return (
              <div role="row" className="st-row" key={index}>
                <div role="cell" className="st-index">
                  {index + 1}
                </div>
                {columns.map((column) => {
                  const kind = registry.get(column.field.kind);
                  if (!column.name) {
                    const Static = kind?.Static;
                    return (
                      <div role="cell" key={column.field.id}>
                        {Static && <Static field={column.field} mode="read" dataSource={dataSource} scope={scope} />}
                      </div>
                    );
                  }
                  const Read = kind?.Read ?? TextRead;
                  return (
                    <div role="cell" key={column.name} className="st-read">
                      <Read
                        id={`${id}_${index}_${column.name}`}
                        value={row?.[column.name]}
                        field={column.field}
                        dataSource={dataSource}
                        scope={scope}
                      />
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
        {totals && <TableSummary columns={columns} totals={totals} actions={false} />}
      </div>
    </div>
  );
}

export const TableRead = memo(TableReadImpl);
