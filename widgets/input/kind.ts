/**
 * Single-line text (`comInput` / `input`, reference 2.4): a string with optional prepend/append
 * addons, a show-password toggle and a maxlength with counter; newer definitions add `useMask` +
 * `maskConfig` (the value is shown masked, see mask.ts) and `useScan` (a button to enter a scanned
 * code, see ScanDialog.tsx).
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, firstPresent, numberProp, stringProp } from '../../engine/registry/read-props';
import { maskConfigOf, type MaskConfig } from './mask';
import { s } from '../../engine/registry/settings';

export interface InputOptions {
  prepend?: string;
  append?: string;
  showPassword: boolean;
  maxlength?: number;
  showWordLimit: boolean;
  prefixIcon?: string;
  suffixIcon?: string;
  /** Present when `useMask` is on: how the value is shown in read mode, lists and when not focused. */
  mask?: MaskConfig;
  /** A scan button on the input (`useScan`). */
  useScan: boolean;
}

export const inputKind: KindDescription<string, InputOptions> = {
  key: 'input',
  aliases: ['comInput'],
  palette: {
    group: 'basic',
    label: '单行输入',
    keys: { old: 'comInput', new: 'input' },
    values: { placeholder: '请输入', clearable: true },
  },
  settings: [
    s.string('addonBefore', '前缀', { oldKey: 'slot.prepend' }),
    s.string('addonAfter', '后缀', { oldKey: 'slot.append' }),
    s.string('prefixIcon', '前图标', { oldKey: 'prefix-icon' }),
    s.string('suffixIcon', '后图标', { oldKey: 'suffix-icon' }),
    s.number('maxlength', '最多输入', { group: 'rules', aliases: ['maxLength'], min: 0 }),
    s.boolean('showWordLimit', '显示字数', { oldKey: 'show-word-limit', aliases: ['showCount'] }),
    s.boolean('showPassword', '显示密码', { oldKey: 'show-password', default: false }),
    s.boolean('useMask', '启用掩码'),
    s.json('maskConfig', '掩码设置', { when: { key: 'useMask', truthy: true } }),
    s.boolean('useScan', '扫码输入'),
    s.boolean('config.unique', '不能重复', { group: 'rules' }),
  ],
  props: [
    'maxlength',
    'maxLength',
    'showWordLimit',
    'showCount',
    'showPassword',
    'prefixIcon',
    'suffixIcon',
    'addonBefore',
    'addonAfter',
    'slot.prepend',
    'slot.append',
    'useMask',
    'maskConfig',
    'useScan',
  ],
  configKeys: ['unique'],
  searchMatch: 2,
  compile(source) {
    const { props, slot } = source;
    const maxlength = numberProp(firstPresent(props, 'maxlength', 'maxLength'));
    return {
      schema: { type: 'string', ...(maxlength !== undefined ? { maxLength: maxlength } : {}) },
      options: {
        prepend: stringProp(firstPresent(slot, 'prepend') ?? props.addonBefore),
        append: stringProp(firstPresent(slot, 'append') ?? props.addonAfter),
        showPassword: booleanProp(props.showPassword),
        maxlength,
        showWordLimit: booleanProp(firstPresent(props, 'showWordLimit', 'showCount')),
        prefixIcon: stringProp(props.prefixIcon),
        suffixIcon: stringProp(props.suffixIcon),
        ...(booleanProp(props.useMask) ? { mask: maskConfigOf(props.maskConfig) } : {}),
        useScan: booleanProp(props.useScan),
      },
    };
  },
};
