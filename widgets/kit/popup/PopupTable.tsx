/**
 * The table of a popup picker (spec 002 section 2.5): a radio (or, choosing several, a checkbox) column,
 * the index column and the field's columns, then the pager when the field pages. Clicking a row checks it.
 */
import { Box, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Pager } from '../../../engine/page/kit/Pager';
import { useEngineLanguage } from '../../../engine/i18n/context';
import { useWidgetWords } from '../words';
import type { PopupColumn } from './popup-source';
import type { PopupPage } from './use-picker-page';
import type { PopupRow } from './row-lookup';
import { usePopupWords } from './words';

export interface PopupTableProps {
  /** The table's accessible name (the field's label). */
  label: string;
  columns: PopupColumn[];
  page: PopupPage;
  propsValue: string;
  relationField: string;
  multiple: boolean;
  hasPage: boolean;
  isChecked(id: string): boolean;
  onCheck(row: PopupRow): void;
  /** Fixed height of the rows' box (the popover's 300 px, spec 002 section 9.2). */
  height?: number;
  /** The page sizes offered (none: a fixed size). */
  pageSizes?: number[];
}

const text = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

export function PopupTable({
  label,
  columns,
  page,
  propsValue,
  relationField,
  multiple,
  hasPage,
  isChecked,
  onCheck,
  height,
  pageSizes,
}: PopupTableProps) {
  const w = useWidgetWords();
  const p = usePopupWords();
  const language = useEngineLanguage();
  // A field without columns shows the field it displays.
  const shown = columns.length > 0 ? columns : [{ value: relationField, label: relationField }];
  return (
    <Box display="flex" flexDirection="column" gap="2">
      <Box
        overflow="auto"
        height={height ? `${height}px` : undefined}
        maxHeight={height ? undefined : '60vh'}
        borderWidth="1px"
        borderRadius="md"
      >
        <Table.Root size="sm" stickyHeader interactive aria-label={label} aria-busy={page.loading}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="10">
                <VisuallyHidden>{p('choose')}</VisuallyHidden>
              </Table.ColumnHeader>
              <Table.ColumnHeader w="14">{w('index')}</Table.ColumnHeader>
              {shown.map((column) => (
                <Table.ColumnHeader key={column.value}>{column.label}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {page.rows.map((row, at) => {
              const id = text(row[propsValue]);
              const checked = isChecked(id);
              return (
                <Table.Row
                  key={`${id}-${at}`}
                  onClick={() => onCheck(row)}
                  cursor="pointer"
                  aria-selected={checked}
                  bg={checked ? 'blue.subtle' : undefined}
                >
                  <Table.Cell>
                    <input
                      type={multiple ? 'checkbox' : 'radio'}
                      checked={checked}
                      aria-label={`${p('choose')} ${text(row[relationField]) || id}`}
                      onChange={() => onCheck(row)}
                      onClick={(e) => e.stopPropagation()}
                    />
                  </Table.Cell>
                  <Table.Cell>{page.firstIndex + at}</Table.Cell>
                  {shown.map((column) => (
                    <Table.Cell key={column.value}>{text(row[column.value])}</Table.Cell>
                  ))}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
        {page.rows.length === 0 && (
          <Text textAlign="center" color="fg.muted" fontSize="sm" py="6">
            {page.loading ? w('loading') : w('noData')}
          </Text>
        )}
      </Box>
      {hasPage && (
        <Pager
          total={page.total}
          page={page.page}
          pageSize={page.pageSize}
          onPage={page.setPage}
          pageSizes={pageSizes}
          onPageSize={pageSizes ? page.setPageSize : undefined}
          language={language}
          busy={page.loading}
        />
      )}
    </Box>
  );
}
