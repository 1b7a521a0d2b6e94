/**
 * Tree select (reference 2.4): one node's value (`multiple`: a list), options from a static tree, a
 * dictionary or a data interface; read mode shows the node labels; `filterable` narrows the tree to
 * matching nodes and their ancestors.
 */
import {
  compileOptionSource,
  optionSourceDependencies,
  OPTION_SOURCE_CONFIG,
  OPTION_SOURCE_PROPS,
  type OptionSourceOptions,
} from '../../engine/options';
import { booleanProp } from '../../engine/registry/read-props';
import type { KindDescription } from '../../engine/registry/types';
import { s } from '../../engine/registry/settings';
import { OPTION_SOURCE_SETTINGS } from '../../engine/options';

export interface TreeSelectOptions extends OptionSourceOptions {
  multiple: boolean;
  filterable: boolean;
}

export const treeSelectKind: KindDescription<unknown, TreeSelectOptions> = {
  key: 'treeSelect',
  palette: { group: 'advanced', label: '下拉树形', values: { placeholder: '请选择', clearable: true } },
  settings: [
    ...OPTION_SOURCE_SETTINGS,
    s.boolean('multiple', '多选', { group: 'data', default: false }),
    s.boolean('filterable', '可搜索', { default: false }),
  ],
  groupLabel: true,
  props: [...OPTION_SOURCE_PROPS, 'multiple', 'filterable'],
  configKeys: [...OPTION_SOURCE_CONFIG],
  searchMatch: 1,
  compile(source) {
    const multiple = booleanProp(source.props.multiple);
    return {
      // Node ids are text or numbers, as the source gives them.
      schema: multiple ? { type: 'array' } : {},
      options: { ...compileOptionSource(source), multiple, filterable: booleanProp(source.props.filterable) },
    };
  },
  dependsOn: (field) => optionSourceDependencies(field.options),
};
