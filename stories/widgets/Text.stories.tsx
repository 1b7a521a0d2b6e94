import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

/** A display kind: it holds no value, so there is no error state; read and disabled show how it renders there. */
const fields: JnpfField[] = [
  { __config__: { jnpfKey: 'JNPFText', label: '文本', showLabel: false, defaultValue: '这是一段文字', formId: 1 }, textStyle: { color: '#000000', 'text-align': 'left', 'font-weight': 'normal', 'font-style': 'normal', 'text-decoration': 'none', 'line-height': 32, 'font-size': 12 } },
  { __config__: { jnpfKey: 'text', label: '文本', showLabel: false, formId: 2 }, content: '请如实填写报修信息（V3 的 content）', textStyle: { color: '#d03050', 'font-weight': 'bold', 'font-size': 16, 'text-align': 'center' } },
];

const meta = {
  title: 'Widgets/Text',
  component: KindStory,
  args: { fields, state: 'edit' },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read' } };
export const Disabled: Story = { args: { state: 'disabled' } };
