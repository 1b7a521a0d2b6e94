/**
 * 测试接口: the interface's parameters with their defaults filled in, a run (`Actions/Preview`, logged
 * as any run) and its answer as a table (a list of records) and as JSON.
 */
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Code, Dialog, Field, Flex, Input, Portal, SimpleGrid, Spinner, Table, Tabs, Text } from '@chakra-ui/react';
import type { DataInterfaceParameter } from '../../../api/data-interface';
import type { ExtraDialogProps } from '../../resource/resource-extras';
import { useBundleTranslation } from '../../use-bundle-translation';
import { answerTable, cellText } from './answer-table';
import { dataInterfaceCalls } from './data-interface-calls';
import { DATA_INTERFACE_NAMESPACE, dataInterfaceBundles } from './i18n';

type Outcome = { data: unknown } | { error: string };

export default function TestDialog({ open, client, onClose }: ExtraDialogProps) {
  const { t } = useBundleTranslation(DATA_INTERFACE_NAMESPACE, dataInterfaceBundles);
  const calls = useMemo(() => dataInterfaceCalls(client), [client]);
  const id = String(open.row.id);
  const [parameters, setParameters] = useState<DataInterfaceParameter[] | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let live = true;
    calls.parameters(id).then(
      (list) => {
        if (!live) return;
        setParameters(list);
        setValues(Object.fromEntries(list.map((parameter) => [parameter.field, parameter.defaultValue ?? ''])));
      },
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [calls, id, onClose]);

  const run = async () => {
    setBusy(true);
    try {
      const paramList = (parameters ?? []).map(({ field }) => ({ field, defaultValue: values[field] ?? '' }));
      setOutcome({ data: await calls.preview(id, paramList) });
    } catch (error) {
      setOutcome({ error: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" scrollBehavior="inside" lazyMount>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="900px" maxW="calc(100vw - 2rem)" data-testid="data-interface-test">
            <Dialog.Header>
              <Dialog.Title>{t('testTitle', { name: String(open.row.fullName ?? '') })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body minH="320px">
              {!parameters ? (
                <Flex justify="center" py="10">
                  <Spinner aria-label={t('loading')} />
                </Flex>
              ) : (
                <>
                  <Text fontWeight="semibold" mb="2">
                    {t('parameters')}
                  </Text>
                  {parameters.length === 0 ? (
                    <Text color="fg.muted" fontSize="sm" mb="3">
                      {t('noParameters')}
                    </Text>
                  ) : (
                    <SimpleGrid columns={2} gap="3" mb="3">
                      {parameters.map((parameter) => (
                        <Field.Root key={parameter.field} required={parameter.required === 1}>
                          <Field.Label>
                            {parameter.field}
                            <Field.RequiredIndicator />
                          </Field.Label>
                          <Input
                            size="sm"
                            value={values[parameter.field] ?? ''}
                            onChange={(event) => setValues((current) => ({ ...current, [parameter.field]: event.target.value }))}
                          />
                          <Field.HelperText>{[parameter.dataType, parameter.fieldName].filter(Boolean).join(' · ')}</Field.HelperText>
                        </Field.Root>
                      ))}
                    </SimpleGrid>
                  )}
                  <Button size="sm" colorPalette="blue" loading={busy} onClick={() => void run()} mb="4">
                    {t('run')}
                  </Button>
                  <Answer outcome={outcome} />
                </>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t('close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Answer({ outcome }: { outcome: Outcome | null }) {
  const { t } = useBundleTranslation(DATA_INTERFACE_NAMESPACE, dataInterfaceBundles);
  const table = useMemo(() => (outcome && 'data' in outcome ? answerTable(outcome.data) : undefined), [outcome]);
  if (!outcome) return <Text color="fg.muted">{t('notRun')}</Text>;
  if ('error' in outcome)
    return (
      <Text color="fg.error" role="alert">
        {t('failed', { message: outcome.error })}
      </Text>
    );
  return (
    <Box role="region" aria-label={t('answer')}>
      <Tabs.Root defaultValue={table ? 'table' : 'json'} size="sm" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="table">{t('table')}</Tabs.Trigger>
          <Tabs.Trigger value="json">{t('json')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="table">
          {!table ? (
            <Text color="fg.muted">{t('notRows')}</Text>
          ) : (
            <>
              <Text fontSize="sm" color="fg.muted" mb="2">
                {table.total > table.rows.length
                  ? t('shown', { count: table.total, shown: table.rows.length })
                  : t('rows', { count: table.total })}
              </Text>
              <Table.ScrollArea borderWidth="1px" rounded="md" maxH="360px">
                <Table.Root size="sm" aria-label={t('answer')} stickyHeader>
                  <Table.Header>
                    <Table.Row>
                      {table.columns.map((column) => (
                        <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {table.rows.map((row, index) => (
                      <Table.Row key={index}>
                        {table.columns.map((column) => (
                          <Table.Cell key={column}>{cellText(row[column])}</Table.Cell>
                        ))}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="json">
          <Code
            as="pre"
            display="block"
            whiteSpace="pre-wrap"
            p="3"
            maxH="360px"
            overflow="auto"
            w="full"
            data-testid="data-interface-json"
          >
            {JSON.stringify(outcome.data, null, 2)}
          </Code>
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
