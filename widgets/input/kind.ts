/**
 * Single-line text (`comInput` / `input`, reference 2.4): a string with optional prepend/append
 * addons, a show-password toggle and a maxlength with counter.
 */
import type { FieldKind } from '../../engine/registry/types';
import { booleanProp, firstPresent, numberProp, stringProp } from '../../engine/registry/read-props';
import { InputEdit } from './InputEdit';
import { InputRead } from './InputRead';
import { controlStyles } from '../shared/control-styles';

export interface InputOptions {
  prepend?: string;
  append?: string;
  showPassword: boolean;
  maxlength?: number;
  showWordLimit: boolean;
  prefixIcon?: string;
  suffixIcon?: string;
}

export const inputKind: FieldKind<string, InputOptions> = {
  key: 'input',
  aliases: ['comInput'],
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
      },
    };
  },
  Edit: InputEdit,
  Read: InputRead,
  styles: controlStyles,
};
