/**
 * 打印模板 (menu system.printDev): the templates' list is the resource's page schema
 * (schemas/pages/print-dev.ts) on the page engine; add and edit open the full-screen template editor
 * (./TemplateEditor.tsx), 预览 the template as designed, 打印记录 its print log.
 */
import '../../widgets';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { PrintClient } from '../../api/print-client';
import type { ResourceClient } from '../../api/resource-client';
import type { DataSource } from '../../engine/data-source';
import { EnginePage, type PageHandlers } from '../../engine/page';
import { printDevPage } from '../../schemas/pages/print-dev';
import { createPrintDevSource } from './print-dev-source';

const TemplateEditor = lazy(() => import('./TemplateEditor'));
const TemplateSampleDialog = lazy(() => import('./TemplateSampleDialog'));
const PrintLogDialog = lazy(() => import('./PrintLogDialog'));

export interface PrintDevScreenProps {
  /** The client of `system/printDev`. */
  client: ResourceClient;
  print: PrintClient;
  /** What the editor's form reads. */
  formSource: DataSource;
  notify(notice: Notice): void;
}

type Opened =
  { kind: 'editor'; id?: string; refresh(): void } | { kind: 'sample'; id: string } | { kind: 'log'; id: string; fullName: string };

export function PrintDevScreen({ client, print, formSource, notify }: PrintDevScreenProps) {
  const source = useMemo(() => createPrintDevSource(client, formSource, notify), [client, formSource, notify]);
  const [opened, setOpened] = useState<Opened | null>(null);
  const close = useCallback(() => setOpened(null), []);
  const handlers = useMemo<PageHandlers>(
    () => ({
      actions: {
        add: ({ refresh }) => setOpened({ kind: 'editor', refresh }),
        edit: ({ row, refresh }) => row && setOpened({ kind: 'editor', id: String(row.id), refresh }),
        preview: ({ row }) => row && setOpened({ kind: 'sample', id: String(row.id) }),
        log: ({ row }) => row && setOpened({ kind: 'log', id: String(row.id), fullName: String(row.fullName ?? '') }),
      },
    }),
    [],
  );
  return (
    <Box p="3" data-testid="print-dev-screen">
      <EnginePage schema={printDevPage} dataSource={source} notify={notify} handlers={handlers} />
      <Suspense fallback={null}>
        {opened?.kind === 'editor' && (
          <TemplateEditor
            client={client}
            print={print}
            formSource={formSource}
            notify={notify}
            id={opened.id}
            onClose={close}
            onSaved={opened.refresh}
          />
        )}
        {opened?.kind === 'sample' && <TemplateSampleDialog client={client} id={opened.id} onClose={close} />}
        {opened?.kind === 'log' && <PrintLogDialog client={client} template={opened} notify={notify} onClose={close} />}
      </Suspense>
    </Box>
  );
}
