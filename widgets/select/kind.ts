/**
 * Drop-down choice (`select`, reference 2.4): one value, or an array with `multiple`; `filterable`
 * narrows the list by typing. Options from a list, a dictionary or a data interface.
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp } from '../../engine/registry/read-props';
import { CHOICE_SETTINGS, CHOICE_CONFIG, CHOICE_PROPS, choiceDependencies, compileChoice, type ChoiceOptions } from '../shared/choice';
import { s } from '../../engine/registry/settings';

export interface SelectOptions extends ChoiceOptions {
  multiple: boolean;
  filterable: boolean;
}

export const selectKind: KindDescription<unknown, SelectOptions> = {
  key: 'select',
  palette: { group: 'basic', label: '下拉选择', values: { placeholder: '请选择', clearable: true } },
  settings: [
    ...CHOICE_SETTINGS,
    s.boolean('multiple', '多选', { group: 'data', default: false }),
    s.boolean('filterable', '可搜索', { aliases: ['showSearch'], default: false }),
    s.string('mode', '模式（V3）', { group: 'advanced' }),
  ],
  props: [...CHOICE_PROPS, 'multiple', 'filterable', 'showSearch', 'mode'],
  configKeys: CHOICE_CONFIG,
  searchMatch: 1,
  compile(source) {
    const { props, config } = source;
    const multiple = booleanProp(props.multiple) || props.mode === 'multiple';
    const defaultValue = multiple
      ? Array.isArray(config.defaultValue)
        ? config.defaultValue
        : []
      : Array.isArray(config.defaultValue)
        ? undefined
        : config.defaultValue;
    return {
      schema: multiple ? { type: 'array' } : {},
      options: { ...compileChoice(source), multiple, filterable: booleanProp(props.filterable) || booleanProp(props.showSearch) },
      defaultValue,
    };
  },
  dependsOn: choiceDependencies,
};
