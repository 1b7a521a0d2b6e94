/**
 * Date (`date` / `datePicker`, reference 2.4, spec 002 section 4.5): epoch milliseconds (or text in a
 * `value-format` other than 'timestamp', as a pasted JSON Schema date string needs); types date,
 * datetime, month, year and the ranges daterange, datetimerange, monthrange, yearrange ([start, end]).
 * A year is stored as 1 January, a month as its 1st. The span from `startTime`/`endTime` or the
 * time rules limits what can be picked (outside picks are cleared, as the original does) and makes
 * the picker read-only when its start is after its end. 3.1's `dateRange` is the daterange type.
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, stringProp } from '../../engine/registry/read-props';
import { baseOf, DATE_TYPES, displayFormat, isRangeType, isStoredDate, type DateType } from './date-types';
import { formatHint } from './date-parse';
import { widgetWord } from '../kit/words';
import { LIMIT_CONFIG_KEYS, limitDependencies, limitRuleOf, type LimitRule } from '../kit/time-limits';
import { choices, s } from '../../engine/registry/settings';
import { LIMIT_SETTINGS } from '../kit/time-limits';

export type DateValue = number | string | [number | string, number | string];

export interface DatePickerOptions {
  type: DateType;
  /** Display format in engine/format tokens (YYYY-MM-DD HH:mm:ss). */
  format: string;
  /** Element's `value-format` other than 'timestamp': values are stored as text in it (a JSON Schema date string). */
  valueFormat?: string;
  startLimit?: LimitRule;
  endLimit?: LimitRule;
  /** Fill an empty field with the current time when it is edited (reference 2.3 `defaultCurrent`). */
  defaultCurrent: boolean;
}

export const datePickerKind: KindDescription<DateValue, DatePickerOptions> = {
  key: 'datePicker',
  aliases: ['date', 'dateRange'],
  palette: {
    group: 'basic',
    label: '日期选择',
    keys: { old: 'date', new: 'datePicker' },
    values: { placeholder: '请选择', clearable: true },
  },
  settings: [
    s.select('type', '时间类型', choices(['date', '日期'], ['datetime', '日期时间'], ['week', '周'], ['month', '月'], ['year', '年']), {
      group: 'data',
      default: 'date',
    }),
    s.string('format', '显示格式', { default: 'yyyy-MM-dd' }),
    s.string('valueFormat', '值格式', { group: 'data', oldKey: 'value-format', default: 'timestamp' }),
    s.json('startTime', '最早日期', { group: 'rules' }),
    s.json('endTime', '最晚日期', { group: 'rules' }),
    s.string('startPlaceholder', '开始占位提示', { oldKey: 'start-placeholder' }),
    s.string('endPlaceholder', '结束占位提示', { oldKey: 'end-placeholder' }),
    s.string('rangeSeparator', '范围分隔符', { oldKey: 'range-separator' }),
    s.json('pickerOptions', '选择器选项', { oldKey: 'picker-options' }),
    s.boolean('config.defaultCurrent', '默认为当前时间', { group: 'data' }),
    ...LIMIT_SETTINGS,
  ],
  groupLabel: true,
  props: ['type', 'format', 'valueFormat', 'startTime', 'endTime', 'startPlaceholder', 'endPlaceholder', 'rangeSeparator', 'pickerOptions'],
  configKeys: ['defaultCurrent', ...LIMIT_CONFIG_KEYS],
  searchMatch: 3,
  compile({ props, config, jnpfKey }, ctx) {
    const wanted = stringProp(props.type) ?? (jnpfKey === 'dateRange' ? 'daterange' : 'date');
    const known = (DATE_TYPES as readonly string[]).includes(wanted);
    if (!known) ctx.report('type', `日期类型 ${wanted} 不支持，按 date 选择`);
    const type = (known ? wanted : 'date') as DateType;
    const wantedFormat = stringProp(props.valueFormat);
    const valueFormat = wantedFormat && wantedFormat !== 'timestamp' ? displayFormat(wantedFormat, baseOf(type)) : undefined;
    const item = valueFormat ? 'string' : 'number';
    const startLimit = limitRuleOf('start', props, config, ctx.report);
    const endLimit = limitRuleOf('end', props, config, ctx.report);
    return {
      schema: isRangeType(type) ? { type: 'array', items: { type: item }, maxItems: 2 } : { type: item },
      options: {
        type,
        format: displayFormat(stringProp(props.format), baseOf(type)),
        ...(valueFormat ? { valueFormat } : {}),
        ...(startLimit ? { startLimit } : {}),
        ...(endLimit ? { endLimit } : {}),
        defaultCurrent: booleanProp(config.defaultCurrent),
      },
    };
  },
  // Text typed in the wrong format is kept in the value until it is corrected.
  checkValue: (value, field, language) => {
    const items = Array.isArray(value) ? value : [value];
    if (items.every((item) => isStoredDate(item, field.options.valueFormat))) return undefined;
    return widgetWord(language, 'dateInvalid', { label: field.label, format: formatHint(field.options.format) });
  },
  dependsOn: (field) => limitDependencies([field.options.startLimit, field.options.endLimit]),
};
