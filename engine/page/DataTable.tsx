/**
 * The page's table: index, radio and checkbox columns, cells by kind, tree indentation and toggles, row
 * buttons, empty state, and a totals row. A row being edited in place (./row-editing.ts) gets the
 * editor's cells and buttons.
 */
import { Box, Button, Center, HStack, Spinner, Table } from '@chakra-ui/react';
import { matches } from './bindings';
import { cellKind } from './cells';
import { EmptyState, KIT_PALETTE } from './kit';
import type { PageRow } from './page-data-source';
import { usePageEnv } from './page-env';
import { PageIcon } from './PageIcon';
import type { RowEditing } from './row-editing';
import type { PageSchema } from './schema-types';
import { summaryTexts } from './summary';
import type { VisibleRow } from './tree-rows';

export interface DataTableProps {
  schema: PageSchema;
  rows: VisibleRow[];
  /** Rows nest (the list's `tree` resolved for the current node). */
  tree: boolean;
  loading: boolean;
  /** Rows before this page (for the index column). */
  offset: number;
  onToggle(key: string): void;
  onAction(action: string, row: PageRow): void;
  selectedKey?: string | null;
  onSelect?(row: PageRow): void;
  /** `selection: 'multiple'`: the keys of the chosen rows, and choosing one or every row shown. */
  checkedKeys?: ReadonlySet<string>;
  onCheck?(key: string, checked: boolean): void;
  onCheckAll?(checked: boolean): void;
  /** The row edited in place, if any. */
  rowEditing?: RowEditing | null;
}

