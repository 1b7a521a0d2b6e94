import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JnpfField } from '../../engine';
import { KindStory } from './kind-story';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

const fields: JnpfField[] = [
  {
    __vModel__: 'day',
    __config__: { jnpfKey: 'date', label: '日期', required: true, span: 12 },
    type: 'date',
    format: 'yyyy-MM-dd',
    'value-format': 'timestamp',
  },
  { __vModel__: 'at', __config__: { jnpfKey: 'datePicker', label: '日期时间', span: 12 }, type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss' },
  { __vModel__: 'month', __config__: { jnpfKey: 'datePicker', label: '月份', span: 12 }, type: 'month', format: 'yyyy-MM' },
  { __vModel__: 'year', __config__: { jnpfKey: 'datePicker', label: '年份（存 1 月 1 日）', span: 12 }, type: 'year', format: 'yyyy' },
  { __vModel__: 'season', __config__: { jnpfKey: 'datePicker', label: '供暖季', required: true }, type: 'daterange' },
  {
    __vModel__: 'inspect',
    __config__: {
      jnpfKey: 'datePicker',
      label: '巡检日（不早于日期）',
      startTimeRule: true,
      startTimeType: 2,
      startRelationField: 'day',
      tipLabel: '开始范围取自“日期”字段',
    },
    type: 'date',
  },
  {
    __vModel__: 'locked',
    __config__: { jnpfKey: 'datePicker', label: '开始晚于结束（只读）' },
    type: 'date',
    startTime: day(2026, 3, 1),
    endTime: day(2026, 1, 1),
  },
];

const meta = {
  title: 'Widgets/DatePicker',
  component: KindStory,
  args: { fields, state: 'edit' },
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = {
  day: day(2026, 11, 15),
  at: new Date(2026, 10, 15, 8, 30, 0).getTime(),
  month: day(2026, 11, 1),
  year: day(2026, 1, 1),
  season: [day(2026, 11, 15), day(2027, 3, 15)],
};

export const Edit: Story = {};
export const Read: Story = { args: { state: 'read', values } };
export const Disabled: Story = { args: { state: 'disabled', values } };
export const Errors: Story = { args: { state: 'error', values: {} } };

/** Every format JNPF stores, shown and typed as the definition says (not the browser's locale). */
const formats: JnpfField[] = [
  { __vModel__: 'a', __config__: { jnpfKey: 'date', label: 'yyyy-MM-dd', span: 12 }, type: 'date', format: 'yyyy-MM-dd' },
  {
    __vModel__: 'b',
    __config__: { jnpfKey: 'date', label: 'yyyy-MM-dd HH:mm:ss', span: 12 },
    type: 'datetime',
    format: 'yyyy-MM-dd HH:mm:ss',
  },
  { __vModel__: 'c', __config__: { jnpfKey: 'date', label: 'yyyy/MM/dd HH:mm', span: 12 }, type: 'datetime', format: 'yyyy/MM/dd HH:mm' },
  { __vModel__: 'd', __config__: { jnpfKey: 'date', label: 'yyyy年MM月dd日', span: 12 }, type: 'date', format: 'yyyy年MM月dd日' },
  { __vModel__: 'e', __config__: { jnpfKey: 'date', label: 'yyyy-MM', span: 12 }, type: 'month', format: 'yyyy-MM' },
  { __vModel__: 'f', __config__: { jnpfKey: 'date', label: 'yyyy', span: 12 }, type: 'year', format: 'yyyy' },
];
const at = new Date(2022, 8, 16, 8, 19, 28).getTime();
const formatValues = { a: at, b: at, c: at, d: at, e: day(2022, 9, 1), f: day(2022, 1, 1) };

export const Formats: Story = { args: { fields: formats, values: formatValues } };
export const English: Story = { args: { fields: formats, values: formatValues, language: 'en' } };
export const TraditionalChinese: Story = { args: { fields: formats, values: formatValues, language: 'zhtw' } };
