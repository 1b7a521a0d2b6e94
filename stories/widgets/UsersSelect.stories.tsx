import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { organisationDataSource } from '../fixtures/organisation-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  { __vModel__: 'who', __config__: { jnpfKey: 'usersSelect', label: '人员（单选，id--user）' }, clearable: true },
  {
    __vModel__: 'whom',
    __config__: { jnpfKey: 'usersSelect', label: '人员（多选，可选部门）' },
    clearable: true,
    multiple: true,
  },
];

const meta = {
  title: 'Widgets/UsersSelect',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: organisationDataSource({ latency: 150 }) },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { who: 'u1--user', whom: ['d2--department', 'u5--user', 'currentUser'] };

export const Edit: Story = {};
export const Chosen: Story = { args: { values } };
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = {
  args: { state: 'error', fields: fields.map((field) => ({ ...field, __config__: { ...field.__config__, required: true } })), values: {} },
};
