/**
 * Cascader (reference 2.4): the path of values from the root (`multiple`: a list of paths), options
 * from a static tree, a dictionary or a data interface; shows the labels along the path joined by
 * `separator` ('/'), or only the last with `show-all-levels` off; `filterable` searches whole paths;
 * `checkStrictly` (V3 `changeOnSelect`) lets any level be chosen.
 */
import { compileOptionSource, optionSourceDependencies, OPTION_SOURCE_CONFIG, OPTION_SOURCE_PROPS, type OptionSourceOptions } from '../../engine/options';
import { booleanProp, firstPresent, stringProp } from '../../engine/registry/read-props';
import type { KindDescription } from '../../engine/registry/types';

export interface CascaderOptions extends OptionSourceOptions {
  multiple: boolean;
  showAllLevels: boolean;
  separator: string;
  filterable: boolean;
  checkStrictly: boolean;
}

export type CascaderValue = unknown[] | unknown[][];

export const cascaderKind: KindDescription<CascaderValue, CascaderOptions> = {
  key: 'cascader',
  groupLabel: true,
  props: [...OPTION_SOURCE_PROPS, 'multiple', 'showAllLevels', 'separator', 'filterable', 'changeOnSelect', 'expandTrigger'],
  configKeys: [...OPTION_SOURCE_CONFIG],
  searchMatch: 1,
  emptyValue: [],
  compile(source) {
    const { props } = source;
    // Element keeps the tree settings in `props.props`; V3 has them at the top level.
    const inner = (props.props as { props?: Record<string, unknown> } | undefined)?.props ?? (props.props as Record<string, unknown> | undefined) ?? {};
    return {
      schema: { type: 'array' },
      options: {
        ...compileOptionSource(source),
        multiple: booleanProp(firstPresent(props, 'multiple') ?? inner.multiple),
        showAllLevels: booleanProp(props.showAllLevels, true),
        separator: stringProp(props.separator) ?? '/',
        filterable: booleanProp(props.filterable),
        checkStrictly: booleanProp(props.changeOnSelect ?? inner.checkStrictly),
      },
    };
  },
  dependsOn: (field) => optionSourceDependencies(field.options),
};
