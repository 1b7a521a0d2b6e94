import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { demoDataSource } from '../engine/demo-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  {
    __vModel__: 'area',
    __config__: { jnpfKey: 'select', label: '区域', required: true, dataType: 'static', span: 12 },
    __slot__: { options: [{ fullName: '城东', id: 'east' }, { fullName: '城西', id: 'west' }, { fullName: '城南', id: 'south' }] },
    placeholder: '请选择区域',
    filterable: true,
  },
  {
    __vModel__: 'estates',
    __config__: {
      jnpfKey: 'select',
      label: '小区（数据接口）',
      required: true,
      defaultValue: [],
      dataType: 'dynamic',
      propsUrl: 'iface-estates',
      templateJson: [{ field: 'area', relationField: 'area', defaultValue: '' }],
      span: 12,
    },
    multiple: true,
  },
  { __vModel__: 'level', __config__: { jnpfKey: 'select', label: '级别（字典）', dataType: 'dictionary', dictionaryType: 'level', span: 12 } },
];

const meta = {
  title: 'Widgets/Select',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: demoDataSource },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values: { area: 'east', estates: ['e1', 'e2'], level: 'l2' } } };
export const Disabled: Story = { args: { state: 'disabled', values: { area: 'east', estates: ['e1', 'e2'], level: 'l2' } } };
export const Errors: Story = { args: { state: 'error', values: {} } };
