import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

const t = (vModel: string, label: string) => ({ __vModel__: vModel, label });

const fields: JnpfField[] = [
  { __vModel__: 'area', __config__: { jnpfKey: 'numInput', label: '供暖面积 ㎡', span: 8 }, precision: 2 },
  { __vModel__: 'price', __config__: { jnpfKey: 'inputNumber', label: '单价 元/㎡', span: 8 }, precision: 2 },
  { __vModel__: 'discount', __config__: { jnpfKey: 'inputNumber', label: '优惠 元', span: 8 } },
  {
    __vModel__: 'fee',
    __config__: { jnpfKey: 'calculate', label: '应缴金额', isStorage: 1 },
    expression: ['(', t('area', '供暖面积'), '×', t('price', '单价'), ')', '-', t('discount', '优惠')],
    precision: 2,
    thousands: true,
    isAmountChinese: true,
  },
  { __config__: { jnpfKey: 'calculate', label: '月均（不存储）', formId: 9 }, expression: [t('fee', '应缴金额'), '÷', '5'], precision: 2, thousands: true },
];

const broken: JnpfField[] = [
  { __vModel__: 'a', __config__: { jnpfKey: 'inputNumber', label: 'A' } },
  { __vModel__: 'bad', __config__: { jnpfKey: 'calculate', label: '公式有误' }, expression: [t('a', 'A'), '×', '÷', '2'] },
  { __vModel__: 'x', __config__: { jnpfKey: 'calculate', label: '循环 X' }, expression: [t('y', 'Y'), '+', '1'] },
  { __vModel__: 'y', __config__: { jnpfKey: 'calculate', label: '循环 Y' }, expression: [t('x', 'X'), '+', '1'] },
];

const meta = {
  title: 'Widgets/Calculate',
  component: KindStory,
  args: { fields, state: 'edit', values: { area: 120.5, price: 26.8, discount: 100 } },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read' } };
export const Disabled: Story = { args: { state: 'disabled' } };
/** A malformed formula and two fields that refer to each other: both reported, neither calculated. */
export const Errors: Story = { args: { fields: broken, values: { a: 3 } } };
