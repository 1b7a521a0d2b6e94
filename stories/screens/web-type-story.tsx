/**
 * A form-only page (web type 1) or a data view (web type 4) over an in-memory OnlineDev client
 * (stories/fixtures/online-client.ts), with the menu's button grants and a toaster.
 */
import { useMemo } from 'react';
import { Box, createToaster, Portal, Toast, Toaster } from '@chakra-ui/react';
import type { Notice, PermissionEntry } from '../../api';
import type { OnlineRow } from '../../api/online-client';
import { createMemoryDataSource } from '../../engine';
import { PermissionProvider } from '../../engine/permission/Can';
import { OnlineModelScreen } from '../../screens/online/OnlineModelScreen';
import { createMemoryOnlineClient } from '../fixtures/online-client';

const toaster = createToaster({ placement: 'top', max: 3 });
const notify = (notice: Notice) => toaster.create({ type: notice.type, title: notice.message, duration: notice.duration });
const formSource = createMemoryDataSource({});

export interface WebTypeStoryProps {
  webType: 1 | 4;
  fullName: string;
  formData: object;
  columnData: object | null;
  /** A data view's answered rows; the records a form page adds. */
  rows: OnlineRow[];
  buttons: string[];
}

export function WebTypeStory({ webType, fullName, formData, columnData, rows, buttons }: WebTypeStoryProps) {
  const client = useMemo(
    () => createMemoryOnlineClient({ config: { fullName, formData, columnData, webType }, rows: rows.map((row) => ({ ...row })), notify }),
    [fullName, formData, columnData, rows, webType],
  );
  const permissionList = useMemo<PermissionEntry[]>(
    () => [
      {
        modelId: 'menu',
        moduleName: fullName,
        button: buttons.map((enCode) => ({ id: enCode, enCode, fullName: enCode })),
        column: [],
        form: [],
        resource: [],
      },
    ],
    [buttons, fullName],
  );
  return (
    <Box bg="bg.subtle" minH="100vh">
      <PermissionProvider value={{ permissionList, modelId: 'menu' }}>
        <OnlineModelScreen key={webType} client={client} modelId="model" menuId="menu" formSource={formSource} notify={notify} />
      </PermissionProvider>
      <Portal>
        <Toaster toaster={toaster}>
          {(toast) => (
            <Toast.Root>
              <Toast.Indicator />
              <Toast.Title>{toast.title}</Toast.Title>
            </Toast.Root>
          )}
        </Toaster>
      </Portal>
    </Box>
  );
}
