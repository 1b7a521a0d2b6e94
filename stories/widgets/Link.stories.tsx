import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

/** A display kind: it holds no value, so there is no error state; read and disabled show how it renders there. */
const fields: JnpfField[] = [
  { __config__: { jnpfKey: 'link', label: '链接', showLabel: false, formId: 1 }, content: '查看供热收费标准', href: 'https://example.com/fees', target: '_blank', textStyle: { 'text-align': 'left' } },
  { __config__: { jnpfKey: 'link', label: '居中链接', showLabel: false, formId: 2 }, content: '文本链接', href: '', target: '_self', textStyle: { 'text-align': 'center' } },
];

const meta = {
  title: 'Widgets/Link',
  component: KindStory,
  args: { fields, state: 'edit' },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read' } };
export const Disabled: Story = { args: { state: 'disabled' } };
