/**
 * The template editor's field panel: the source's fields by table (the main record, then each child
 * table with 插入子表表格), the system fields, and how a clicked field prints (as it is, 大写金额,
 * 千位分隔). A click inserts the field's placeholder at the editor's cursor.
 */
import { Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { headTable, type PrintFieldGroup } from '../../api/print-dev';
import type { InsertMode } from './editor-insert';

export interface FieldPanelWords {
  fields: string;
  fieldsHint: string;
  noFields: string;
  system: string;
  printer: string;
  printTime: string;
  approval: string;
  insertLoop: string;
  insertAs: string;
  plain: string;
  amountChinese: string;
  thousands: string;
}

export interface FieldPanelProps {
  groups: readonly PrintFieldGroup[];
  mode: InsertMode;
  onMode(mode: InsertMode): void;
  onField(table: string, field: string): void;
  onLoop(group: PrintFieldGroup): void;
  onSystem(name: 'systemPrinter' | 'systemPrintTime' | 'systemApprovalContent'): void;
  words: FieldPanelWords;
}

export function FieldPanel({ groups, mode, onMode, onField, onLoop, onSystem, words }: FieldPanelProps) {
  const chip = (key: string, label: string, onClick: () => void, title?: string) => (
    <Button
      key={key}
      size="xs"
      variant="outline"
      justifyContent="flex-start"
      title={title}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap="3" w="240px" flexShrink={0} overflowY="auto" data-testid="print-field-panel">
      <Text fontWeight="medium" fontSize="sm">
        {words.fields}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {words.fieldsHint}
      </Text>
      <NativeSelect.Root size="xs">
        <NativeSelect.Field aria-label={words.insertAs} value={mode} onChange={(event) => onMode(event.target.value as InsertMode)}>
          <option value="plain">{words.plain}</option>
          <option value="amountChinese">{words.amountChinese}</option>
          <option value="thousands">{words.thousands}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {!groups.length && (
        <Text fontSize="xs" color="fg.muted">
          {words.noFields}
        </Text>
      )}
      {groups.map((group) => (
        <Box key={group.id} role="group" aria-label={group.fullName}>
          <HStack justify="space-between" mb="1">
            <Text fontSize="sm" fontWeight="medium">
              {group.fullName}
            </Text>
            {group.id !== headTable && group.children.length > 0 && (
              <Button
                size="2xs"
                variant="subtle"
                colorPalette="blue"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onLoop(group)}
              >
                {words.insertLoop}
              </Button>
            )}
          </HStack>
          <Stack gap="1">
            {group.children.map((field) =>
              chip(
                `${group.id}.${field.id}`,
                field.fullName,
                () => onField(group.id, field.id),
                field.id === field.fullName ? undefined : field.id,
              ),
            )}
          </Stack>
        </Box>
      ))}
      <Box role="group" aria-label={words.system}>
        <Text fontSize="sm" fontWeight="medium" mb="1">
          {words.system}
        </Text>
        <Stack gap="1">
          {chip('printer', words.printer, () => onSystem('systemPrinter'))}
          {chip('printTime', words.printTime, () => onSystem('systemPrintTime'))}
          {chip('approval', words.approval, () => onSystem('systemApprovalContent'))}
        </Stack>
      </Box>
    </Stack>
  );
}
