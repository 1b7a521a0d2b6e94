/**
 * Auto-complete (`autoComplete`, reference 2.4, spec 002 sections 7.3 and 9.2): free text, with the
 * `relationField` values of the data interface's rows matching what is typed offered below the box (at
 * most `total`, default 10, never more than 50). Searchable in lists as fuzzy text.
 */
import { numberProp, stringProp } from '../../engine/registry/read-props';
import type { KindDescription } from '../../engine/registry/types';
import { popupDependencies, POPUP_SOURCE_CONFIG, type PopupSourceOptions } from '../kit/popup/popup-source';
import { s } from '../../engine/registry/settings';

/** Spec 002 section 9.2. */
export const MOST_SUGGESTIONS = 50;

export interface AutoCompleteOptions extends PopupSourceOptions {
  /** How many suggestions show (1 to 50). */
  total: number;
}

export const autoCompleteKind: KindDescription<string, AutoCompleteOptions> = {
  key: 'autoComplete',
  palette: { group: 'advanced', label: '自动完成', values: { placeholder: '请输入', clearable: true } },
  settings: [
    s.of('interface', 'interfaceId', '数据接口', { nameKey: 'interfaceName' }),
    s.of('templateJson', 'templateJson', '接口参数', { source: 'interfaceId' }),
    s.string('relationField', '显示字段', { group: 'data', default: 'fullName' }),
    s.string('propsValue', '值字段', { group: 'data' }),
    s.number('total', '最多显示条数', { group: 'data', default: 10, min: 1 }),
    s.json('config.transferList', '选择后填充', { group: 'advanced' }),
    s.boolean('config.useCache', '缓存数据', { group: 'advanced' }),
  ],
  props: ['interfaceId', 'interfaceName', 'templateJson', 'relationField', 'propsValue', 'total'],
  configKeys: POPUP_SOURCE_CONFIG,
  searchMatch: 2,
  compile({ props }) {
    const total = numberProp(props.total);
    const relationField = stringProp(props.relationField) || 'fullName';
    return {
      schema: { type: 'string' },
      options: {
        ...(stringProp(props.interfaceId) ? { interfaceId: stringProp(props.interfaceId) } : {}),
        propsValue: stringProp(props.propsValue) || relationField,
        relationField,
        columnOptions: [],
        templateJson: Array.isArray(props.templateJson) ? props.templateJson : [],
        hasPage: false,
        pageSize: 10000,
        multiple: false,
        transferList: [],
        total: Math.min(MOST_SUGGESTIONS, Math.max(1, total !== undefined ? Math.floor(total) : 10)),
      },
    };
  },
  dependsOn: popupDependencies,
};
