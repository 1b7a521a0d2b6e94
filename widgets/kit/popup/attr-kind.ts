/**
 * The attribute kinds (popupAttr, relationFormAttr; reference 2.3 to 2.5) share one description: they show
 * the `showField` of the row chosen in the field named by `relationField` (its `__vModel__`; `table-field`
 * in a sub-table row) and hold a value only with `isStorage` 1 or 2 and a `__vModel__`, the shown text then
 * stored too. This is their description (eager); the views are `attrViews` of AttrView.tsx.
 */
import { numberProp, stringProp } from '../../../engine/registry/read-props';
import type { KindDescription } from '../../../engine/registry/types';
import { choices, s } from '../../../engine/registry/settings';

export interface AttrOptions {
  relationField: string;
  showField: string;
  /** 0 display only; 1 stored in its own column; 2 also shown in lists (reference 2.3). */
  isStorage: number;
}

/** An attribute kind's description; it follows the field it reads and is not a list search field. */
export function attrKind(key: string, label: string, relationKinds: readonly string[]): KindDescription<string, AttrOptions> {
  return {
    key,
    props: ['relationField', 'showField', 'isStorage'],
    palette: { group: 'advanced', label },
    settings: [
      s.of('field', 'relationField', '关联的字段', { pick: relationKinds }),
      s.string('showField', '显示的属性', { group: 'data' }),
      s.select('config.isStorage', '存储类型', choices([0, '只显示'], [1, '显示并存储'], [2, '存储并在列表显示']), {
        group: 'data',
        aliases: ['isStorage'],
        default: 0,
      }),
    ],
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
}
