/**
 * Adds or edits a record of a generated form (reference 2.11): the released form compiled by the
 * engine, opened as its `popupType` says (./RecordFrame.tsx), validated, saved as `{data: JSON text}`
 * by create or update. The server's message shows on success (then the dialog closes and the list
 * refreshes) and on a refusal (the client shows it; the dialog stays open with what was typed).
 */
import { useState } from 'react';
import { Button, Center, Spinner } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { OnlineClient } from '../../api/online-client';
import { EngineForm, type CompiledForm, type DataSource, type EngineLanguage } from '../../engine';
import { KIT_PALETTE } from '../../engine/page/kit';
import { recordValues, savedValues } from './record-form';
import { RecordFrame } from './RecordFrame';
import { useRecordForm } from './use-record-form';

export interface OnlineRecordDialogProps {
  client: OnlineClient;
  modelId: string;
  menuId?: string;
  form: CompiledForm;
  /** The record to edit; none: a new record. */
  id?: string;
  dataSource: DataSource;
  permissions: readonly string[] | null;
  language: EngineLanguage;
  words: { add: string; edit: string; back: string; cancel: string; confirm: string };
  notify(notice: Notice): void;
  onClose(): void;
  onSaved(): void;
}

/** How long the success message shows before the dialog closes (as the page engine's dialogs). */
const SAVED_TOAST = 1500;

export function OnlineRecordDialog(props: OnlineRecordDialogProps) {
  const { client, modelId, menuId, form, id, dataSource, permissions, language, words, notify, onClose, onSaved } = props;
  const [busy, setBusy] = useState(false);
  const controller = useRecordForm({
    form,
    load: async () => (id ? recordValues((await client.info(modelId, id)).data) : undefined),
    permissions,
    language,
    onFail: onClose,
  });
  const extra = form.settings.extra;
  const cancelText = typeof extra.cancelButtonText === 'string' && extra.cancelButtonText ? extra.cancelButtonText : words.cancel;
  const confirmText = typeof extra.confirmButtonText === 'string' && extra.confirmButtonText ? extra.confirmButtonText : words.confirm;

  const save = async () => {
    if (!controller || busy || !controller.submit().valid) return;
    setBusy(true);
    try {
      const body = { data: JSON.stringify(savedValues(controller.getValues(), permissions)), ...(menuId ? { menuId } : {}) };
      const answer = id ? await client.update(modelId, id, body) : await client.create(modelId, body);
      if (answer.msg) notify({ type: 'success', message: answer.msg, duration: SAVED_TOAST });
      await new Promise((resolve) => setTimeout(resolve, answer.msg ? SAVED_TOAST : 0));
      onSaved();
    } catch {
      setBusy(false);
    }
  };

  const footer = (
    <>
      {extra.hasCancelBtn !== false && (
        <Button size="sm" variant="outline" onClick={onClose} disabled={busy}>
          {cancelText}
        </Button>
      )}
      {extra.hasConfirmBtn !== false && (
        <Button size="sm" colorPalette={KIT_PALETTE} loading={busy} disabled={!controller} onClick={() => void save()}>
          {confirmText}
        </Button>
      )}
    </>
  );

  return (
    <RecordFrame
      settings={form.settings}
      title={id ? words.edit : words.add}
      testId="online-record"
      backText={words.back}
      busy={busy}
      onClose={onClose}
      footer={footer}
    >
      {controller ? (
        <EngineForm form={form} controller={controller} dataSource={dataSource} language={language} />
      ) : (
        <Center py="8">
          <Spinner size="sm" />
        </Center>
      )}
    </RecordFrame>
  );
}
