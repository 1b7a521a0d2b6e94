import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { organisationDataSource } from '../fixtures/organisation-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  { __vModel__: 'group', __config__: { jnpfKey: 'groupSelect', label: '分组' }, clearable: true },
  { __vModel__: 'groups', __config__: { jnpfKey: 'groupSelect', label: '分组（多选）' }, clearable: true, multiple: true },
];

const meta = {
  title: 'Widgets/GroupSelect',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: organisationDataSource({ latency: 150 }) },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { group: 'g1', groups: ['g1', 'g2'] };

export const Edit: Story = {};
export const Chosen: Story = { args: { values } };
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = {
  args: { state: 'error', fields: fields.map((field) => ({ ...field, __config__: { ...field.__config__, required: true } })), values: {} },
};
