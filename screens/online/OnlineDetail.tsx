/**
 * The detail viewer of a generated form's record (spec 002 sections 2.8 and 4.8): the form in read
 * mode, opened as its `popupType` says, a spinner until the record is in, hidden and not granted
 * fields left out, and the record's change history (./ChangeHistory.tsx). Without a record id it closes.
 * With `hasPrintBtn` and `printId` it has the print button (`printButtonText`; the chooser when several
 * templates, docs/print.md).
 */
import { useEffect, useState } from 'react';
import { Button, Center, Spinner } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { OnlineChangeLine, OnlineClient } from '../../api/online-client';
import { EngineForm, type CompiledForm, type DataSource, type EngineLanguage } from '../../engine';
import { printIdsOf, usePrint } from '../print/use-print';
import { ChangeHistory, type ChangeHistoryProps } from './ChangeHistory';
import { recordValues } from './record-form';
import { RecordFrame } from './RecordFrame';
import { useRecordForm } from './use-record-form';

export interface OnlineDetailProps {
  client: OnlineClient;
  modelId: string;
  form: CompiledForm;
  id: string;
  dataSource: DataSource;
  permissions: readonly string[] | null;
  language: EngineLanguage;
  words: ChangeHistoryProps['words'] & { detail: string; back: string; close: string };
  /** Shows the change history (not in a related form's nested detail: its history is for its own menus). */
  history?: boolean;
  /** Prints with the form's templates (`hasPrintBtn`, `printId`); the menu id names whose grants apply. */
  print?: { notify(notice: Notice): void; menuId?: string };
  onClose(): void;
}

export function OnlineDetail({
  client,
  modelId,
  form,
  id,
  dataSource,
  permissions,
  language,
  words,
  history: withHistory = true,
  print,
  onClose,
}: OnlineDetailProps) {
  const controller = useRecordForm({
    form,
    load: async () => {
      if (!id) throw new Error('no record');
      return recordValues((await client.info(modelId, id)).data);
    },
    permissions,
    language,
    onFail: onClose,
  });
  const [history, setHistory] = useState<OnlineChangeLine[] | null>(null);
  useEffect(() => {
    let current = true;
    if (id && withHistory)
      client.history(modelId, id).then(
        (lines) => current && setHistory(lines),
        // The client already said why; the detail itself still shows.
        () => current && setHistory([]),
      );
    return () => {
      current = false;
    };
  }, [client, modelId, id, withHistory]);

  const printing = usePrint({ notify: print?.notify ?? (() => undefined), menuId: print?.menuId });
  const printIds = printIdsOf(form.settings.printId);
  const printButton = print && form.settings.hasPrintBtn && printIds.length > 0 && (
    <Button size="sm" variant="outline" disabled={!controller} onClick={() => printing.start({ templateIds: printIds, recordIds: [id] })}>
      {form.settings.printButtonText || '打 印'}
    </Button>
  );
  const closeButton = form.settings.popupType !== 'fullScreen' && (
    <Button size="sm" variant="outline" onClick={onClose}>
      {words.close}
    </Button>
  );

  return (
    <RecordFrame
      settings={form.settings}
      title={words.detail}
      testId="online-detail"
      backText={words.back}
      onClose={onClose}
      footer={
        printButton || closeButton ? (
          <>
            {printButton}
            {closeButton}
          </>
        ) : undefined
      }
    >
      {controller ? (
        <>
          <EngineForm form={form} controller={controller} mode="read" dataSource={dataSource} language={language} />
          {withHistory && <ChangeHistory lines={history} fields={form.fields} dataSource={dataSource} words={words} />}
        </>
      ) : (
        <Center py="8">
          <Spinner size="sm" />
        </Center>
      )}
      {printing.element}
    </RecordFrame>
  );
}
