/** What radio, checkbox and select share: the option source and the group's look (reference 2.3). */
import { compileOptionSource, optionSourceDependencies, OPTION_SOURCE_CONFIG, OPTION_SOURCE_PROPS, type OptionSourceOptions } from '../../engine/options';
import { booleanProp, stringProp } from '../../engine/registry/read-props';
import type { CompiledField, FieldSource } from '../../engine/registry/types';

export interface ChoiceOptions extends OptionSourceOptions {
  direction: 'horizontal' | 'vertical';
  optionType: 'default' | 'button';
  border: boolean;
}

export const CHOICE_PROPS = [...OPTION_SOURCE_PROPS, 'direction', 'optionType', 'border', 'size'] as const;
export const CHOICE_CONFIG = [...OPTION_SOURCE_CONFIG, 'optionType', 'border', 'direction'] as const;

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
