import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  {
    __vModel__: 'name',
    __config__: {
      jnpfKey: 'comInput',
      label: '姓名',
      required: true,
      tipLabel: '与身份证一致',
      regList: [{ pattern: '/^[\\u4e00-\\u9fa5]+$/', message: '请输入中文' }],
    },
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

/** `useMask` (a phone shown as 138****0000 unless the box has focus; read mode masked) and `useScan` (scan button, dialog). */
const maskedFields: JnpfField[] = [
  {
    __vModel__: 'phone',
    __config__: { jnpfKey: 'input', label: '手机（掩码）', span: 12 },
    useMask: true,
    maskConfig: {
      filler: '*',
      maskType: 3,
      prefixType: 1,
      prefixLimit: 0,
      prefixSpecifyChar: '',
      suffixType: 1,
      suffixLimit: 0,
      suffixSpecifyChar: '',
      ignoreChar: '',
      useUnrealMask: false,
      unrealMaskLength: 1,
    },
  },
  {
    __vModel__: 'idCard',
    __config__: { jnpfKey: 'input', label: '身份证（掩码）', span: 12 },
    useMask: true,
    maskConfig: { filler: '*', maskType: 5 },
  },
  { __vModel__: 'meter', __config__: { jnpfKey: 'input', label: '表计编码（扫码）' }, useScan: true },
];
const maskedValues = { phone: '13812340000', idCard: '110101199003071234', meter: 'HX-2026-0001' };

export const MaskAndScan: Story = { args: { fields: maskedFields, values: maskedValues } };
export const MaskAndScanRead: Story = { args: { fields: maskedFields, values: maskedValues, state: 'read' } };

/** Labels longer than the label width wrap inside the label box, on the form's label side. */
export const LongLabels: Story = {
  args: {
    settings: { labelWidth: 90 },
    fields: [
      { __vModel__: 'area', __config__: { jnpfKey: 'input', label: '供热面积（按建筑面积计算，含公摊部分）', required: true } },
      { __vModel__: 'owner', __config__: { jnpfKey: 'input', label: 'Registered owner of the heat-exchange station' } },
    ],
    values: {},
  },
};
