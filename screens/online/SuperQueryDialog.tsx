/**
 * 高级查询, as JNPF 3.4.7's dialog (web `components/SuperQuery`): the match logic (AND every condition,
 * OR any), rows of field, symbol and value (the field's own kind: ./super-query-value.ts), 添加 and a
 * delete button per row; 查询 applies the rows and closes, 重置 clears them and the list's query,
 * 取消 closes and keeps the query on. The screen sends the state as `superQueryJson` (./super-query.ts).
 */
import { useMemo, useState } from 'react';
import { Box, Button, CloseButton, Dialog, HStack, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { EngineForm, type DataSource, type EngineLanguage } from '../../engine';
import { KIT_PALETTE } from '../../engine/page/kit';
import { symbolsOf, takesValue, type QuerySymbol } from '../../schemas/online/query-conditions';
import { useBundleTranslation } from '../use-bundle-translation';
import {
  emptySuperQuery,
  newRow,
  withField,
  withSymbol,
  type SuperQueryField,
  type SuperQueryRow,
  type SuperQueryState,
} from './super-query';
import { SUPER_QUERY_NAMESPACE, superQueryBundles, symbolNames } from './super-query-i18n';
import { superQueryValueForm } from './super-query-value';

export interface SuperQueryDialogProps {
  fields: SuperQueryField[];
  /** The query on now. */
  initial: SuperQueryState;
  /** What the value boxes read: options, pickers, names. */
  dataSource: DataSource;
  language: EngineLanguage;
  /** 查询 (then the dialog closes) and 重置 (it stays open, empty). */
  onApply(state: SuperQueryState): void;
  onClose(): void;
}

export function SuperQueryDialog({ fields, initial, dataSource, language, onApply, onClose }: SuperQueryDialogProps) {
  const { t } = useBundleTranslation(SUPER_QUERY_NAMESPACE, superQueryBundles);
  const [state, setState] = useState<SuperQueryState>(() => (initial.rows.length ? initial : { ...initial, rows: [newRow()] }));
  const update = (id: number, change: (row: SuperQueryRow) => SuperQueryRow) =>
    setState((previous) => ({ ...previous, rows: previous.rows.map((row) => (row.id === id ? change(row) : row)) }));
  const remove = (id: number) => setState((previous) => ({ ...previous, rows: previous.rows.filter((row) => row.id !== id) }));
  const reset = () => {
    setState(emptySuperQuery);
    onApply(emptySuperQuery);
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="min(800px, 95vw)" data-testid="online-super-query">
            <Dialog.Header>
              <Dialog.Title>{t('title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" fontSize="sm">
                <HStack gap="2">
                  <Text whiteSpace="nowrap">{t('matchLogic')}：</Text>
                  <NativeSelect.Root size="sm" maxW="280px">
                    <NativeSelect.Field
                      aria-label={t('matchLogic')}
                      value={state.matchLogic}
                      onChange={(event) => {
                        const matchLogic = event.currentTarget.value === 'OR' ? 'OR' : 'AND';
                        setState((previous) => ({ ...previous, matchLogic }));
                      }}
                    >
                      <option value="AND">{t('and')}</option>
                      <option value="OR">{t('or')}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </HStack>
                {state.rows.length ? (
                  state.rows.map((row, index) => (
                    <ConditionRow
                      key={row.id}
                      row={row}
                      index={index}
                      fields={fields}
                      dataSource={dataSource}
                      language={language}
                      onChange={(change) => update(row.id, change)}
                      onRemove={() => remove(row.id)}
                    />
                  ))
                ) : (
                  <Text color="fg.muted" textAlign="center" py="4">
                    {t('none')}
                  </Text>
                )}
                <Box>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setState((previous) => ({ ...previous, rows: [...previous.rows, newRow()] }))}
                  >
                    + {t('add')}
                  </Button>
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={reset}>
                {t('reset')}
              </Button>
              <Button size="sm" variant="outline" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button
                size="sm"
                colorPalette={KIT_PALETTE}
                onClick={() => {
                  onApply(state);
                  onClose();
                }}
              >
                {t('query')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ConditionRowProps {
  row: SuperQueryRow;
  index: number;
  fields: SuperQueryField[];
  dataSource: DataSource;
  language: EngineLanguage;
  onChange(change: (row: SuperQueryRow) => SuperQueryRow): void;
  onRemove(): void;
}

function ConditionRow({ row, index, fields, dataSource, language, onChange, onRemove }: ConditionRowProps) {
  const { t } = useBundleTranslation(SUPER_QUERY_NAMESPACE, superQueryBundles);
  const field = fields.find((candidate) => candidate.vModel === row.field);
  const form = useMemo(() => (field ? superQueryValueForm(field) : undefined), [field]);
  const initialValues = useMemo(() => (field ? { [field.vModel]: row.fieldValue } : {}), [field]); // eslint-disable-line react-hooks/exhaustive-deps
  const position = index + 1;
  return (
    <HStack gap="2" align="start" data-testid="super-query-row">
      <NativeSelect.Root size="sm" w="28%" flexShrink={0}>
        <NativeSelect.Field
          aria-label={`${t('field')} ${position}`}
          value={row.field}
          onChange={(event) => {
            const chosen = fields.find((candidate) => candidate.vModel === event.currentTarget.value);
            onChange((current) => withField(current, chosen));
          }}
        >
          <option value="">{t('pickField')}</option>
          {fields.map((candidate) => (
            <option key={candidate.vModel} value={candidate.vModel}>
              {candidate.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" w="20%" flexShrink={0} disabled={!field}>
        <NativeSelect.Field
          aria-label={`${t('symbol')} ${position}`}
          value={row.symbol}
          onChange={(event) => {
            const symbol = event.currentTarget.value as QuerySymbol;
            onChange((current) => withSymbol(current, symbol));
          }}
        >
          {(field ? symbolsOf(field.kind) : []).map((symbol) => (
            <option key={symbol} value={symbol}>
              {t(`symbols.${symbolNames[symbol]}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Box flex="1" minW="0" aria-label={`${t('value')} ${position}`} role="group">
        {field && form && takesValue(row.symbol) && (
          <EngineForm
            key={field.vModel}
            form={form}
            dataSource={dataSource}
            language={language}
            initialValues={initialValues}
            plain
            onValuesChange={(values) => {
              const fieldValue = values[field.vModel];
              onChange((current) => (current.field === field.vModel ? { ...current, fieldValue } : current));
            }}
          />
        )}
      </Box>
      <Button size="sm" variant="ghost" colorPalette="red" aria-label={`${t('remove')} ${position}`} onClick={onRemove}>
        {t('remove')}
      </Button>
    </HStack>
  );
}
