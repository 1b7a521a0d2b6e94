/**
 * A record's change history (变更记录) in its detail: newest first, who did what when, and per changed
 * field its value before and after, drawn by the field's read rendering (names instead of ids, dates
 * in their format); a sub-table by its number of rows.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { OnlineChangeLine } from '../../api/online-client';
import { fieldKinds, type CompiledField, type DataSource, type FieldScope } from '../../engine';
import { formatDate } from '../../engine/format/date-format';
import { TextRead } from '../../engine/renderer/TextRead';
import { createFormStore } from '../../engine/state/form-store';
import { FormStoreContext } from '../../engine/state/hooks';

export interface ChangeHistoryProps {
  lines: OnlineChangeLine[] | null;
  fields: ReadonlyMap<string, CompiledField>;
  dataSource: DataSource;
  words: { history: string; noHistory: string; empty: string; type(type: number): string; rows(count: number): string };
}

const ROOT: FieldScope = [];
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function ChangeValue({
  field,
  value,
  words,
  dataSource,
}: { field?: CompiledField; value: unknown } & Pick<ChangeHistoryProps, 'words' | 'dataSource'>) {
  if (isEmpty(value))
    return (
      <Text as="span" color="fg.muted">
        {words.empty}
      </Text>
    );
  if (field?.children && Array.isArray(value)) return <>{words.rows(value.length)}</>;
  const Read = (field && fieldKinds.get(field.kind)?.Read) ?? TextRead;
  return (
    <Read id={`history-${field?.name ?? ''}`} value={value} field={field ?? ({} as CompiledField)} dataSource={dataSource} scope={ROOT} />
  );
}

// The values are drawn out of their form: options that read another field read nothing.
const NO_VALUES = createFormStore({});

export function ChangeHistory({ lines, fields, dataSource, words }: ChangeHistoryProps) {
  return (
    <FormStoreContext.Provider value={NO_VALUES}>
      <Stack as="section" gap="2" mt="6" aria-label={words.history} data-testid="online-history">
        <Heading as="h3" size="sm" borderBottomWidth="1px" pb="1">
          {words.history}
        </Heading>
        {lines && !lines.length && <Text color="fg.muted">{words.noHistory}</Text>}
        {(lines ?? []).map((line) => (
          <Box key={line.id} as="article" fontSize="sm" data-change-type={line.type}>
            <Text color="fg.muted">
              {formatDate(line.creatorTime)} {line.userName} {words.type(line.type)}
            </Text>
            {line.changes.length > 0 && (
              <Box as="ul" ps="5" listStyleType="disc">
                {line.changes.map((change) => (
                  <li key={change.field}>
                    {change.label}:{' '}
                    <ChangeValue field={fields.get(change.field)} value={change.from} words={words} dataSource={dataSource} /> →{' '}
                    <ChangeValue field={fields.get(change.field)} value={change.to} words={words} dataSource={dataSource} />
                  </li>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Stack>
    </FormStoreContext.Provider>
  );
}
