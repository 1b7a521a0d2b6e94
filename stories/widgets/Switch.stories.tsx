import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { demoDataSource } from '../engine/demo-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  { __vModel__: 'enabled', __config__: { jnpfKey: 'switch', label: '启用', defaultValue: false, span: 12 }, activeTxt: '启用', inactiveTxt: '停用', 'active-value': 1, 'inactive-value': 0 },
  { __vModel__: 'night', __config__: { jnpfKey: 'switch', label: '夜间模式', span: 12 }, activeColor: '#13c2c2' },
];

const meta = {
  title: 'Widgets/Switch',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: demoDataSource },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values: { enabled: 1, night: 0 } } };
export const Disabled: Story = { args: { state: 'disabled', values: { enabled: 1, night: 0 } } };
export const Errors: Story = { args: { state: 'error', values: {} } };
