/**
 * The schedule dialog (日程安排, menu `extend.schedule`) as a JNPF form definition (reference 2.1 to
 * 2.4), compiled by the engine where it is shown (screens/schedule). Its values become the body of
 * `POST /api/system/Schedule` and `PUT /api/system/Schedule/{id}/{type}` (screens/schedule/schedule-values.ts),
 * which the server checks again with `scheduleBodySchema` (schemas/schedule.ts), whose limits it repeats.
 *
 * The start and end are date-times, or dates for a whole-day schedule; participants are the user
 * picker's plain ids (the creator takes part without being picked); attachments are the file kind's
 * `{name, fileId, url, fileSize?}` items.
 */
import { scheduleCategories } from '../api/schedule';
import { scheduleLimits } from './schedule';

export interface ScheduleFormField {
  __vModel__: string;
  __config__: { jnpfKey: string; label: string; [key: string]: unknown };
  [prop: string]: unknown;
}

const staticOptions = (options: readonly { id: string | number; fullName: string }[]) => ({
  options: options.map((option) => ({ ...option })),
  props: { label: 'fullName', value: 'id' },
});

export const scheduleUrgencyOptions = [
  { id: 1, fullName: '普通' },
  { id: 2, fullName: '重要' },
  { id: 3, fullName: '紧急' },
] as const;

export const scheduleRepetitionOptions = [
  { id: 1, fullName: '不重复' },
  { id: 2, fullName: '每天' },
  { id: 3, fullName: '每周' },
  { id: 4, fullName: '每月' },
  { id: 5, fullName: '每年' },
] as const;

export const scheduleReminderOptions = [
  { id: -2, fullName: '不提醒' },
  { id: -1, fullName: '开始时' },
  { id: 5, fullName: '提前5分钟' },
  { id: 10, fullName: '提前10分钟' },
  { id: 15, fullName: '提前15分钟' },
  { id: 30, fullName: '提前30分钟' },
  { id: 60, fullName: '提前1小时' },
  { id: 120, fullName: '提前2小时' },
  { id: 1440, fullName: '提前1天' },
] as const;

const dateTime = (vModel: string, label: string, required: boolean): ScheduleFormField => ({
  __vModel__: vModel,
  __config__: { jnpfKey: 'datePicker', label, span: 12, required, trigger: 'change' },
  type: 'datetime',
  format: 'YYYY-MM-DD HH:mm',
  placeholder: `请选择${label}`,
  clearable: !required,
});

export const scheduleFormDefinition: { fields: ScheduleFormField[]; [setting: string]: unknown } = {
  labelPosition: 'right',
  labelWidth: 90,
  gutter: 15,
  fields: [
    {
      __vModel__: 'title',
      __config__: { jnpfKey: 'input', label: '标题', required: true, span: 24, trigger: 'blur' },
      placeholder: '请输入日程标题',
      clearable: true,
      maxlength: scheduleLimits.title,
    },
    {
      __vModel__: 'category',
      __config__: { jnpfKey: 'select', label: '类型', span: 12, dataType: 'static', defaultValue: 'work' },
      placeholder: '请选择类型',
      clearable: true,
      ...staticOptions(scheduleCategories),
    },
    {
      __vModel__: 'urgent',
      __config__: { jnpfKey: 'radio', label: '紧急程度', span: 12, dataType: 'static', defaultValue: 1 },
      ...staticOptions(scheduleUrgencyOptions),
    },
    {
      __vModel__: 'allDay',
      __config__: { jnpfKey: 'switch', label: '全天', span: 24, defaultValue: 0 },
      activeValue: 1,
      inactiveValue: 0,
      activeTxt: '是',
      inactiveTxt: '否',
    },
    dateTime('startDay', '开始时间', true),
    dateTime('endDay', '结束时间', true),
    {
      __vModel__: 'reminderTime',
      __config__: { jnpfKey: 'select', label: '提醒', span: 12, dataType: 'static', defaultValue: -2 },
      clearable: false,
      ...staticOptions(scheduleReminderOptions),
    },
    {
      __vModel__: 'repetition',
      __config__: { jnpfKey: 'select', label: '重复', span: 12, dataType: 'static', defaultValue: 1 },
      clearable: false,
      ...staticOptions(scheduleRepetitionOptions),
    },
    {
      __vModel__: 'repeatTime',
      __config__: { jnpfKey: 'datePicker', label: '结束重复', span: 12, tipLabel: '重复的日程在这一天之后不再出现' },
      type: 'date',
      format: 'YYYY-MM-DD',
      placeholder: '重复时必填',
      clearable: true,
    },
    {
      // Plain user ids, users only (the server's `toUserIds`).
      __vModel__: 'toUserIds',
      __config__: { jnpfKey: 'usersSelect', label: '参与人', span: 24, tipLabel: '参与人可以查看日程并收到提醒' },
      multiple: true,
      selectType: 'all',
      valueShape: 'id',
      hasSys: false,
      placeholder: '请选择参与人',
      clearable: true,
    },
    {
      __vModel__: 'content',
      __config__: { jnpfKey: 'textarea', label: '内容', span: 24 },
      placeholder: '请输入日程内容',
      autosize: { minRows: 2, maxRows: 5 },
      maxlength: scheduleLimits.content,
      showWordLimit: true,
    },
    {
      __vModel__: 'files',
      __config__: { jnpfKey: 'uploadFz', label: '附件', span: 24, defaultValue: [] },
      accept: '',
      fileSize: 10,
      sizeUnit: 'MB',
      limit: scheduleLimits.files,
      buttonText: '点击上传',
      pathType: 'defaultPath',
    },
  ],
};
