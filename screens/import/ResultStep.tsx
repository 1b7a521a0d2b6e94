/**
 * Step 3: every row imported (the count), or the counts of normal and abnormal rows with the failed
 * rows and their reasons, and the export of those rows.
 */
import { Alert, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { ImportHeader, ImportResult, ImportRow } from '../../api/imports';

export interface ResultStepProps {
  result: ImportResult;
  headers: ImportHeader[];
  t(key: string, values?: Record<string, unknown>): string;
  /** Exports the failed rows; absent when the user may not download. */
  onExport?(): void;
  busy: boolean;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A child table's rows in a cell, one line each. */
function childText(header: ImportHeader, value: unknown): string {
  const rows = Array.isArray(value) ? (value as ImportRow[]) : [];
  return rows.map((row) => header.children!.map((child) => text(row[child.id])).join(' / ')).join('\n');
}

export function ResultStep({ result, headers, t, onExport, busy }: ResultStepProps) {
  if (result.resultType === 0)
    return (
      <Alert.Root status="success" data-testid="import-result">
        <Alert.Indicator />
        <Alert.Title>{t('success', { count: result.snum })}</Alert.Title>
      </Alert.Root>
    );
  return (
    <Stack gap="3" data-testid="import-result">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('partial', { ok: result.snum, failed: result.fnum })}</Alert.Title>
      </Alert.Root>
      <HStack justify="space-between">
        <Text fontWeight="medium">{t('failedRows')}</Text>
        {onExport && (
          <Button size="xs" variant="outline" colorPalette="blue" loading={busy} onClick={onExport}>
            {t('exportFailed')}
          </Button>
        )}
      </HStack>
      <Box overflow="auto" maxH="45vh">
        <Table.Root size="sm" variant="outline" stickyHeader aria-label={t('failedRows')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="50px" whiteSpace="nowrap">
                {t('index')}
              </Table.ColumnHeader>
              <Table.ColumnHeader minW="200px">{t('reason')}</Table.ColumnHeader>
              {headers.map((header) => (
                <Table.ColumnHeader key={header.id} whiteSpace="nowrap">
                  {header.fullName}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.failResult.map((row, index) => (
              <Table.Row key={index} data-testid="import-failed-row">
                <Table.Cell>{index + 1}</Table.Cell>
                <Table.Cell color="red.600">{row.errorsInfo}</Table.Cell>
                {headers.map((header) => (
                  <Table.Cell key={header.id} whiteSpace="pre">
                    {header.children?.length ? childText(header, row[header.id]) : text(row[header.id])}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
