/**
 * The selectable span of a date or time field (reference 2.3 date/time rule keys): a fixed
 * `startTime`/`endTime`, or with `startTimeRule` a rule by `startTimeType` — 1 a fixed value
 * (`startTimeValue`), 2 another field's value (`startRelationField`), 3 the current time, 4 and 5
 * `startTimeValue` units (`startTimeTarget`: 1 years, 2 months, 3 days, 4 hours, 5 minutes, 6
 * seconds) before or after now — and the same for the end.
 */
import { booleanProp, numberProp, stringProp } from '../../engine/registry/read-props';
import { choices, s, type PropSetting } from '../../engine/registry/settings';

export type LimitUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

export type LimitRule =
  | { kind: 'fixed'; value: number | string }
  | { kind: 'field'; field: string }
  | { kind: 'now' }
  | { kind: 'offset'; amount: number; unit: LimitUnit };

export const LIMIT_CONFIG_KEYS = [
  'startTimeRule',
  'startTimeType',
  'startTimeTarget',
  'startTimeValue',
  'startRelationField',
  'endTimeRule',
  'endTimeType',
  'endTimeTarget',
  'endTimeValue',
  'endRelationField',
] as const;

/** The designer's settings of one end's rule (`start` or `end`), shown once the rule is switched on. */
function limitSettings(end: 'start' | 'end', word: string): PropSetting[] {
  const on = { key: `config.${end}TimeRule`, truthy: true };
  const type = `config.${end}TimeType`;
  return [
    s.boolean(`config.${end}TimeRule`, `${word}时间限制`, { group: 'rules' }),
    s.select(type, `${word}时间类型`, choices([1, '特定时间'], [2, '表单字段'], [3, '填写时间'], [4, '当前时间前'], [5, '当前时间后']), {
      group: 'rules',
      when: on,
    }),
    s.json(`config.${end}TimeValue`, `${word}时间值`, { group: 'rules', when: { key: type, in: [1, 4, 5] } }),
    s.select(`config.${end}TimeTarget`, `${word}时间单位`, choices([1, '年'], [2, '月'], [3, '日'], [4, '时'], [5, '分'], [6, '秒']), {
      group: 'rules',
      when: { key: type, in: [4, 5] },
    }),
    s.of('field', `config.${end}RelationField`, `${word}时间字段`, { group: 'rules', when: { key: type, in: [2] } }),
  ];
}

/** The designer's settings of the selectable span (LIMIT_CONFIG_KEYS). */
export const LIMIT_SETTINGS: readonly PropSetting[] = [...limitSettings('start', '开始'), ...limitSettings('end', '结束')];

const UNITS: Record<number, LimitUnit> = { 1: 'year', 2: 'month', 3: 'day', 4: 'hour', 5: 'minute', 6: 'second' };

/** The rule of one end from the definition; undefined when that end is open. */
export function limitRuleOf(
  end: 'start' | 'end',
  props: Record<string, unknown>,
  config: Record<string, unknown>,
  report: (key: string, message: string) => void,
): LimitRule | undefined {
  const fixed = props[`${end}Time`];
  if (!booleanProp(config[`${end}TimeRule`])) {
    if (typeof fixed === 'number' || (typeof fixed === 'string' && fixed !== '')) return { kind: 'fixed', value: fixed };
    return undefined;
  }
  const type = numberProp(config[`${end}TimeType`]);
  const value = config[`${end}TimeValue`];
  switch (type) {
    case 1:
      return typeof value === 'number' || (typeof value === 'string' && value !== '') ? { kind: 'fixed', value } : undefined;
    case 2: {
      const field = stringProp(config[`${end}RelationField`]);
      return field ? { kind: 'field', field } : undefined;
    }
    case 3:
      return { kind: 'now' };
    case 4:
    case 5: {
      const amount = numberProp(value) ?? 0;
      const unit = UNITS[numberProp(config[`${end}TimeTarget`]) ?? 3] ?? 'day';
      return { kind: 'offset', amount: type === 4 ? -amount : amount, unit };
    }
    default:
      report(`__config__.${end}TimeType`, `时间范围规则类型 ${String(config[`${end}TimeType`])} 不支持，该端不限制`);
      return undefined;
  }
}

/** `now` moved by `amount` units (negative: before). */
export function shiftFromNow(now: number, amount: number, unit: LimitUnit): number {
  const d = new Date(now);
  switch (unit) {
    case 'year':
      d.setFullYear(d.getFullYear() + amount);
      break;
    case 'month':
      d.setMonth(d.getMonth() + amount);
      break;
    case 'day':
      d.setDate(d.getDate() + amount);
      break;
    case 'hour':
      d.setHours(d.getHours() + amount);
      break;
    case 'minute':
      d.setMinutes(d.getMinutes() + amount);
      break;
    default:
      d.setSeconds(d.getSeconds() + amount);
  }
  return d.getTime();
}

/** Fields the rules read, for `dependsOn`. */
export function limitDependencies(rules: readonly (LimitRule | undefined)[]): string[] {
  return rules.filter((r): r is { kind: 'field'; field: string } => r?.kind === 'field').map((r) => r.field);
}
