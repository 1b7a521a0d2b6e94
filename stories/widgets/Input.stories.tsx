import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  {
    __vModel__: 'name',
    __config__: { jnpfKey: 'comInput', label: '姓名', required: true, tipLabel: '与身份证一致', regList: [{ pattern: '/^[\\u4e00-\\u9fa5]+$/', message: '请输入中文' }] },
    placeholder: '请输入姓名',
    maxlength: 10,
    'show-word-limit': true,
  },
  { __vModel__: 'site', __config__: { jnpfKey: 'input', label: '网址', span: 12 }, addonBefore: 'https://', addonAfter: '.com' },
  { __vModel__: 'secret', __config__: { jnpfKey: 'input', label: '密码', span: 12 }, showPassword: true },
];

const meta = {
  title: 'Widgets/Input',
  component: KindStory,
  args: { fields, state: 'edit', values: { site: 'heating', secret: 'Abc12345' } },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values: { name: '张伟', site: 'heating', secret: 'Abc12345' } } };
export const Disabled: Story = { args: { state: 'disabled' } };
export const Errors: Story = { args: { state: 'error', values: {} } };
