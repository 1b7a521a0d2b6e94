import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Code, createToaster, Portal, Stack, Text, Toast, Toaster } from '@chakra-ui/react';
import type { Notice } from '../../api';
import { createMemoryDataSource } from '../../engine';
import { ListDesigner, type ListDesignerSources } from '../../screens/visual-dev/list-designer/ListDesigner';
import heatCustomer from '../../server/seed/visual-dev/heat-customer.json';
import heatStation from '../../server/seed/visual-dev/heat-station.json';
import invoiceColumns from '../../tests/fixtures/forms/online/v3-purchase-invoice-columns.json';
import invoiceForm from '../../tests/fixtures/forms/real/v3-purchase-invoice.json';

const toaster = createToaster({ placement: 'top', max: 3 });
const notify = (notice: Notice) => toaster.create({ type: notice.type, title: notice.message, duration: notice.duration });

const formSource = createMemoryDataSource({
  dictionaries: {
    heatTariff: [
      { id: 't1', enCode: 'residential', fullName: '居民 22元/㎡' },
      { id: 't2', enCode: 'nonResidential', fullName: '非居民 33元/㎡' },
    ],
    runState: [
      { id: 's1', enCode: 'heating', fullName: '正常供热' },
      { id: 's2', enCode: 'stopped', fullName: '停热' },
    ],
  },
});

const sources: ListDesignerSources = {
  dictionaryTypes: async () => [
    { value: 'district', label: '供热片区' },
    { value: 'runState', label: '运行状态' },
  ],
  dataInterfaces: async () => [{ value: 'stationTree', label: '换热站树' }],
};

interface ListDesignerStoryProps {
  formData: object;
  /** The stored list; none for a list designed afresh. */
  columnData?: object;
}

/** The designer as the editor holds it, with the `columnData` text it writes shown below. */
function ListDesignerStory({ formData, columnData }: ListDesignerStoryProps) {
  const [text, setText] = useState(columnData ? JSON.stringify(columnData, null, 2) : '');
  const [changes, setChanges] = useState(0);
  return (
    <Stack p="3" gap="3" h="100vh">
      <Box display="flex" flex="1" minH="0">
        <ListDesigner
          formData={JSON.stringify(formData)}
          columnData={text}
          onChange={(next) => {
            setText(next);
            setChanges((count) => count + 1);
          }}
          sources={sources}
          formSource={formSource}
          notify={notify}
        />
      </Box>
      <Box h="30vh" overflow="auto" borderWidth="1px" borderRadius="md" p="2">
        <Text fontSize="xs" color="fg.muted">
          columnData — {changes ? `${changes} edits` : 'as stored (not rewritten until changed)'}
        </Text>
        <Code as="pre" fontSize="xs" whiteSpace="pre-wrap">
          {text || '(none)'}
        </Code>
      </Box>
      <Portal>
        <Toaster toaster={toaster}>{(toast) => <Toast.Root>{toast.title && <Toast.Title>{toast.title}</Toast.Title>}</Toast.Root>}</Toaster>
      </Portal>
    </Stack>
  );
}

/**
 * 列表设计 (功能设计's list designer): the search fields and columns of a generated form's list, put in
 * order by dragging or by keyboard, the fields JNPF's rules offer, the list's settings, and the live
 * preview of the runtime's list page over sample records.
 */
const meta = {
  title: 'Screens/ListDesigner',
  component: ListDesignerStory,
  args: { formData: heatCustomer.definition.formData, columnData: heatCustomer.definition.columnData },
} satisfies Meta<typeof ListDesignerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded 热用户档案 (a 3.4.7 list): its columns, searches and buttons as stored. */
export const HeatCustomers: Story = {};

/** The seeded 换热站台账, whose run state reads a dictionary: the samples take its entries. */
export const HeatStations: Story = {
  args: { formData: heatStation.definition.formData, columnData: heatStation.definition.columnData },
};

/** A real V3 form's list: range searches, totals with thousands separators, five toolbar buttons. */
export const PurchaseInvoices: Story = { args: { formData: invoiceForm, columnData: invoiceColumns } };

/** The same list grouped by its supplier (layout 3). */
export const Grouped: Story = {
  args: { formData: invoiceForm, columnData: { ...invoiceColumns, type: 3, groupField: 'F_SupplierId' } },
};

/** A list designed afresh for a new-generation form: JNPF's V3 defaults once the first field is picked. */
export const Fresh: Story = {
  args: {
    formData: {
      fields: [
        { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '站名' } },
        { __vModel__: 'area', __config__: { jnpfKey: 'inputNumber', label: '供热面积' } },
        {
          __vModel__: 'state',
          __config__: { jnpfKey: 'select', label: '运行状态', dataType: 'dictionary', dictionaryType: 'runState' },
          props: { label: 'fullName', value: 'enCode' },
        },
        { __vModel__: 'parentId', __config__: { jnpfKey: 'input', label: '上级' } },
      ],
    },
    columnData: undefined,
  },
};
