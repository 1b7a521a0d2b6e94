import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { organisationDataSource } from '../fixtures/organisation-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  { __vModel__: 'area', __config__: { jnpfKey: 'address', label: '省市区' }, clearable: true },
  { __vModel__: 'cities', __config__: { jnpfKey: 'areaSelect', label: '城市（多选，到市）' }, clearable: true, multiple: true, level: 1 },
];

const meta = {
  title: 'Widgets/AreaSelect',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: organisationDataSource({ latency: 150 }) },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = {
  area: ['440000', '440300', '440305'],
  cities: [
    ['110000', '110100'],
    ['440000', '440300'],
  ],
};

export const Edit: Story = {};
export const Chosen: Story = { args: { values } };
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = {
  args: { state: 'error', fields: fields.map((field) => ({ ...field, __config__: { ...field.__config__, required: true } })), values: {} },
};
