import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [{ __vModel__: 'notice', __config__: { jnpfKey: 'editor', label: '停暖通知', required: true }, placeholder: '请输入通知内容' }];

const meta = {
  title: 'Widgets/Editor',
  component: KindStory,
  args: { fields, state: 'edit' },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The script and the handler are removed by the sanitiser before anything is shown.
const values = {
  notice: '<p><b>明日 9:00–12:00</b> 东湖站检修，<i>暂停供暖</i>。</p><ul><li>东湖小区</li><li>东城花园</li></ul><p>详见 <a href="https://example.com/notice" target="_blank">公告</a><script>alert(1)</script><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" onerror="alert(1)"></p>',
};

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = { args: { state: 'error', values: {} } };
