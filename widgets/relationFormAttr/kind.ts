/**
 * Relation attribute (`relationFormAttr`, reference 2.3 to 2.5): shows the `showField` of the record chosen
 * in the relationForm named by `relationField` (its `__vModel__`; `table-field` in a sub-table row). It
 * holds a value only with `isStorage` 1 or 2 and a `__vModel__`: the shown text is then stored too;
 * otherwise it displays only. Not a list search field (reference 2.5).
 */
import { numberProp, stringProp } from '../../engine/registry/read-props';
import type { KindDescription } from '../../engine/registry/types';

export interface RelationFormAttrOptions {
  relationField: string;
  showField: string;
  /** 0 display only; 1 stored in its own column; 2 also shown in lists (reference 2.3). */
  isStorage: number;
}

export const relationFormAttrKind: KindDescription<string, RelationFormAttrOptions> = {
  key: 'relationFormAttr',
  props: ['relationField', 'showField', 'isStorage'],
  configKeys: ['isStorage'],
  compile({ props, config }) {
    return {
      schema: { type: 'string' },
      options: {
        relationField: stringProp(props.relationField) ?? '',
        showField: stringProp(props.showField) ?? '',
        isStorage: numberProp(config.isStorage ?? props.isStorage) ?? 0,
      },
    };
  },
  dependsOn: (field) => (field.options.relationField ? [field.options.relationField] : []),
};
