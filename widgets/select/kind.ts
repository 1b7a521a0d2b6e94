/**
 * Drop-down choice (`select`, reference 2.4): one value, or an array with `multiple`; `filterable`
 * narrows the list by typing. Options from a list, a dictionary or a data interface.
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp } from '../../engine/registry/read-props';
import { CHOICE_CONFIG, CHOICE_PROPS, choiceDependencies, compileChoice, type ChoiceOptions } from '../shared/choice';

export interface SelectOptions extends ChoiceOptions {
  multiple: boolean;
  filterable: boolean;
}

export const selectKind: KindDescription<unknown, SelectOptions> = {
  key: 'select',
  props: [...CHOICE_PROPS, 'multiple', 'filterable', 'showSearch', 'mode'],
  configKeys: CHOICE_CONFIG,
  searchMatch: 1,
  compile(source) {
    const { props, config } = source;
    const multiple = booleanProp(props.multiple) || props.mode === 'multiple';
    const defaultValue = multiple ? (Array.isArray(config.defaultValue) ? config.defaultValue : []) : Array.isArray(config.defaultValue) ? undefined : config.defaultValue;
    return {
      schema: multiple ? { type: 'array' } : {},
      options: { ...compileChoice(source), multiple, filterable: booleanProp(props.filterable) || booleanProp(props.showSearch) },
      defaultValue,
    };
  },
  dependsOn: choiceDependencies,
};
