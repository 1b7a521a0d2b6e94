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
  POPUP_TABLE_SETTINGS,
  type PopupSourceOptions,
} from '../kit/popup/popup-source';
import { choices, s } from '../../engine/registry/settings';

export interface PopupTableSelectOptions extends PopupSourceOptions {
  filterable: boolean;
}

export const popupTableSelectKind: KindDescription<unknown, PopupTableSelectOptions> = {
  key: 'popupTableSelect',
  palette: { group: 'advanced', label: '下拉表格', values: { placeholder: '请选择', clearable: true } },
  settings: [
    ...POPUP_TABLE_SETTINGS,
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
