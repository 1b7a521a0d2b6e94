import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { organisationDataSource } from '../fixtures/organisation-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  { __vModel__: 'org', __config__: { jnpfKey: 'comSelect', label: '所属组织（单选）' }, clearable: true },
  { __vModel__: 'orgs', __config__: { jnpfKey: 'organizeSelect', label: '协办组织（多选）' }, clearable: true, multiple: true },
  {
    __vModel__: 'company',
    __config__: { jnpfKey: 'organizeSelect', label: '授权公司（仅组织）' },
    clearable: true,
    auth: true,
    isOnlyOrg: true,
  },
];

const meta = {
  title: 'Widgets/OrganizeSelect',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: organisationDataSource({ latency: 150 }) },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = {
  org: ['c1', 'd1'],
  orgs: [
    ['c1', 'd2'],
    ['c1', 'c2', 'd21'],
  ],
  company: ['c1', 'c2'],
};

export const Edit: Story = {};
export const Chosen: Story = { args: { values } };
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = {
  args: { state: 'error', fields: fields.map((field) => ({ ...field, __config__: { ...field.__config__, required: true } })), values: {} },
};
