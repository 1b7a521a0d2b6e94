/**
 * The calculate formula (reference 2.9): the tokens shown as they read, buttons for digits,
 * operators and parentheses, the numeric fields of the form to insert, a backspace and a clear;
 * what is wrong (the spec 000 section 9 check, fields gone, the field itself, cycles) is said as the
 * formula changes. Written only while it is right, so a half-typed formula never reaches the form.
 */
import { useMemo, useState } from 'react';
import { Box, Button, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import type { FormulaToken } from '../../../../engine/format/formula';
import { formulaFields, formulaProblems } from '../model/formula';
import type { SettingEditorProps } from './editor-types';

const KEYS = ['7', '8', '9', '+', '4', '5', '6', '-', '1', '2', '3', '×', '0', '.', '(', '÷', ')'];

const tokensOf = (value: unknown): FormulaToken[] => (Array.isArray(value) ? (value as FormulaToken[]) : []);

export function ExpressionEditor({ id, value, onChange, ctx }: SettingEditorProps) {
  const [draft, setDraft] = useState<FormulaToken[]>(() => tokensOf(value));
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    setShown(value);
    setDraft(tokensOf(value));
  }
  const fields = useMemo(
    () => formulaFields(ctx.doc, ctx.registry).filter((f) => f.nodeId !== ctx.node?.id),
    [ctx.doc, ctx.registry, ctx.node?.id],
  );
  const problems = useMemo(
    () => (ctx.node ? formulaProblems(ctx.doc, ctx.node.id, draft, ctx.registry) : []),
    [ctx.doc, ctx.node, draft, ctx.registry],
  );
  const change = (next: FormulaToken[]) => {
    setDraft(next);
    if (ctx.node && formulaProblems(ctx.doc, ctx.node.id, next, ctx.registry).length === 0) onChange(next);
  };
  const labelOf = (token: FormulaToken) =>
    typeof token === 'string' ? token : (fields.find((f) => f.name === token.__vModel__)?.label ?? token.label ?? token.__vModel__);
  return (
    <Stack gap="1">
      <Box
        id={id}
        role="textbox"
        aria-readonly
        aria-label="计算公式"
        aria-invalid={problems.length > 0 || undefined}
        borderWidth="1px"
        borderRadius="sm"
        minH="8"
        px="2"
        py="1"
        fontSize="sm"
        data-testid="formula"
      >
        {draft.length === 0 ? (
          <Text as="span" color="fg.muted">
            点击下方的字段和符号
          </Text>
        ) : (
          draft.map((token, index) => (
            <Text
              as="span"
              key={index}
              color={typeof token === 'string' ? undefined : 'blue.fg'}
              mx={typeof token === 'string' && token.length === 1 && /\d|\./.test(token) ? '0' : '0.5'}
            >
              {typeof token === 'string' ? token : `[${labelOf(token)}]`}
            </Text>
          ))
        )}
      </Box>
      {problems.length > 0 && (
        <Box role="alert" fontSize="xs" color="fg.error">
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Box>
      )}
      <NativeSelect.Root size="xs">
        <NativeSelect.Field
          aria-label="插入字段"
          value=""
          onChange={(e) => {
            const field = fields.find((f) => f.name === e.target.value);
            if (field) change([...draft, { __vModel__: field.name, label: field.label }]);
          }}
        >
          <option value="">插入字段…</option>
          {fields.map((field) => (
            <option key={field.name} value={field.name}>
              {field.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Wrap gap="1">
        {KEYS.map((key) => (
          <Button key={key} size="2xs" variant="outline" minW="7" onClick={() => change([...draft, key])} aria-label={`输入 ${key}`}>
            {key}
          </Button>
        ))}
      </Wrap>
      <HStack gap="1">
        <Button size="2xs" variant="outline" onClick={() => change(draft.slice(0, -1))} disabled={draft.length === 0}>
          退格
        </Button>
        <Button size="2xs" variant="outline" onClick={() => change([])} disabled={draft.length === 0}>
          清空
        </Button>
      </HStack>
    </Stack>
  );
}
