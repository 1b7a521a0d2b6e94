/**
 * Step 2: the rows as read from the file, every cell editable, each row with its delete; a child
 * table's rows nest in its cell, each with its own delete.
 */
import { Box, Button, Input, Table } from '@chakra-ui/react';
import type { ImportHeader, ImportRow } from '../../api/imports';
import type { EditableRow } from './use-import-wizard';

export interface PreviewStepProps {
  headers: ImportHeader[];
  rows: EditableRow[];
  t(key: string, values?: Record<string, unknown>): string;
  onEdit(key: number, field: string, value: string): void;
  onRemove(key: number): void;
  onEditChild(key: number, group: string, index: number, field: string, value: string): void;
  onRemoveChild(key: number, group: string, index: number): void;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

interface ChildTableProps {
  header: ImportHeader;
  rows: ImportRow[];
  t: PreviewStepProps['t'];
  onEdit(index: number, field: string, value: string): void;
  onRemove(index: number): void;
}

function ChildTable({ header, rows, t, onEdit, onRemove }: ChildTableProps) {
  return (
    <Table.Root size="sm" variant="outline" aria-label={header.fullName}>
      <Table.Header>
        <Table.Row>
          {header.children!.map((child) => (
            <Table.ColumnHeader key={child.id}>{child.fullName}</Table.ColumnHeader>
          ))}
          <Table.ColumnHeader>{t('actions')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, index) => (
          <Table.Row key={index}>
            {header.children!.map((child) => (
              <Table.Cell key={child.id} minW="100px">
                <Input
                  size="xs"
                  aria-label={child.fullName}
                  value={text(row[child.id])}
                  onChange={(event) => onEdit(index, child.id, event.target.value)}
                />
              </Table.Cell>
            ))}
            <Table.Cell>
              <Button size="2xs" variant="plain" colorPalette="red" onClick={() => onRemove(index)}>
                {t('delete')}
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function PreviewStep({ headers, rows, t, onEdit, onRemove, onEditChild, onRemoveChild }: PreviewStepProps) {
  return (
    <Box overflow="auto" maxH="55vh" data-testid="import-preview">
      <Table.Root size="sm" variant="outline" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="50px" whiteSpace="nowrap">
              {t('index')}
            </Table.ColumnHeader>
            {headers.map((header) => (
              <Table.ColumnHeader key={header.id} whiteSpace="nowrap">
                {header.fullName}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader width="70px" whiteSpace="nowrap">
              {t('actions')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, position) => (
            <Table.Row key={row.key} data-testid="import-preview-row">
              <Table.Cell>{position + 1}</Table.Cell>
              {headers.map((header) => (
                <Table.Cell key={header.id} minW={header.children?.length ? '320px' : '130px'}>
                  {header.children?.length ? (
                    <ChildTable
                      header={header}
                      rows={Array.isArray(row.values[header.id]) ? (row.values[header.id] as ImportRow[]) : []}
                      t={t}
                      onEdit={(index, field, value) => onEditChild(row.key, header.id, index, field, value)}
                      onRemove={(index) => onRemoveChild(row.key, header.id, index)}
                    />
                  ) : (
                    <Input
                      size="xs"
                      aria-label={`${header.fullName} ${position + 1}`}
                      value={text(row.values[header.id])}
                      onChange={(event) => onEdit(row.key, header.id, event.target.value)}
                    />
                  )}
                </Table.Cell>
              ))}
              <Table.Cell>
                <Button
                  size="2xs"
                  variant="plain"
                  colorPalette="red"
                  aria-label={t('deleteRow', { row: position + 1 })}
                  onClick={() => onRemove(row.key)}
                >
                  {t('delete')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
