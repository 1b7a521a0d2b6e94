import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { organisationDataSource } from '../fixtures/organisation-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  { __vModel__: 'user', __config__: { jnpfKey: 'userSelect', label: '用户' }, clearable: true },
  { __vModel__: 'users', __config__: { jnpfKey: 'userSelect', label: '用户（多选）' }, clearable: true, multiple: true },
  {
    __vModel__: 'inDept',
    __config__: { jnpfKey: 'userSelect', label: '用户（限运行部）' },
    clearable: true,
    selectType: 'dep',
    ableDepIds: ['d1'],
  },
];

const meta = {
  title: 'Widgets/UserSelect',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: organisationDataSource({ latency: 150 }) },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { user: 'u1', users: ['u2', 'u4', 'currentUser'], inDept: 'u3' };

export const Edit: Story = {};
export const Chosen: Story = { args: { values } };
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = {
  args: { state: 'error', fields: fields.map((field) => ({ ...field, __config__: { ...field.__config__, required: true } })), values: {} },
};
