import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { relationField, relationSource } from '../fixtures/relation-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  relationField('customer', '客户'),
  relationField('inDrawer', '客户（抽屉，不分页）', { popupType: 'drawer', hasPage: false, popupTitle: '' }),
];

const meta = {
  title: 'Widgets/RelationForm',
  component: KindStory,
  args: {
    fields,
    state: 'edit',
    // Opening a record's detail is the screen's: here it only says so.
    dataSource: relationSource({ latency: 150, openRelation: (modelId, id) => window.alert(`打开 ${modelId} / ${id}`) }),
  },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { customer: 'r3', inDrawer: 'r25' };

export const Edit: Story = {};
export const Chosen: Story = { args: { values } };
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = {
  args: { state: 'error', fields: fields.map((field) => ({ ...field, __config__: { ...field.__config__, required: true } })), values: {} },
};
