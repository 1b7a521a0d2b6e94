/**
 * 功能设计 (menu onlineDev.webDesign): the definitions' list is the resource's page schema
 * (schemas/pages/visual-dev.ts) on the page engine; add and edit open the full-screen editor.
 */
import '../../widgets';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { ResourceClient } from '../../api/resource-client';
import type { DataSource } from '../../engine/data-source';
import { EnginePage, type PageHandlers } from '../../engine/page';
import { visualDevPage } from '../../schemas/pages/visual-dev';
import { createVisualDevSource } from './visual-dev-source';

const VisualDevEditor = lazy(() => import('./VisualDevEditor'));

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

export function VisualDevScreen({ client, formSource, notify }: VisualDevScreenProps) {
  const source = useMemo(() => createVisualDevSource(client, formSource, notify), [client, formSource, notify]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const handlers = useMemo<PageHandlers>(
    () => ({
      actions: {
        add: ({ refresh }) => setEditing({ refresh }),
        edit: ({ row, refresh }) => row && setEditing({ id: String(row.id), refresh }),
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
    </Box>
  );
}
