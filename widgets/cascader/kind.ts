/**
 * Cascader (reference 2.4): the path of values from the root (`multiple`: a list of paths), options
 * from a static tree, a dictionary or a data interface; shows the labels along the path joined by
 * `separator` ('/'), or only the last with `show-all-levels` off; `filterable` searches whole paths;
 * `checkStrictly` (V3 `changeOnSelect`) lets any level be chosen.
 */
import {
  compileOptionSource,
  optionSourceDependencies,
  OPTION_SOURCE_CONFIG,
  OPTION_SOURCE_PROPS,
  type OptionSourceOptions,
} from '../../engine/options';
import { booleanProp, firstPresent, stringProp } from '../../engine/registry/read-props';
import type { KindDescription } from '../../engine/registry/types';
import { choices, s } from '../../engine/registry/settings';
import { OPTION_SOURCE_SETTINGS } from '../../engine/options';

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
  palette: { group: 'basic', label: '级联选择', values: { placeholder: '请选择', clearable: true, 'config.defaultValue': [] } },
  settings: [
    ...OPTION_SOURCE_SETTINGS,
    s.boolean('multiple', '多选', { group: 'data', default: false }),
    s.boolean('showAllLevels', '显示完整路径', { oldKey: 'show-all-levels', default: true }),
    s.string('separator', '分隔符', { default: '/' }),
    s.boolean('filterable', '可搜索', { default: false }),
    s.boolean('changeOnSelect', '可选任意一级', { oldKey: 'change-on-select' }),
    s.select('expandTrigger', '展开方式', choices(['click', '点击'], ['hover', '悬停']), { oldKey: 'expand-trigger' }),
  ],
  groupLabel: true,
  props: [...OPTION_SOURCE_PROPS, 'multiple', 'showAllLevels', 'separator', 'filterable', 'changeOnSelect', 'expandTrigger'],
  configKeys: [...OPTION_SOURCE_CONFIG],
  searchMatch: 1,
  emptyValue: [],
  compile(source) {
    const { props } = source;
    // Element keeps the tree settings in `props.props`; V3 has them at the top level.
    const inner =
      (props.props as { props?: Record<string, unknown> } | undefined)?.props ?? (props.props as Record<string, unknown> | undefined) ?? {};
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
