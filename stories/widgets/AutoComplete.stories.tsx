import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { popupSource } from '../fixtures/popup-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  {
    __vModel__: 'name',
    __config__: { jnpfKey: 'autoComplete', label: '客户名称' },
    interfaceId: 'customers',
    interfaceName: '客户',
    templateJson: [],
    relationField: 'F_Name',
    total: 10,
    clearable: true,
  },
];

const meta = {
  title: 'Widgets/AutoComplete',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: popupSource({ latency: 150 }) },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { name: '客户12' };

export const Edit: Story = {};
export const Typed: Story = { args: { values } };
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = {
  args: { state: 'error', fields: fields.map((field) => ({ ...field, __config__: { ...field.__config__, required: true } })), values: {} },
};
