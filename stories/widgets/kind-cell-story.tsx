/**
 * Renders a kind's list cells (`Cell`, else `Read`: spec 002 / reference 3.2) for a few rows, one
 * column per field, with the in-memory data source: what a list page shows for stored values.
 */
import '../../widgets';
import { useEffect, useMemo, useState } from 'react';
import { Table } from '@chakra-ui/react';
import { compileJnpfForm, createMemoryDataSource, fieldKinds, formKinds, loadKinds, type DataSource, type JnpfField } from '../../engine';

export interface KindCellStoryProps {
  fields: JnpfField[];
  rows: Record<string, unknown>[];
  dataSource?: DataSource;
}

const defaultDataSource = createMemoryDataSource();

export function KindCellStory({ fields, rows, dataSource = defaultDataSource }: KindCellStoryProps) {
  const form = useMemo(() => compileJnpfForm({ fields }), [fields]);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadKinds(formKinds(form)).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [form]);
  const columns = [...form.fields.values()];
  return (
    <Table.Root size="sm" variant="outline" maxW="4xl" m="6">
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column.id}>{column.label}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, index) => (
          <Table.Row key={index}>
            {columns.map((column) => {
              const kind = ready ? fieldKinds.get(column.kind) : undefined;
              const value = row[column.name!];
              return (
                <Table.Cell key={column.id}>
                  {kind?.Cell ? (
                    <kind.Cell value={value} field={column} dataSource={dataSource} row={row} />
                  ) : kind?.Read ? (
                    <kind.Read id={`${column.id}-${index}`} value={value} field={column} dataSource={dataSource} scope={[]} />
                  ) : null}
                </Table.Cell>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
