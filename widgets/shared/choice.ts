/** What radio, checkbox and select share: the option source and the group's look (reference 2.3). */
import {
  compileOptionSource,
  optionSourceDependencies,
  OPTION_SOURCE_CONFIG,
  OPTION_SOURCE_PROPS,
  type OptionSourceOptions,
} from '../../engine/options';
import { booleanProp, stringProp } from '../../engine/registry/read-props';
import type { CompiledField, FieldSource } from '../../engine/registry/types';
import { choices, s, type PropSetting } from '../../engine/registry/settings';
import { OPTION_SOURCE_SETTINGS } from '../../engine/options';

export interface ChoiceOptions extends OptionSourceOptions {
  direction: 'horizontal' | 'vertical';
  optionType: 'default' | 'button';
  border: boolean;
}

export const CHOICE_PROPS = [...OPTION_SOURCE_PROPS, 'direction', 'optionType', 'border', 'size'] as const;
export const CHOICE_CONFIG = [...OPTION_SOURCE_CONFIG, 'optionType', 'border', 'direction'] as const;

/** Sizes Element offers (`size`). */
export const SIZE_CHOICES = choices(['', '默认'], ['medium', '中等'], ['small', '较小'], ['mini', '迷你']);

/** The designer's settings of radio, checkbox and select: the option source and the group's look. */
export const CHOICE_SETTINGS: readonly PropSetting[] = [
  ...OPTION_SOURCE_SETTINGS,
  s.select('direction', '排列方式', choices(['horizontal', '水平排列'], ['vertical', '垂直排列']), { aliases: ['config.direction'] }),
  s.select('optionType', '选项样式', choices(['default', '默认'], ['button', '按钮']), { aliases: ['config.optionType'] }),
  s.boolean('border', '显示边框', { aliases: ['config.border'] }),
  s.select('size', '尺寸', SIZE_CHOICES),
];

export function compileChoice(source: FieldSource): ChoiceOptions {
  const { props, config } = source;
  const pick = (name: string) => props[name] ?? config[name];
  return {
    ...compileOptionSource(source),
    direction: stringProp(pick('direction')) === 'vertical' ? 'vertical' : 'horizontal',
    optionType: stringProp(pick('optionType')) === 'button' ? 'button' : 'default',
    border: booleanProp(pick('border')),
  };
}

export function choiceDependencies(field: CompiledField<OptionSourceOptions>): string[] {
  return optionSourceDependencies(field.options);
}
