/**
 * The screen of a type-3 menu over an in-memory OnlineDev client (stories/fixtures/online-client.ts):
 * a released definition, generated records, the menu's button grants and a toaster.
 */
import { useMemo } from 'react';
import { Box, createToaster, Portal, Toast, Toaster } from '@chakra-ui/react';
import type { Notice, PermissionEntry } from '../../api';
import type { OnlineRow } from '../../api/online-client';
import type { DataSource } from '../../engine';
import { ColumnSettingsProvider } from '../../engine/page';
import { PermissionProvider } from '../../engine/permission/Can';
import { OnlineModelScreen } from '../../screens/online/OnlineModelScreen';
import { createMemoryColumnSettings } from '../fixtures/column-settings-client';
import { createMemoryOnlineClient } from '../fixtures/online-client';

const toaster = createToaster({ placement: 'top', max: 3 });
const notify = (notice: Notice) => toaster.create({ type: notice.type, title: notice.message, duration: notice.duration });

export interface OnlineModelStoryProps {
  fullName: string;
  formData: object;
  columnData: object;
  rows: OnlineRow[];
  formSource: DataSource;
  /** Button codes of the menu the user holds. */
  buttons: string[];
}

export function OnlineModelStory({ fullName, formData, columnData, rows, formSource, buttons }: OnlineModelStoryProps) {
  const client = useMemo(
    () => createMemoryOnlineClient({ config: { fullName, formData, columnData }, rows: rows.map((row) => ({ ...row })), notify }),
    [fullName, formData, columnData, rows],
  );
  const columnSettings = useMemo(() => createMemoryColumnSettings(notify), []);
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
        <ColumnSettingsProvider value={columnSettings}>
          <OnlineModelScreen client={client} modelId="model" menuId="menu" formSource={formSource} notify={notify} />
        </ColumnSettingsProvider>
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
