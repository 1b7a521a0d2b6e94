import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

/** QR codes hold no value; the "error" story has an empty related field (nothing is drawn). */
const fields: JnpfField[] = [
  { __vModel__: 'url', __config__: { jnpfKey: 'input', label: '网址' } },
  { __config__: { jnpfKey: 'qrcode', label: '关联二维码', formId: 1 }, dataType: 'relation', relationField: 'url', colorDark: '#000000', colorLight: '#ffffff', width: 100 },
  { __config__: { jnpfKey: 'qrcode', label: '固定二维码（默认 40）', formId: 2 }, dataType: 'static', staticText: 'https://example.com/heat', colorDark: '#1a4d8f' },
];

const meta = {
  title: 'Widgets/Qrcode',
  component: KindStory,
  args: { fields, state: 'edit', values: { url: 'https://example.com/station/east' } },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read' } };
export const Disabled: Story = { args: { state: 'disabled' } };
export const Errors: Story = { args: { values: {} } };
