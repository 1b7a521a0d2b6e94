/**
 * Time (`time` / `timePicker`, reference 2.4, spec 002 section 4.5): text 'HH:mm:ss' (or 'HH:mm' by
 * `value-format`), selectable from 00:00:00 to 23:59:59 unless `picker-options.selectableRange`,
 * `startTime`/`endTime` or the time rules narrow it; read-only when the start is after the end.
 * `is-range` (and 3.1's `timeRange`) stores [start, end].
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, firstPresent, stringProp } from '../../engine/registry/read-props';
import { LIMIT_CONFIG_KEYS, limitDependencies, limitRuleOf, type LimitRule } from '../kit/time-limits';
import { FULL_DAY, parseSelectableRange } from './time-text';
import { s } from '../../engine/registry/settings';
import { LIMIT_SETTINGS } from '../kit/time-limits';

export interface TimePickerOptions {
  isRange: boolean;
  /** Whether values carry seconds (value-format HH:mm:ss) or not (HH:mm). */
  withSeconds: boolean;
  /** The selectable span of the picker itself (default the whole day). */
  selectable: [string, string];
  startLimit?: LimitRule;
  endLimit?: LimitRule;
  defaultCurrent: boolean;
}

export const timePickerKind: KindDescription<string | [string, string], TimePickerOptions> = {
  key: 'timePicker',
  aliases: ['time', 'timeRange'],
  palette: {
    group: 'basic',
    label: '时间选择',
    keys: { old: 'time', new: 'timePicker' },
    values: { placeholder: '请选择', clearable: true },
  },
  settings: [
    s.string('format', '显示格式', { default: 'HH:mm:ss' }),
    s.string('valueFormat', '值格式', { group: 'data', oldKey: 'value-format', default: 'HH:mm:ss' }),
    s.json('pickerOptions', '选择器选项', { oldKey: 'picker-options', hint: '如 {"selectableRange": "08:00:00 - 18:00:00"}' }),
    s.boolean('isRange', '时间范围', { group: 'data', oldKey: 'is-range' }),
    s.string('startTime', '最早时间', { group: 'rules' }),
    s.string('endTime', '最晚时间', { group: 'rules' }),
    s.string('startPlaceholder', '开始占位提示', { oldKey: 'start-placeholder' }),
    s.string('endPlaceholder', '结束占位提示', { oldKey: 'end-placeholder' }),
    s.string('rangeSeparator', '范围分隔符', { oldKey: 'range-separator' }),
    s.boolean('arrowControl', '箭头选择', { oldKey: 'arrow-control' }),
    s.boolean('config.defaultCurrent', '默认为当前时间', { group: 'data' }),
    ...LIMIT_SETTINGS,
  ],
  groupLabel: true,
  props: [
    'format',
    'valueFormat',
    'pickerOptions',
    'isRange',
    'startTime',
    'endTime',
    'startPlaceholder',
    'endPlaceholder',
    'rangeSeparator',
    'arrowControl',
  ],
  configKeys: ['defaultCurrent', ...LIMIT_CONFIG_KEYS],
  searchMatch: 3,
  compile({ props, config, jnpfKey }, ctx) {
    const format = stringProp(firstPresent(props, 'valueFormat', 'format')) ?? 'HH:mm:ss';
    const options = props.pickerOptions && typeof props.pickerOptions === 'object' ? (props.pickerOptions as Record<string, unknown>) : {};
    const selectable = options.selectableRange === undefined ? FULL_DAY : parseSelectableRange(options.selectableRange);
    if (!selectable) ctx.report('pickerOptions', `可选时间范围 ${String(options.selectableRange)} 无法识别，按全天`);
    const isRange = booleanProp(props.isRange) || jnpfKey === 'timeRange';
    const startLimit = limitRuleOf('start', props, config, ctx.report);
    const endLimit = limitRuleOf('end', props, config, ctx.report);
    return {
      schema: isRange ? { type: 'array', items: { type: 'string' }, maxItems: 2 } : { type: 'string' },
      options: {
        isRange,
        withSeconds: format.includes('ss'),
        selectable: selectable ?? FULL_DAY,
        ...(startLimit ? { startLimit } : {}),
        ...(endLimit ? { endLimit } : {}),
        defaultCurrent: booleanProp(config.defaultCurrent),
      },
    };
  },
  dependsOn: (field) => limitDependencies([field.options.startLimit, field.options.endLimit]),
};
