/**
 * 功能设计 (menu onlineDev.webDesign): the definitions' list is the resource's page schema
 * (schemas/pages/visual-dev.ts) on the page engine; add and edit open the full-screen editor, 预览 the
 * definition as its menu shows it (./PreviewDialog.tsx), 代码预览 and 下载代码 the code generator
 * (./CodeGeneratorDialog.tsx).
 */
import '../../widgets';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { ResourceClient } from '../../api/resource-client';
import type { DataSource } from '../../engine/data-source';
import { EnginePage, type PageHandlers } from '../../engine/page';
import { usePermissions } from '../../engine/permission/Can';
import { visualDevPage } from '../../schemas/pages/visual-dev';
import { createVisualDevSource } from './visual-dev-source';

const VisualDevEditor = lazy(() => import('./VisualDevEditor'));
// The preview mounts the generated-form runtime, the generator the engine's compiler: loaded when opened.
const PreviewDialog = lazy(() => import('./PreviewDialog').then((module) => ({ default: module.PreviewDialog })));
const CodeGeneratorDialog = lazy(() => import('./CodeGeneratorDialog').then((module) => ({ default: module.CodeGeneratorDialog })));

export interface VisualDevScreenProps {
  /** The client of `visualdev/Base`. */
  client: ResourceClient;
  /** What the forms read: dictionaries, pickers, names of stored ids. */
  formSource: DataSource;
  notify(notice: Notice): void;
}

interface Editing {
  id?: string;
  refresh(): void;
}

/** 预览, or the code generator opened by 代码预览 (generating at once) or 下载代码. */
type Opened = { kind: 'preview'; id: string } | { kind: 'code'; id: string; previewAtOnce: boolean };

export function VisualDevScreen({ client, formSource, notify }: VisualDevScreenProps) {
  const source = useMemo(() => createVisualDevSource(client, formSource, notify), [client, formSource, notify]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const closeOpened = useCallback(() => setOpened(null), []);
  const permissions = usePermissions();
  const handlers = useMemo<PageHandlers>(
    () => ({
      actions: {
        add: ({ refresh }) => setEditing({ refresh }),
        edit: ({ row, refresh }) => row && setEditing({ id: String(row.id), refresh }),
        preview: ({ row }) => row && setOpened({ kind: 'preview', id: String(row.id) }),
        codePreview: ({ row }) => row && setOpened({ kind: 'code', id: String(row.id), previewAtOnce: true }),
        downloadCode: ({ row }) => row && setOpened({ kind: 'code', id: String(row.id), previewAtOnce: false }),
      },
    }),
    [],
  );
  return (
    <Box p="3" data-testid="visual-dev-screen">
      <EnginePage schema={visualDevPage} dataSource={source} notify={notify} handlers={handlers} />
      {editing && (
        <Suspense fallback={null}>
          <VisualDevEditor
            client={client}
            formSource={formSource}
            notify={notify}
            id={editing.id}
            onClose={close}
            onSaved={editing.refresh}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {opened?.kind === 'preview' && (
          <PreviewDialog client={client} id={opened.id} formSource={formSource} notify={notify} onClose={closeOpened} />
        )}
        {opened?.kind === 'code' && (
          <CodeGeneratorDialog
            client={client}
            id={opened.id}
            previewAtOnce={opened.previewAtOnce}
            canPreview={permissions.hasButton('btn_preview')}
            canDownload={permissions.hasButton('btn_downloadCode')}
            onClose={closeOpened}
          />
        )}
      </Suspense>
    </Box>
  );
}
