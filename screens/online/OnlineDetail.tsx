/**
 * The detail viewer of a generated form's record (spec 002 sections 2.8 and 4.8): the form in read
 * mode, opened as its `popupType` says, a spinner until the record is in, hidden and not granted
 * fields left out, and the record's change history (./ChangeHistory.tsx). Without a record id it closes.
 * The print button (`printId`) waits for the print templates (docs/online-runtime.md).
 */
import { useEffect, useState } from 'react';
import { Button, Center, Spinner } from '@chakra-ui/react';
import type { OnlineChangeLine, OnlineClient } from '../../api/online-client';
import { EngineForm, type CompiledForm, type DataSource, type EngineLanguage } from '../../engine';
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

  return (
    <RecordFrame
      settings={form.settings}
      title={words.detail}
      testId="online-detail"
      backText={words.back}
      onClose={onClose}
      footer={
        form.settings.popupType === 'fullScreen' ? undefined : (
          <Button size="sm" variant="outline" onClick={onClose}>
            {words.close}
          </Button>
        )
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
    </RecordFrame>
  );
}
