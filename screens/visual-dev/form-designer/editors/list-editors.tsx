/**
 * Editors of lists of small records: static options (`[{fullName, id}]`, the keys the option props
 * name), picker columns (`[{value, label}]`) and validation rules (`[{pattern, message}]`). Rows are
 * edited in place, added and removed; records keep keys the editor does not show.
 */
import { Box, Button, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { SettingEditorProps } from './editor-types';
import { useLookup } from './lookup-editors';

type Row = Record<string, unknown>;

const rowsOf = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null) : [];

interface RowsProps {
  id: string;
  rows: Row[];
  /** The two keys edited per row, with their placeholders. */
  columns: [{ key: string; placeholder: string }, { key: string; placeholder: string }];
  onChange(rows: Row[]): void;
  addLabel: string;
  newRow(index: number): Row;
  /** A line under a row (what is wrong with it). */
  problemOf?(row: Row): string | undefined;
}

function Rows({ id, rows, columns, onChange, addLabel, newRow, problemOf }: RowsProps) {
  const set = (index: number, key: string, text: string) => onChange(rows.map((row, i) => (i === index ? { ...row, [key]: text } : row)));
  return (
    <Stack gap="1">
      {rows.map((row, index) => {
        const problem = problemOf?.(row);
        return (
          <Box key={index}>
            <HStack gap="1">
              {columns.map((column, c) => (
                <Input
                  key={column.key}
                  id={index === 0 && c === 0 ? id : undefined}
                  size="xs"
                  aria-label={`第 ${index + 1} 行${column.placeholder}`}
                  placeholder={column.placeholder}
                  value={row[column.key] === undefined || row[column.key] === null ? '' : String(row[column.key])}
                  onChange={(e) => set(index, column.key, e.target.value)}
                />
              ))}
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={`删除第 ${index + 1} 行`}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                ×
              </IconButton>
            </HStack>
            {problem && (
              <Text fontSize="xs" color="fg.error" role="alert">
                {problem}
              </Text>
            )}
          </Box>
        );
      })}
      <Button size="2xs" variant="outline" alignSelf="start" onClick={() => onChange([...rows, newRow(rows.length)])}>
        {addLabel}
      </Button>
    </Stack>
  );
}

export function OptionsEditor({ id, value, onChange, ctx }: SettingEditorProps) {
  const props = ctx.read('props') as { label?: unknown; value?: unknown } | undefined;
  const labelKey = typeof props?.label === 'string' && props.label ? props.label : 'fullName';
  const valueKey = typeof props?.value === 'string' && props.value ? props.value : 'id';
  const rows = rowsOf(value);
  if (rows.some((row) => Array.isArray(row.children) && row.children.length > 0))
    return (
      <Text fontSize="xs" color="fg.muted" id={id}>
        选项含下级（树形），请在字段 JSON 中编辑。
      </Text>
    );
  return (
    <Rows
      id={id}
      rows={rows}
      columns={[
        { key: labelKey, placeholder: '显示文字' },
        { key: valueKey, placeholder: '值' },
      ]}
      onChange={onChange}
      addLabel="添加选项"
      newRow={(index) => ({ [labelKey]: `选项${index + 1}`, [valueKey]: String(index + 1) })}
    />
  );
}

/** A select that adds a row from one of `choices` (it always shows its prompt: each pick adds, none is kept). */
function AddFromChoice<T extends { value: string; label: string }>({
  label,
  choices,
  onPick,
}: {
  label: string;
  choices: readonly T[];
  onPick(choice: T): void;
}) {
  return (
    <NativeSelect.Root size="xs">
      <NativeSelect.Field
        aria-label={label}
        value=""
        onChange={(e) => {
          const picked = choices.find((choice) => choice.value === e.target.value);
          if (picked) onPick(picked);
        }}
      >
        <option value="">{label}…</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function ColumnsEditor({ id, setting, value, onChange, ctx }: SettingEditorProps) {
  const source = String(ctx.read(setting.source ?? '') ?? '');
  const fromInterface = setting.source === 'interfaceId';
  const suggestions = useLookup<{ value: string; label: string }>(
    async () =>
      !source
        ? []
        : fromInterface
          ? (await ctx.services.interfaceFields(source)).map((field) => ({ value: field, label: field }))
          : (await ctx.services.functionFields(source)).map((field) => ({ value: field.vmodel, label: field.label })),
    `${setting.source}:${source}`,
  );
  const rows = rowsOf(value);
  const unused = (suggestions ?? []).filter((s) => !rows.some((row) => row.value === s.value));
  return (
    <Stack gap="1">
      <Rows
        id={id}
        rows={rows}
        columns={[
          { key: 'label', placeholder: '列名' },
          { key: 'value', placeholder: '字段' },
        ]}
        onChange={onChange}
        addLabel="添加列"
        newRow={() => ({ label: '', value: '' })}
      />
      {unused.length > 0 && (
        <AddFromChoice
          label="从字段添加列"
          choices={unused}
          onPick={(picked) => onChange([...rows, { value: picked.value, label: picked.label }])}
        />
      )}
    </Stack>
  );
}

/** The presets of JNPF's property panel (reference 2.10). */
export const REG_PRESETS: { name: string; pattern: string; message: string }[] = [
  { name: '数字', pattern: '/^\\d+$/', message: '请输入数字' },
  { name: '金额', pattern: '/^([1-9]\\d{0,9}|0)(\\.\\d{1,2})?$/', message: '请输入正确的金额' },
  { name: '电话', pattern: '/^0\\d{2,3}-?\\d{7,8}$/', message: '请输入正确的电话号码' },
  { name: '手机', pattern: '/^1[3456789]\\d{9}$/', message: '请输入正确的手机号码' },
  { name: '电话/手机', pattern: '/^1[3456789]\\d{9}$|^0\\d{2,3}-?\\d{7,8}$/', message: '请输入正确的联系方式' },
  { name: '邮箱', pattern: '/^[\\w-]+(\\.[\\w-]+)*@[\\w-]+(\\.[\\w-]+)+$/', message: '请输入正确的邮箱' },
  {
    name: '身份证',
    pattern: '/^[1-9]\\d{5}(18|19|20)\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])\\d{3}[\\dXx]$/',
    message: '请输入正确的身份证号码',
  },
];

/** What is wrong with a rule's pattern: it must be a JS regex literal (`/…/flags`) that compiles. */
export function patternProblem(pattern: unknown): string | undefined {
  const text = typeof pattern === 'string' ? pattern : '';
  const match = /^\/(.+)\/([dgimsuvy]*)$/s.exec(text);
  if (!match) return '规则须写成 /表达式/ 的形式';
  try {
    new RegExp(match[1]!, match[2]);
    return undefined;
  } catch {
    return '正则表达式有误';
  }
}

export function RegListEditor({ id, value, onChange }: SettingEditorProps) {
  const rows = rowsOf(value);
  return (
    <Stack gap="1">
      <Rows
        id={id}
        rows={rows}
        columns={[
          { key: 'pattern', placeholder: '正则，如 /^\\d+$/' },
          { key: 'message', placeholder: '错误提示' },
        ]}
        onChange={onChange}
        addLabel="添加规则"
        newRow={() => ({ pattern: '', message: '' })}
        problemOf={(row) => (row.pattern === '' ? undefined : patternProblem(row.pattern))}
      />
      <AddFromChoice
        label="添加常用规则"
        choices={REG_PRESETS.map((preset) => ({ ...preset, value: preset.name, label: preset.name }))}
        onPick={(preset) => onChange([...rows, { pattern: preset.pattern, message: preset.message }])}
      />
    </Stack>
  );
}
