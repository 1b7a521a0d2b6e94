import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { customerField, popupSource } from '../fixtures/popup-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  customerField('customer', '客户'),
  customerField('customers', '客户（多选）', { multiple: true }),
  customerField('inDrawer', '客户（抽屉，不分页）', { popupType: 'drawer', hasPage: false, popupTitle: '' }),
];

const meta = {
  title: 'Widgets/PopupSelect',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: popupSource({ latency: 150 }) },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { customer: 'c3', customers: ['c1', 'c2'], inDrawer: 'c25' };

export const Edit: Story = {};
export const Chosen: Story = { args: { values } };
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = {
  args: { state: 'error', fields: fields.map((field) => ({ ...field, __config__: { ...field.__config__, required: true } })), values: {} },
};
