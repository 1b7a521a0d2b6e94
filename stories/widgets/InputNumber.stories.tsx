import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { demoDataSource } from '../engine/demo-data-source';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  {
    __vModel__: 'amount',
    __config__: { jnpfKey: 'numInput', label: '金额', required: true, span: 12 },
    min: 0,
    max: 1000000,
    precision: 2,
    thousands: true,
    isAmountChinese: true,
    addonBefore: '¥',
    addonAfter: '元',
  },
  { __vModel__: 'qty', __config__: { jnpfKey: 'inputNumber', label: '数量', span: 12 }, min: 1, max: 10, step: 0.5, stepStrictly: true, precision: 1, controlsPosition: 'right' },
  { __vModel__: 'plain', __config__: { jnpfKey: 'inputNumber', label: '无按钮', span: 12 }, controls: false },
];

const meta = {
  title: 'Widgets/InputNumber',
  component: KindStory,
  args: { fields, state: 'edit', dataSource: demoDataSource },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values: { amount: 1234567.8, qty: 2.5, plain: 7 } } };
export const Disabled: Story = { args: { state: 'disabled', values: { amount: 1234567.8, qty: 2.5, plain: 7 } } };
export const Errors: Story = { args: { state: 'error', values: { amount: 1234567.8, qty: 2.5 } } };