export function DataTable(props: DataTableProps) {
  const { schema, rows, tree, loading, offset, onToggle, onAction, selectedKey, onSelect, checkedKeys, onCheck, onCheckAll } = props;
  const editing = props.rowEditing;
  const env = usePageEnv();
  const buttons = (schema.rowActions ?? []).filter((button) => env.canUse(button.permission));
  const radio = schema.selection === 'single';
  const checkboxes = schema.selection === 'multiple';
  const checkedCount = checkboxes ? rows.filter(({ key }) => checkedKeys?.has(key)).length : 0;
  const summary =
    schema.list.summary && rows.length
      ? summaryTexts(
          schema.list.summary,
          rows.map(({ row }) => row),
        )
      : null;
  // A column the server left out of every row is one the user is not granted: its header goes too (a row being added tells nothing).
  const listed = editing?.newRow ? rows.filter(({ key }) => key !== editing.rowKey) : rows;
  const columns =
    env.guardsColumns && listed.length ? schema.columns.filter((column) => listed.some(({ row }) => column.prop in row)) : schema.columns;
  // A row being edited has its save and cancel in the buttons' column, even when no other button is granted.
  const hasActions = buttons.length > 0 || Boolean(editing);
  const span = columns.length + (schema.indexColumn ? 1 : 0) + (radio || checkboxes ? 1 : 0) + (hasActions ? 1 : 0);

  return (
    <Box position="relative" overflowX="auto" bg="bg" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="page-table" aria-busy={loading}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {radio && <Table.ColumnHeader w="48px">{env.word('select')}</Table.ColumnHeader>}
            {checkboxes && (
              <Table.ColumnHeader w="40px">
                <input
                  type="checkbox"
                  aria-label={env.word('selectAll')}
                  checked={rows.length > 0 && checkedCount === rows.length}
                  ref={(input) => {
                    if (input) input.indeterminate = checkedCount > 0 && checkedCount < rows.length;
                  }}
                  onChange={(event) => onCheckAll?.(event.target.checked)}
                />
              </Table.ColumnHeader>
            )}
            {schema.indexColumn && <Table.ColumnHeader w="60px">{env.word('index')}</Table.ColumnHeader>}
            {columns.map((column) => (
              <Table.ColumnHeader key={column.prop} w={column.width ? `${column.width}px` : undefined} textAlign={column.align}>
                {env.text(column.label)}
              </Table.ColumnHeader>
            ))}
            {hasActions && <Table.ColumnHeader textAlign="center">{env.word('actions')}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={span} p="0">
                {loading ? <Box h="16" /> : <EmptyState language={env.language} text={env.text(schema.list.empty) || undefined} />}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map(({ row, key, depth, hasChildren, expanded }, index) => (
            <Table.Row
              key={key}
              data-row-key={key}
              data-editing={editing?.rowKey === key ? '' : undefined}
              aria-selected={radio ? key === selectedKey : undefined}
              onClick={radio ? () => onSelect?.(row) : undefined}
              cursor={radio ? 'pointer' : undefined}
            >
              {radio && (
                <Table.Cell>
                  <input
                    type="radio"
                    name={`${schema.id}-selection`}
                    checked={key === selectedKey}
                    aria-label={env.word('select')}
                    onClick={(e) => e.stopPropagation()}
                    onChange={() => onSelect?.(row)}
                  />
                </Table.Cell>
              )}
              {checkboxes && (
                <Table.Cell>
                  <input
                    type="checkbox"
                    aria-label={env.word('select')}
                    checked={checkedKeys?.has(key) ?? false}
                    onChange={(event) => onCheck?.(key, event.target.checked)}
                  />
                </Table.Cell>
              )}
              {schema.indexColumn && <Table.Cell>{offset + index + 1}</Table.Cell>}
              {columns.map((column, columnIndex) => {
                const Cell = cellKind(column.kind);
                const action = column.action && env.canUse(column.permission) ? column.action : undefined;
                const cell = (editing?.rowKey === key ? editing.cell(column, row) : undefined) ?? (
                  <Cell value={row[column.prop]} row={row} column={column} onAction={action ? () => onAction(action, row) : undefined} />
                );
                if (columnIndex > 0 || !tree)
                  return (
                    <Table.Cell key={column.prop} textAlign={column.align}>
                      {cell}
                    </Table.Cell>
                  );
                return (
                  <Table.Cell key={column.prop}>
                    <HStack gap="1" pl={`${depth * 20}px`}>
                      <Box
                        as="button"
                        display="inline-flex"
                        visibility={hasChildren ? 'visible' : 'hidden'}
                        aria-label={env.word(expanded ? 'collapse' : 'expand')}
                        aria-expanded={hasChildren ? expanded : undefined}
                        onClick={() => onToggle(key)}
                      >
                        <PageIcon name={expanded ? 'chevronDown' : 'chevronRight'} size={14} />
                      </Box>
                      <span>{cell}</span>
                    </HStack>
                  </Table.Cell>
                );
              })}
              {hasActions && (
                <Table.Cell textAlign="center" whiteSpace="nowrap">
                  {editing?.rowKey === key
                    ? editing.buttons
                    : buttons
                        .filter((button) => matches(button.visible, row))
                        .map((button) => (
                          <Button
                            key={button.id}
                            size="xs"
                            variant="plain"
                            px="1"
                            colorPalette={button.variant === 'danger' ? 'red' : KIT_PALETTE}
                            data-action={button.id}
                            onClick={(event) => {
                              event.stopPropagation();
                              onAction(button.action, row);
                            }}
                          >
                            {env.text(button.label)}
                          </Button>
                        ))}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
        {summary && (
          <Table.Footer>
            <Table.Row bg="bg.muted" data-testid="page-summary">
              {/* 合计 in the first cell, as the original's table footer. */}
              {[
                ...(radio || checkboxes ? [{ key: '#select', text: '' }] : []),
                ...(schema.indexColumn ? [{ key: '#index', text: '' }] : []),
                ...columns.map((column) => ({ key: column.prop, text: summary[column.prop] ?? '', align: column.align })),
                ...(hasActions ? [{ key: '#actions', text: '' }] : []),
              ].map((cell, cellIndex) => (
                <Table.Cell key={cell.key} textAlign={'align' in cell ? cell.align : undefined} fontWeight="medium" whiteSpace="nowrap">
                  {cellIndex === 0 && !cell.text ? env.word('summary') : cell.text}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
      {loading && (
        <Center position="absolute" inset="0" bg="bg/60">
          <Spinner size="sm" aria-label={env.word('loading')} />
        </Center>
      )}
    </Box>
  );
}
