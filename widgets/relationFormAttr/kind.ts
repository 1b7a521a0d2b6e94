/**
 * Relation attribute (`relationFormAttr`, reference 2.3 to 2.5): shows the `showField` of the record chosen
 * in the relationForm named by `relationField` (its `__vModel__`; `table-field` in a sub-table row). It
 * holds a value only with `isStorage` 1 or 2 and a `__vModel__`: the shown text is then stored too;
 * otherwise it displays only. Not a list search field (reference 2.5).
 */
import { attrKind, type AttrOptions } from '../kit/popup/attr-kind';

export type RelationFormAttrOptions = AttrOptions;

export const relationFormAttrKind = attrKind('relationFormAttr', '关联表单属性', ['relationForm']);
