import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { demoDataSource } from '../engine/demo-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  {
    __vModel__: 'sex',
    __config__: { jnpfKey: 'radio', label: '性别', required: true, dataType: 'static', span: 12 },
    __slot__: { options: [{ fullName: '男', id: '1' }, { fullName: '女', id: '2' }] },
  },
  {
    __vModel__: 'level',
    __config__: { jnpfKey: 'radio', label: '级别（字典，按钮）', dataType: 'dictionary', dictionaryType: 'level', optionType: 'button', span: 12 },
  },
  {
    __vModel__: 'shift',
    __config__: { jnpfKey: 'radio', label: '班次（竖排，边框）', dataType: 'static', border: true },
    options: [{ fullName: '早班', id: 'a' }, { fullName: '中班', id: 'b' }, { fullName: '夜班', id: 'c', disabled: true }],
    direction: 'vertical',
  },
];

const meta = {
  title: 'Widgets/Radio',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: demoDataSource },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values: { sex: '2', level: 'l1', shift: 'b' } } };
export const Disabled: Story = { args: { state: 'disabled', values: { sex: '2', level: 'l1', shift: 'b' } } };
export const Errors: Story = { args: { state: 'error', values: {} } };
