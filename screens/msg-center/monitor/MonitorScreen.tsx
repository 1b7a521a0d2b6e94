/** 消息记录: its page schema (schemas/pages/message-centre.ts) rendered by the page engine, and a record's detail. */
import '../../../widgets';
import { useCallback, useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react';
import type { Notice } from '../../../api';
import type { MonitorApi } from '../../../api/message-monitor-client';
import type { DataSource } from '../../../engine/data-source';
import { EnginePage, type PageHandlers } from '../../../engine/page';
import { messageMonitorPage, monitorDetailHandler } from '../../../schemas/pages/message-centre';
import { MonitorDetailDialog } from './MonitorDetailDialog';
import { createMonitorSource } from './monitor-source';

export interface MonitorScreenProps {
  api: MonitorApi;
  /** What the search form's fields read. */
  form: DataSource;
  notify(notice: Notice): void;
}

export function MonitorScreen({ api, form, notify }: MonitorScreenProps) {
  const source = useMemo(() => createMonitorSource(api, form), [api, form]);
  const [open, setOpen] = useState<string | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const handlers = useMemo<PageHandlers>(() => ({ actions: { [monitorDetailHandler]: ({ row }) => row && setOpen(String(row.id)) } }), []);
  return (
    <Box p="3" data-testid="message-monitor-screen">
      <EnginePage schema={messageMonitorPage} dataSource={source} notify={notify} handlers={handlers} />
      {open && <MonitorDetailDialog key={open} recordId={open} api={api} form={form} notify={notify} onClose={close} />}
    </Box>
  );
}
