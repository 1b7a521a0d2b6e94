import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { customerField, popupSource } from '../fixtures/popup-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  customerField('customer', '客户'),
  { __config__: { jnpfKey: 'popupAttr', label: '电话（仅显示）', isStorage: 0 }, relationField: 'customer', showField: 'F_Phone' },
  {
    __vModel__: 'area',
    __config__: { jnpfKey: 'popupAttr', label: '片区（保存）', isStorage: 1 },
    relationField: 'customer',
    showField: 'F_Area',
  },
];

const meta = {
  title: 'Widgets/PopupAttr',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: popupSource({ latency: 150 }) },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { customer: 'c4', area: '城东' };

export const Edit: Story = {};
export const Chosen: Story = { args: { values } };
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = {
  args: { state: 'error', fields: fields.map((field) => ({ ...field, __config__: { ...field.__config__, required: true } })), values: {} },
};
