/**
 * Where a field's options come from (reference 2.3 and 2.6): a static list, a dictionary, or a data
 * interface with parameters from `templateJson`; and which properties of an item are its value,
 * label and children. Both generations: options at the top level (3.4.7+) or in `__slot__.options`
 * (3.1); `props` in `__config__.props`, `props.props` (Element) or top-level `props` (V3).
 */
import type { DataInterfaceParam } from '../data-source';
import { stringProp } from '../registry/read-props';
import type { FieldSource } from '../registry/types';
import { choices, s, type PropSetting } from '../registry/settings';

export interface OptionProps {
  value: string;
  label: string;
  children: string;
}

export interface OptionSourceOptions {
  dataType: 'static' | 'dictionary' | 'dynamic';
  /** Static items as stored (trees keep `children`). */
  staticOptions?: unknown[];
  dictionaryType?: string;
  /** Data interface id. */
  interfaceId?: string;
  templateJson?: DataInterfaceParam[];
  optionProps: OptionProps;
}

/** Props and config keys the option source reads; list them in a kind's `props` / `configKeys`. */
export const OPTION_SOURCE_PROPS = ['options', 'props', 'slot.options'] as const;
export const OPTION_SOURCE_CONFIG = ['dataType', 'dictionaryType', 'propsUrl', 'propsName', 'templateJson', 'props'] as const;

/** The designer's settings of an option source (reference 2.6): the source, then what each source needs. */
export const OPTION_SOURCE_SETTINGS: readonly PropSetting[] = [
  s.select('config.dataType', '数据来源', choices(['static', '静态数据'], ['dictionary', '数据字典'], ['dynamic', '远端数据']), {
    group: 'data',
    default: 'static',
  }),
  s.of('options', 'options', '选项', {
    aliases: ['slot.options'],
    default: [
      { fullName: '选项一', id: '1' },
      { fullName: '选项二', id: '2' },
    ],
    when: { key: 'config.dataType', in: ['static', undefined] },
  }),
  s.of('dictionary', 'config.dictionaryType', '数据字典', { when: { key: 'config.dataType', in: ['dictionary'] } }),
  s.of('interface', 'config.propsUrl', '数据接口', { nameKey: 'config.propsName', when: { key: 'config.dataType', in: ['dynamic'] } }),
  s.of('templateJson', 'config.templateJson', '接口参数', { source: 'config.propsUrl', when: { key: 'config.dataType', in: ['dynamic'] } }),
  s.of('optionProps', 'props', '选项属性', {
    oldKey: 'props.props',
    aliases: ['config.props'],
    default: { label: 'fullName', value: 'id', children: 'children' },
    hint: '选项的哪个属性是显示文字、值和下级',
  }),
];

export function compileOptionSource(source: FieldSource): OptionSourceOptions {
  const { config, props, slot } = source;
  const raw = config.dataType;
  const dataType = raw === 'dictionary' || raw === 'dynamic' ? raw : 'static';
  const staticOptions = Array.isArray(props.options) ? props.options : Array.isArray(slot.options) ? slot.options : undefined;
  return {
    dataType,
    ...(dataType === 'static' ? { staticOptions: staticOptions ?? [] } : {}),
    ...(dataType === 'dictionary' && stringProp(config.dictionaryType) ? { dictionaryType: stringProp(config.dictionaryType) } : {}),
    ...(dataType === 'dynamic' && stringProp(config.propsUrl) ? { interfaceId: stringProp(config.propsUrl) } : {}),
    ...(dataType === 'dynamic' && Array.isArray(config.templateJson) ? { templateJson: config.templateJson as DataInterfaceParam[] } : {}),
    optionProps: optionPropsOf(source),
  };
}

function optionPropsOf({ config, props }: FieldSource): OptionProps {
  const candidates = [config.props, (props.props as { props?: unknown } | undefined)?.props, props.props];
  const found = candidates.find((c): c is Record<string, unknown> => !!c && typeof c === 'object' && ('value' in c || 'label' in c));
  return {
    value: stringProp(found?.value) ?? 'id',
    label: stringProp(found?.label) ?? 'fullName',
    children: stringProp(found?.children) ?? 'children',
  };
}

/** Form fields a data-interface source reads (templateJson relationField), for `dependsOn`. */
export function optionSourceDependencies(options: OptionSourceOptions): string[] {
  if (options.dataType !== 'dynamic') return [];
  return (options.templateJson ?? []).map((p) => p.relationField).filter((f): f is string => typeof f === 'string' && f !== '');
}
