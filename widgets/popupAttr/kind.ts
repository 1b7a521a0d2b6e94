/**
 * Popup attribute (`popupAttr`, reference 2.3 to 2.5): shows the `showField` field of the row chosen in the
 * popupSelect (or popupTableSelect) named by `relationField` (its `__vModel__`; `table-field` in a
 * sub-table row). It holds a value only with `isStorage` 1 or 2 and a `__vModel__`: the shown text is then
 * stored too. Otherwise it displays only. Not a list search field (reference 2.5).
 */
import { attrKind, type AttrOptions } from '../kit/popup/attr-kind';

export type PopupAttrOptions = AttrOptions;

export const popupAttrKind = attrKind('popupAttr', '弹窗选择属性', ['popupSelect', 'popupTableSelect']);
