/**
 * The import wizard of a resource screen (its definition's `actions.import`): the calls of the
 * resource's path, the template and the failed rows offered when the menu grants their button.
 */
import { useMemo } from 'react';
import type { Notice } from '../../api';
import { createImportClient, resourceImportTransport } from '../../api/import-client';
import type { ResourceClient } from '../../api/resource-client';
import { usePermissions } from '../../engine/permission/Can';
import { ImportDialog } from './ImportDialog';

export interface ResourceImportDialogProps {
  client: ResourceClient;
  /** The button that grants the template and the failed rows' export. */
  downloadButton: string;
  notify(notice: Notice): void;
  onClose(): void;
  onImported(): void;
}

export default function ResourceImportDialog({ client, downloadButton, notify, onClose, onImported }: ResourceImportDialogProps) {
  const imports = useMemo(() => createImportClient(resourceImportTransport(client)), [client]);
  const { hasButton } = usePermissions();
  return (
    <ImportDialog client={imports} notify={notify} canDownload={hasButton(downloadButton)} onClose={onClose} onImported={onImported} />
  );
}
