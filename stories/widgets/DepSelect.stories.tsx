import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { organisationDataSource } from '../fixtures/organisation-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  { __vModel__: 'dep', __config__: { jnpfKey: 'depSelect', label: '部门' }, clearable: true },
  {
    __vModel__: 'deps',
    __config__: { jnpfKey: 'depSelect', label: '部门（多选，限运行部与客服部）' },
    clearable: true,
    multiple: true,
    selectType: 'custom',
    ableDepIds: ['d1', 'd2'],
  },
];

const meta = {
  title: 'Widgets/DepSelect',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: organisationDataSource({ latency: 150 }) },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { dep: 'd11', deps: ['d1', 'd2'] };

export const Edit: Story = {};
export const Chosen: Story = { args: { values } };
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = {
  args: { state: 'error', fields: fields.map((field) => ({ ...field, __config__: { ...field.__config__, required: true } })), values: {} },
};
