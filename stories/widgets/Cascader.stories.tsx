import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { e2DataSource, regionTree } from '../fixtures/e2-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  {
    __vModel__: 'area',
    __config__: { jnpfKey: 'cascader', label: '区域（静态）', required: true, defaultValue: [], dataType: 'static' },
    options: regionTree,
    props: { props: { multiple: false, value: 'id', label: 'fullName', children: 'children' } },
    'show-all-levels': true,
    separator: '/',
    filterable: true,
  },
  {
    __vModel__: 'areas',
    __config__: { jnpfKey: 'cascader', label: '区域（字典，多选，只显示末级）', defaultValue: [], dataType: 'dictionary', dictionaryType: 'region' },
    props: { value: 'id', label: 'fullName', children: 'children' },
    multiple: true,
    showAllLevels: false,
  },
];

const meta = {
  title: 'Widgets/Cascader',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: e2DataSource },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { area: ['hb', 'sjz', 'ca'], areas: [['bj', 'cy'], ['hb', 'ts', 'lb']] };

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = { args: { state: 'error', values: {} } };
