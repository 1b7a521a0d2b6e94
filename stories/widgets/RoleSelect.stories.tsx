import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { organisationDataSource } from '../fixtures/organisation-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  { __vModel__: 'role', __config__: { jnpfKey: 'roleSelect', label: '角色' }, clearable: true },
  { __vModel__: 'roles', __config__: { jnpfKey: 'roleSelect', label: '角色（多选）' }, clearable: true, multiple: true },
];

const meta = {
  title: 'Widgets/RoleSelect',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: organisationDataSource({ latency: 150 }) },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { role: 'r3', roles: ['r1', 'r4'] };

export const Edit: Story = {};
export const Chosen: Story = { args: { values } };
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = {
  args: { state: 'error', fields: fields.map((field) => ({ ...field, __config__: { ...field.__config__, required: true } })), values: {} },
};
