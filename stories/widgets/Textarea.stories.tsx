import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { demoDataSource } from '../engine/demo-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  {
    __vModel__: 'remark',
    __config__: { jnpfKey: 'textarea', label: '备注', required: true, tipLabel: '最多 100 字' },
    placeholder: '请输入备注',
    autosize: { minRows: 3, maxRows: 6 },
    maxlength: 100,
    'show-word-limit': true,
  },
  { __vModel__: 'note', __config__: { jnpfKey: 'textarea', label: '说明（V3）' }, autoSize: { minRows: 2, maxRows: 2 }, showCount: true, maxlength: 50 },
];

const meta = {
  title: 'Widgets/Textarea',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: demoDataSource },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values: { remark: '第一行\n第二行', note: '固定两行' } } };
export const Disabled: Story = { args: { state: 'disabled', values: { remark: '第一行\n第二行', note: '固定两行' } } };
export const Errors: Story = { args: { state: 'error', values: {} } };
