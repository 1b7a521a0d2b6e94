import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { Box, createToaster, Portal, Toast, Toaster } from '@chakra-ui/react';
import type { Notice } from '../../api';
import { ColumnSettingsProvider, createMemoryPageSource, EnginePage, memoryTable, type PageSchema } from '../../engine/page';
import { PermissionProvider } from '../../engine/permission/Can';
import { createMemoryColumnSettings } from '../fixtures/column-settings-client';

const toaster = createToaster({ placement: 'top', max: 3 });
const notify = (notice: Notice) => toaster.create({ type: notice.type, title: notice.message, duration: notice.duration });

const schema: PageSchema = {
  id: 'customers',
  list: { call: 'customers', columnSettings: {} },
  toolbar: { buttons: [{ id: 'add', label: '新增', action: 'refresh', variant: 'primary' }], tools: ['refresh'] },
  indexColumn: true,
  columns: [
    { prop: 'customerNo', label: '用户编号' },
    { prop: 'customerName', label: '用户名称' },
    { prop: 'mobilePhone', label: '联系电话' },
    { prop: 'detailAddress', label: '详细地址' },
    { prop: 'heatingArea', label: '供热面积(㎡)', kind: 'number', align: 'right' },
  ],
  actions: { refresh: { type: 'refresh' } },
};

const names = '张王李赵刘陈杨黄周吴';
const rows = Array.from({ length: 30 }, (_, index) => ({
  id: `c${index + 1}`,
  customerNo: `RY${String(index + 1).padStart(6, '0')}`,
  customerName: `${names[index % names.length]}${['建国', '秀英', '海燕'][index % 3]}`,
  mobilePhone: `1380013${String(8000 + index).padStart(4, '0')}`,
  detailAddress: `幸福小区${(index % 9) + 1}号楼${101 + index}`,
  heatingArea: 60 + ((index * 7) % 80),
}));

interface ColumnSettingsStoryProps {
  /** Settings kept before the page opens (JSON text, as the server keeps it). */
  kept?: string;
  /** Saves are refused: each change shows, then goes back. */
  failing?: boolean;
}

/** A list with 列设置 (the settings icon at the right of the toolbar) over in-memory rows and settings. */
function ColumnSettingsStory({ kept, failing = false }: ColumnSettingsStoryProps) {
  const source = useMemo(() => {
    const table = memoryTable({ rows });
    return createMemoryPageSource({ lists: { customers: (query) => table.list(query) } });
  }, []);
  const client = useMemo(() => {
    const made = createMemoryColumnSettings(notify, kept ? { menu: kept } : {});
    made.failing = failing;
    return made;
  }, [kept, failing]);
  return (
    <Box p="4" bg="bg.subtle" minH="100vh">
      <PermissionProvider value={{ permissionList: [], modelId: 'menu' }}>
        <ColumnSettingsProvider value={client}>
          <EnginePage schema={schema} dataSource={source} notify={notify} />
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

const meta = {
  title: 'Engine/Column settings',
  component: ColumnSettingsStory,
} satisfies Meta<typeof ColumnSettingsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No settings kept: every column in the default order. Open 列设置 to drag, hide and restore. */
export const Defaults: Story = {};
/** Kept settings (JNPF 3.4.7's `columnVisible`): 联系电话 hidden, 用户名称 first; 供热面积 was added since and follows at the end. */
export const KeptSettings: Story = {
  args: {
    kept: JSON.stringify([
      { prop: 'customerName', label: '用户名称', columnVisible: true },
      { prop: 'customerNo', label: '用户编号', columnVisible: true },
      { prop: 'mobilePhone', label: '联系电话', columnVisible: false },
      { prop: 'detailAddress', label: '详细地址', columnVisible: true },
    ]),
  },
};
/** Every save is refused: a change shows, the error notice appears and the columns go back. */
export const SaveFails: Story = { args: { failing: true } };
