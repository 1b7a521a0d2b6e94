/** A page schema rendered with an in-memory data source, a permission list and a toaster, for the page stories. */
import '../../widgets';
import { useMemo } from 'react';
import { Box, createToaster, Portal, Toast, Toaster } from '@chakra-ui/react';
import type { Notice, PermissionEntry } from '../../api';
import { EnginePage, type PageSchema } from '../../engine/page';
import { PermissionProvider } from '../../engine/permission/Can';
import { createDemoPageSource, demoHandlers } from './page-demo';

const toaster = createToaster({ placement: 'top', max: 3 });
const notify = (notice: Notice) => toaster.create({ type: notice.type, title: notice.message, duration: notice.duration });

export interface PageStoryProps {
  schema: PageSchema;
  /** Button codes the user has on this page. */
  buttons?: string[];
  empty?: boolean;
}

export function PageStory({ schema, buttons = ['btn_add', 'btn_edit', 'btn_remove'], empty = false }: PageStoryProps) {
  const source = useMemo(() => createDemoPageSource(notify, { empty }), [empty]);
  const permissionList = useMemo<PermissionEntry[]>(
    () => [
      {
        modelId: 'demo',
        moduleName: 'demo',
        button: buttons.map((enCode) => ({ id: enCode, enCode, fullName: enCode })),
        column: [],
        form: [],
        resource: [],
      },
    ],
    [buttons],
  );
  return (
    <Box p="4" bg="bg.subtle" minH="100vh">
      <PermissionProvider value={{ permissionList, modelId: 'demo' }}>
        <EnginePage
          schema={schema}
          dataSource={source}
          notify={notify}
          handlers={demoHandlers}
          onSelect={(row) => console.info('selected', row)}
        />
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
