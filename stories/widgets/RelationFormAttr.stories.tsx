import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { attrField, relationField, relationSource } from '../fixtures/relation-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  relationField('customer', '客户'),
  attrField('customer', 'code', '编号'),
  attrField('customer', 'tariff', '价格类型（存储）', 1, 'tariffText'),
];

const meta = {
  title: 'Widgets/RelationFormAttr',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: relationSource({ latency: 150 }) },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { customer: 'r4', tariffText: '商业' };

export const Edit: Story = {};
export const Chosen: Story = { args: { values } };
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = {
  args: {
    state: 'error',
    fields: fields.map((field) => ({ ...field, __config__: { ...field.__config__, required: true } })),
    values: {},
  },
};
