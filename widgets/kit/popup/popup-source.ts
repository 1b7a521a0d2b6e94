/**
 * What the popup kinds share in their descriptions (reference 2.4, spec 002 sections 3.4 and 9.2): the data
 * interface they read (`interfaceId`, `templateJson` parameters), the row field stored (`propsValue`) and
 * shown (`relationField`), the table's columns and paging, `multiple` and V3's `transferList`. No React.
 */
import type { DataInterfaceParam } from '../../../engine/data-source';
import { booleanProp, numberProp, stringProp } from '../../../engine/registry/read-props';
import { POPUP_WIDTHS, s, type PropSetting } from '../../../engine/registry/settings';
import type { CompiledField, FieldSource } from '../../../engine/registry/types';

export interface PopupColumn {
  value: string;
  label: string;
}

/** V3 `transferList`: on a choice, the row's `sourceValue` field is copied into this form's `targetField`. */
export interface PopupTransfer {
  sourceValue: string;
  targetField: string;
}

export interface PopupSourceOptions {
  interfaceId?: string;
  propsValue: string;
  relationField: string;
  columnOptions: PopupColumn[];
  templateJson: DataInterfaceParam[];
  hasPage: boolean;
  pageSize: number;
  multiple: boolean;
  transferList: PopupTransfer[];
}

/** Spec 002 section 9.2. */
export const POPUP_PAGE_SIZE = 20;
/** Asked when the picker does not page (spec 002 section 9.2) and by the auto-complete (7.3). */
export const POPUP_ALL_ROWS = 10000;

/**
 * Props and config keys every popup kind reads. `interfaceName` (designer's note), `interfaceHasPage` (the
 * server pages any interface) and `extraOptions`, `useCache` (V3 designer settings) are taken and not used.
 */
export const POPUP_SOURCE_PROPS = [
  'interfaceId',
  'interfaceName',
  'interfaceHasPage',
  'templateJson',
  'hasPage',
  'pageSize',
  'columnOptions',
  'extraOptions',
  'propsValue',
  'relationField',
  'multiple',
] as const;
export const POPUP_SOURCE_CONFIG = ['transferList', 'useCache'] as const;

/** The designer's settings of the kinds that pick a row from an interface's table (弹窗选择, 下拉表格). */
export const POPUP_TABLE_SETTINGS: readonly PropSetting[] = [
  s.of('interface', 'interfaceId', '数据接口', { nameKey: 'interfaceName' }),
  s.of('templateJson', 'templateJson', '接口参数', { source: 'interfaceId' }),
  s.boolean('interfaceHasPage', '接口自带分页', { group: 'data' }),
  s.of('columns', 'columnOptions', '列表字段', { source: 'interfaceId', default: [] }),
  s.json('extraOptions', '附加字段', { group: 'advanced' }),
  s.string('propsValue', '存储字段', { group: 'data', default: 'id' }),
  s.string('relationField', '显示字段', { group: 'data', default: 'fullName' }),
  s.boolean('hasPage', '分页', { group: 'data', default: false }),
  s.number('pageSize', '每页条数', { group: 'data', default: 20, when: { key: 'hasPage', truthy: true } }),
  s.boolean('multiple', '多选', { group: 'data', default: false }),
  s.string('popupTitle', '弹窗标题', { default: '选择数据' }),
  s.select('popupWidth', '弹窗宽度', POPUP_WIDTHS, { default: '800px' }),
  s.json('config.transferList', '选择后填充', { group: 'advanced' }),
  s.boolean('config.useCache', '缓存数据', { group: 'advanced' }),
];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function compilePopupSource({ props, config }: Pick<FieldSource, 'props' | 'config'>): PopupSourceOptions {
  const columns = Array.isArray(props.columnOptions) ? props.columnOptions.filter(isRecord) : [];
  const transfers = Array.isArray(config.transferList) ? config.transferList.filter(isRecord) : [];
  const size = numberProp(props.pageSize);
  return {
    ...(stringProp(props.interfaceId) ? { interfaceId: stringProp(props.interfaceId) } : {}),
    propsValue: stringProp(props.propsValue) || 'id',
    relationField: stringProp(props.relationField) || 'fullName',
    columnOptions: columns
      .map((column) => ({ value: stringProp(column.value) ?? '', label: stringProp(column.label) ?? stringProp(column.value) ?? '' }))
      .filter((column) => column.value !== ''),
    templateJson: Array.isArray(props.templateJson) ? (props.templateJson.filter(isRecord) as DataInterfaceParam[]) : [],
    hasPage: booleanProp(props.hasPage),
    pageSize: size !== undefined && size > 0 ? Math.floor(size) : POPUP_PAGE_SIZE,
    multiple: booleanProp(props.multiple),
    transferList: transfers
      .map((item) => ({ sourceValue: stringProp(item.sourceValue) ?? '', targetField: stringProp(item.targetField) ?? '' }))
      .filter((item) => item.sourceValue !== '' && item.targetField !== ''),
  };
}

/** Form fields the interface's parameters read (templateJson `relationField`), for `dependsOn`. */
export function popupDependencies(field: CompiledField<PopupSourceOptions>): string[] {
  return field.options.templateJson.map((p) => p.relationField).filter((f): f is string => typeof f === 'string' && f !== '');
}

/** The stored value as a list of ids: one string, an array (`multiple`), or JSON text of one. */
export function popupIds(value: unknown): string[] {
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      return popupIds(JSON.parse(value));
    } catch {
      return [value];
    }
  }
  const list = Array.isArray(value) ? value : [value];
  return list.filter((id) => id !== null && id !== undefined && id !== '').map(String);
}
