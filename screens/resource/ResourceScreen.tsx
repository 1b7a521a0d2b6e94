/** Every resource screen: the resource's page schema rendered by the page engine over its client. */
import '../../widgets';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react';
import type { Notice, PasswordPolicy } from '../../api';
import type { ResourceClient } from '../../api/resource-client';
import { EnginePage, type PageHandlers } from '../../engine/page';
import type { ResourceScreenConfig } from '../../schemas/pages/resource-pages';
import type { DataSource } from '../../engine/data-source';
import { resourceExtras, type OpenExtra } from './resource-extras';
import { createResourceSource, resourceHandlers } from './resource-source';

/** The spreadsheet import wizard of a definition with `actions.import` (toolbar 导入). */
const ResourceImportDialog = lazy(() => import('../import/ResourceImportDialog'));

export interface ResourceScreenProps {
  config: ResourceScreenConfig;
  client: ResourceClient;
  /** What the dialogs' fields read: dictionaries, picker trees, names of stored ids. */
  formSource: DataSource;
  notify(notice: Notice): void;
  /** The policy a password set on this screen obeys (a user's password reset). */
  passwordPolicy?: PasswordPolicy | null;
}

export function ResourceScreen({ config, client, formSource, notify, passwordPolicy }: ResourceScreenProps) {
  const { name } = config.definition;
  const source = useMemo(
    () => createResourceSource(config.definition, client, formSource, { passwordPolicy, notify }),
    [config.definition, client, formSource, passwordPolicy, notify],
  );
  // Row buttons whose action is a dialog of the screen's own (a role's authorisation).
  const extra = resourceExtras[name];
  const [open, setOpen] = useState<OpenExtra | null>(null);
  const closeExtra = useCallback(() => setOpen(null), []);
  const importing = config.definition.actions.import;
  const [importOpen, setImportOpen] = useState<{ refresh(): void } | null>(null);
  const closeImport = useCallback(() => setImportOpen(null), []);
  const handlers = useMemo<PageHandlers | undefined>(() => {
    const base = resourceHandlers[name];
    if (!extra && !importing) return base;
    const actions = Object.fromEntries(
      (extra?.actions ?? []).map((action) => [
        action,
        ({ row, refresh }: { row?: Record<string, unknown>; refresh(): void }) => row && setOpen({ action, row, refresh }),
      ]),
    );
    if (importing) actions.import = ({ refresh }: { refresh(): void }) => setImportOpen({ refresh });
    return { ...base, actions: { ...base?.actions, ...actions } };
  }, [name, extra, importing]);
  return (
    <Box p="3" data-testid={`resource-screen-${name}`}>
      <EnginePage schema={config.page} dataSource={source} notify={notify} handlers={handlers} />
      {importing && importOpen && (
        <Suspense fallback={null}>
          <ResourceImportDialog
            client={client}
            downloadButton={importing.downloadButton}
            notify={notify}
            onClose={closeImport}
            onImported={importOpen.refresh}
          />
        </Suspense>
      )}
      {extra && open && (
        <Suspense fallback={null}>
          <extra.Dialog open={open} client={client} formSource={formSource} notify={notify} onClose={closeExtra} />
        </Suspense>
      )}
    </Box>
  );
}
