import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Code, Stack, Text } from '@chakra-ui/react';
import { createMemoryDataSource } from '../../engine';
import { FormDesigner } from '../../screens/visual-dev/form-designer/FormDesigner';
import { memoryDesignerServices } from '../../screens/visual-dev/form-designer/services';
import heatCustomer from '../../server/seed/visual-dev/heat-customer.json';
import containersOld from '../../tests/fixtures/forms/containers-old.json';
import calcTableNew from '../../tests/fixtures/forms/e2-calc-table-new.json';
import invoiceForm from '../../tests/fixtures/forms/real/v3-purchase-invoice.json';

/** What the property panel looks up, as the server would answer it. */
const services = memoryDesignerServices({
  dictionaryTypes: [
    { id: 'repairType', fullName: '报修类型' },
    { id: 'heatTariff', fullName: '供热价格' },
  ],
  interfaces: [{ id: 'stationTree', fullName: '换热站树' }],
  interfaceParameters: { stationTree: [{ field: 'areaId', dataType: 'varchar' }] },
  interfaceFields: { stationTree: ['id', 'fullName', 'parentId'] },
  billRules: [{ id: 'heatCustomerNo', fullName: '热用户编号' }],
  functions: [{ id: 'heatStation', fullName: '换热站台账' }],
  functionFields: { heatStation: [{ vmodel: 'stationName', label: '站名' }] },
  printTemplates: [{ id: 'receipt', fullName: '收据' }],
});

const dataSource = createMemoryDataSource({
  dictionaries: {
    repairType: [
      { id: 'r1', enCode: 'leak', fullName: '漏水' },
      { id: 'r2', enCode: 'cold', fullName: '不热' },
    ],
  },
});

interface FormDesignerStoryProps {
  /** The stored `formData`; none for a form designed afresh. */
  formData?: object;
}

/** The designer as 功能设计's editor holds it, with the `formData` text it writes shown below. */
function FormDesignerStory({ formData }: FormDesignerStoryProps) {
  const [text, setText] = useState(formData ? JSON.stringify(formData) : '');
  const [changes, setChanges] = useState(0);
  return (
    <Stack p="3" gap="3" h="100vh">
      <Box display="flex" flex="1" minH="0">
        <FormDesigner
          formData={text}
          onChange={(next) => {
            setText(next);
            setChanges((count) => count + 1);
          }}
          services={services}
          dataSource={dataSource}
        />
      </Box>
      <Box h="25vh" overflow="auto" borderWidth="1px" borderRadius="md" p="2">
        <Text fontSize="xs" color="fg.muted">
          formData — {changes ? `${changes} edits` : 'as stored (not rewritten until changed)'}
        </Text>
        <Code as="pre" fontSize="xs" whiteSpace="pre-wrap">
          {text || '(none)'}
        </Code>
      </Box>
    </Stack>
  );
}

/**
 * 表单设计 (功能设计's form designer): the palette of every registered kind in JNPF's groups, the canvas
 * on the 24-column grid (drag, or select and use Alt+arrows), the property panel each kind's own
 * settings describe, undo and redo, and the preview in edit and read modes at desktop and phone widths.
 * Whatever it writes keeps the definition's naming generation and every key it does not know.
 */
const meta = {
  title: 'Screens/FormDesigner',
  component: FormDesignerStory,
  args: { formData: heatCustomer.definition.formData },
} satisfies Meta<typeof FormDesignerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded 热用户档案 (a 3.4.7 form: old names, a bill rule, dictionary selects). */
export const HeatCustomers: Story = {};

/** Every container of the old generation: row, card, tab panes, collapse panels, a table grid. */
export const Containers: Story = { args: { formData: containersOld } };

/** A new-generation sub-table with calculated columns and a total. */
export const CalculatedTable: Story = { args: { formData: calcTableNew } };

/** A real V3 form (purchase invoice) as JNPF stored it. */
export const PurchaseInvoice: Story = { args: { formData: invoiceForm } };

/** A form designed afresh: the empty canvas asks for the first field. */
export const Fresh: Story = { args: { formData: undefined } };
