/**
 * 系统公告: the notice page schema (schemas/pages/notice.ts) rendered by the page engine, its dialog the
 * JNPF definition of schemas/notice-form.ts compiled here (so the kinds registered when the screen opens
 * draw it: a kind not registered shows the engine's notice and keeps its value), and the read view.
 */
import '../../../widgets';
import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react';
import type { Notice } from '../../../api';
import type { NoticeApi } from '../../../api/notice-client';
import type { CompiledForm } from '../../../engine';
import type { DataSource } from '../../../engine/data-source';
import { EnginePage, type PageHandlers } from '../../../engine/page';
import { noticeViewHandler } from '../../../schemas/pages/notice';
import { compileNoticeForm, noticePageOf } from './notice-page';
import { createNoticeSource } from './notice-source';
import { NoticeViewDialog } from './NoticeViewDialog';

export interface NoticeScreenProps {
  api: NoticeApi;
  /** What the form's fields read: picker trees and the names of stored user ids. */
  form: DataSource;
  notify(notice: Notice): void;
}

export function NoticeScreen({ api, form, notify }: NoticeScreenProps) {
  const compiled = useMemo<CompiledForm>(() => compileNoticeForm(), []);
  const page = useMemo(() => noticePageOf(compiled), [compiled]);
  const source = useMemo(() => createNoticeSource(api, form), [api, form]);
  const [viewing, setViewing] = useState<string | null>(null);
  const handlers = useMemo<PageHandlers>(() => ({ actions: { [noticeViewHandler]: ({ row }) => row && setViewing(String(row.id)) } }), []);
  return (
    <Box p="3" data-testid="notice-screen">
      <EnginePage schema={page} dataSource={source} notify={notify} handlers={handlers} />
      {viewing && (
        <NoticeViewDialog key={viewing} noticeId={viewing} api={api} form={compiled} dataSource={form} onClose={() => setViewing(null)} />
      )}
    </Box>
  );
}
