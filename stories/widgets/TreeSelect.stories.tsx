import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { e2DataSource, equipmentTree } from '../fixtures/e2-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  {
    __vModel__: 'unit',
    __config__: { jnpfKey: 'treeSelect', label: '设备（静态）', required: true, dataType: 'static' },
    options: equipmentTree,
    props: { props: { value: 'id', label: 'fullName', children: 'children' } },
    filterable: true,
  },
  {
    __vModel__: 'units',
    __config__: { jnpfKey: 'treeSelect', label: '设备（数据接口，多选）', dataType: 'dynamic', propsUrl: 'iface-equipment' },
    props: { value: 'id', label: 'fullName', children: 'children' },
    multiple: true,
  },
];

const meta = {
  title: 'Widgets/TreeSelect',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: e2DataSource },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { unit: 'b2', units: ['st1', 'net'] };

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = { args: { state: 'error', values: {} } };
