/**
 * On/off (`switch`, reference 2.4): stores `activeValue` (1) or `inactiveValue` (0), shows
 * `activeTxt` ('开') or `inactiveTxt` ('关'). A V2 default of `false`/`true` becomes 0/1.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { KindDescription } from '../../engine/registry/types';
import { firstPresent, stringProp } from '../../engine/registry/read-props';
import { s } from '../../engine/registry/settings';

export type SwitchValue = number | string | boolean;

export interface SwitchOptions {
  activeValue: SwitchValue;
  inactiveValue: SwitchValue;
  activeTxt: string;
  inactiveTxt: string;
  activeColor?: string;
  inactiveColor?: string;
}

function switchValue(value: unknown, fallback: SwitchValue): SwitchValue {
  return typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' ? value : fallback;
}

function schemaFor(active: SwitchValue, inactive: SwitchValue): RJSFSchema {
  if (typeof active === 'boolean' && typeof inactive === 'boolean') return { type: 'boolean' };
  const type =
    typeof active === 'number' && typeof inactive === 'number'
      ? 'number'
      : typeof active === 'string' && typeof inactive === 'string'
        ? 'string'
        : undefined;
  return { ...(type ? { type } : {}), enum: [active, inactive] };
}

export const switchKind: KindDescription<SwitchValue, SwitchOptions> = {
  key: 'switch',
  palette: { group: 'basic', label: '开关', omitCommon: ['placeholder', 'clearable', 'config.regList'] },
  settings: [
    s.string('activeTxt', '开启时文字', { default: '开', aliases: ['activeText'] }),
    s.string('inactiveTxt', '关闭时文字', { default: '关', aliases: ['inactiveText'] }),
    s.json('activeValue', '开启时的值', { group: 'data', oldKey: 'active-value', aliases: ['checkedValue'], default: 1 }),
    s.json('inactiveValue', '关闭时的值', { group: 'data', oldKey: 'inactive-value', aliases: ['unCheckedValue'], default: 0 }),
    s.color('activeColor', '开启时颜色', { oldKey: 'active-color' }),
    s.color('inactiveColor', '关闭时颜色', { oldKey: 'inactive-color' }),
  ],
  props: [
    'activeValue',
    'inactiveValue',
    'checkedValue',
    'unCheckedValue',
    'activeTxt',
    'inactiveTxt',
    'activeText',
    'inactiveText',
    'activeColor',
    'inactiveColor',
  ],
  searchMatch: 1,
  compile({ props, config }) {
    const activeValue = switchValue(firstPresent(props, 'activeValue', 'checkedValue'), 1);
    const inactiveValue = switchValue(firstPresent(props, 'inactiveValue', 'unCheckedValue'), 0);
    const raw = config.defaultValue;
    const defaultValue =
      raw === true ? activeValue : raw === false || raw === undefined || raw === null || raw === '' ? inactiveValue : raw;
    return {
      schema: schemaFor(activeValue, inactiveValue),
      options: {
        activeValue,
        inactiveValue,
        activeTxt: stringProp(firstPresent(props, 'activeTxt', 'activeText')) ?? '开',
        inactiveTxt: stringProp(firstPresent(props, 'inactiveTxt', 'inactiveText')) ?? '关',
        activeColor: stringProp(props.activeColor),
        inactiveColor: stringProp(props.inactiveColor),
      },
      defaultValue,
    };
  },
  // 0 is a value: only a missing one is empty.
  isEmpty: (value) => value === undefined || value === null || value === '',
};

export function isOn(value: unknown, o: SwitchOptions): boolean {
  return value === o.activeValue || (value !== undefined && value !== null && String(value) === String(o.activeValue));
}
