/**
 * Popup table select (`popupTableSelect`, reference 2.4, spec 002 sections 2.5 and 9.2): the popup
 * select's value and lookup, chosen in a 700 px panel under the field (a 300 px table, pager count 5,
 * checkboxes when `multiple`), with the keyword typed in the field when `filterable`. Not searchable in
 * lists (reference 2.5).
 */
import { booleanProp } from '../../engine/registry/read-props';
import type { KindDescription } from '../../engine/registry/types';
import {
  compilePopupSource,
  popupDependencies,
  POPUP_SOURCE_CONFIG,
  POPUP_SOURCE_PROPS,
  type PopupSourceOptions,
} from '../kit/popup/popup-source';
import { choices, POPUP_WIDTHS, s } from '../../engine/registry/settings';

export interface PopupTableSelectOptions extends PopupSourceOptions {
  filterable: boolean;
}

export const popupTableSelectKind: KindDescription<unknown, PopupTableSelectOptions> = {
  key: 'popupTableSelect',
  palette: { group: 'advanced', label: '下拉表格', values: { placeholder: '请选择', clearable: true } },
  settings: [
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
    s.boolean('filterable', '可搜索', { default: false }),
    s.select('popupType', '弹出方式', choices(['popover', '下拉'], ['dialog', '弹窗']), { default: 'popover' }),
  ],
  // `popupType` ('popover'), `popupTitle` and `popupWidth` are the designer's: the panel is always the popover.
  props: [...POPUP_SOURCE_PROPS, 'filterable', 'popupType', 'popupTitle', 'popupWidth'],
  configKeys: POPUP_SOURCE_CONFIG,
  compile(source) {
    const options = compilePopupSource(source);
    return {
      schema: options.multiple ? { type: 'array', items: { type: 'string' } } : { type: 'string' },
      options: { ...options, filterable: booleanProp(source.props.filterable) },
    };
  },
  dependsOn: popupDependencies,
};
