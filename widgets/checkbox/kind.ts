/** Several choices (`checkbox`, reference 2.4): the value is the array of checked option values. */
import type { KindDescription } from '../../engine/registry/types';
import { CHOICE_SETTINGS, CHOICE_CONFIG, CHOICE_PROPS, choiceDependencies, compileChoice, type ChoiceOptions } from '../shared/choice';
import { s } from '../../engine/registry/settings';

export interface CheckboxOptions extends ChoiceOptions {
  min?: number;
  max?: number;
}

export const checkboxKind: KindDescription<unknown[], CheckboxOptions> = {
  key: 'checkbox',
  palette: {
    group: 'basic',
    label: '多选框组',
    inSubTable: false,
    omitCommon: ['placeholder', 'clearable'],
    values: { 'config.defaultValue': [] },
  },
  settings: [
    ...CHOICE_SETTINGS,
    s.number('min', '最少选择', { group: 'rules', min: 0 }),
    s.number('max', '最多选择', { group: 'rules', min: 0 }),
  ],
  groupLabel: true,
  props: [...CHOICE_PROPS, 'min', 'max'],
  configKeys: CHOICE_CONFIG,
  searchMatch: 1,
  emptyValue: [],
  compile(source) {
    const min = typeof source.props.min === 'number' ? source.props.min : undefined;
    const max = typeof source.props.max === 'number' ? source.props.max : undefined;
    return {
      schema: { type: 'array', ...(min ? { minItems: min } : {}), ...(max ? { maxItems: max } : {}) },
      options: { ...compileChoice(source), min, max },
      defaultValue: Array.isArray(source.config.defaultValue) ? source.config.defaultValue : [],
    };
  },
  dependsOn: choiceDependencies,
};
