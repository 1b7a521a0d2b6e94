import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

const fields: JnpfField[] = [
  {
    __vModel__: 'at',
    __config__: { jnpfKey: 'time', label: '时间', required: true, span: 12 },
    'picker-options': { selectableRange: '00:00:00-23:59:59' },
    format: 'HH:mm:ss',
    'value-format': 'HH:mm:ss',
  },
  {
    __vModel__: 'work',
    __config__: { jnpfKey: 'timePicker', label: '工作时间 08:00–18:00', span: 12 },
    pickerOptions: { selectableRange: '08:00:00 - 18:00:00' },
  },
  { __vModel__: 'hm', __config__: { jnpfKey: 'timePicker', label: '到达（时:分）', span: 12 }, format: 'HH:mm', valueFormat: 'HH:mm' },
  { __vModel__: 'shift', __config__: { jnpfKey: 'timePicker', label: '值班时段', span: 12 }, isRange: true },
  {
    __vModel__: 'locked',
    __config__: { jnpfKey: 'timePicker', label: '开始晚于结束（只读）' },
    startTime: '18:00:00',
    endTime: '08:00:00',
  },
];

const meta = {
  title: 'Widgets/TimePicker',
  component: KindStory,
  args: { fields, state: 'edit' },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = { at: '07:30:00', work: '09:15:00', hm: '21:40', shift: ['20:00:00', '23:59:59'] };

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = { args: { state: 'error', values: {} } };
/** 24-hour HH:mm:ss in English too (the browser's time input would show 9:15:00 PM). */
export const English: Story = { args: { values, language: 'en' } };
