/** A report's rows under its columns, and the totals row when a column is totalled. */
import { Table } from '@chakra-ui/react';
import type { ReportRun } from '../../api/portal';
import type { ReportColumn } from '../../schemas/report-config';
import { cellText } from './report-values';

export function ReportTable({
  columns,
  run,
  title,
  t,
}: {
  columns: ReportColumn[];
  run: ReportRun;
  title: string;
  t: (key: string) => string;
}) {
  const totalled = columns.some((column) => column.total);
  const numeric = (column: ReportColumn) => column.total !== undefined && column.total !== 'count';
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={title} stickyHeader>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.field} textAlign={numeric(column) ? 'end' : 'start'}>
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {run.list.map((row, index) => (
            <Table.Row key={index}>
              {columns.map((column) => (
                <Table.Cell key={column.field} textAlign={numeric(column) ? 'end' : 'start'}>
                  {cellText(column, row[column.field])}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        {totalled ? (
          <Table.Footer>
            <Table.Row fontWeight="semibold" data-testid="report-totals">
              {columns.map((column, index) => (
                <Table.Cell key={column.field} textAlign={numeric(column) ? 'end' : 'start'}>
                  {column.total ? cellText(column, run.totals[column.field]) : index === 0 ? t('total') : ''}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Footer>
        ) : null}
      </Table.Root>
    </Table.ScrollArea>
  );
}
