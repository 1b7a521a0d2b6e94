/**
 * Popup select (`popupSelect`, reference 2.4, spec 002 sections 2.5, 3.4, 4.2, 5.4 and 7.3): stores the
 * `propsValue` field of a row of a data interface (V3 `multiple`: a list of them) and shows the row's
 * `relationField`. Rows are chosen in a dialog or drawer (`popupType`, `popupTitle`, `popupWidth`) with a
 * keyword search and a paged table of the `columnOptions` columns. Not searchable in lists (reference 2.5).
 */
import { stringProp } from '../../engine/registry/read-props';
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

export interface PopupSelectOptions extends PopupSourceOptions {
  popupType: 'dialog' | 'drawer';
  /** Empty: the words' 选择数据. */
  popupTitle?: string;
  /** CSS width of the dialog or drawer (default 800px). */
  popupWidth: string;
}

export const popupSelectKind: KindDescription<unknown, PopupSelectOptions> = {
  key: 'popupSelect',
  palette: { group: 'advanced', label: '弹窗选择', values: { placeholder: '请选择', clearable: true } },
  settings: [
    ...POPUP_TABLE_SETTINGS,
    s.select('popupType', '弹窗类型', choices(['dialog', '弹窗'], ['drawer', '抽屉']), { default: 'dialog' }),
  ],
  props: [...POPUP_SOURCE_PROPS, 'popupType', 'popupTitle', 'popupWidth'],
  configKeys: POPUP_SOURCE_CONFIG,
  compile(source) {
    const { props } = source;
    const options = compilePopupSource(source);
    const width = stringProp(props.popupWidth) ?? (typeof props.popupWidth === 'number' ? `${props.popupWidth}px` : undefined);
    return {
      schema: options.multiple ? { type: 'array', items: { type: 'string' } } : { type: 'string' },
      options: {
        ...options,
        popupType: props.popupType === 'drawer' ? 'drawer' : 'dialog',
        ...(stringProp(props.popupTitle) ? { popupTitle: stringProp(props.popupTitle) } : {}),
        popupWidth: width && /^\d+(\.\d+)?$/.test(width) ? `${width}px` : (width ?? '800px'),
      },
    };
  },
  dependsOn: popupDependencies,
};
