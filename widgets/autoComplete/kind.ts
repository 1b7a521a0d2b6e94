/**
 * Auto-complete (`autoComplete`, reference 2.4, spec 002 sections 7.3 and 9.2): free text, with the
 * `relationField` values of the data interface's rows matching what is typed offered below the box (at
 * most `total`, default 10, never more than 50). Searchable in lists as fuzzy text.
 */
import { numberProp, stringProp } from '../../engine/registry/read-props';
import type { KindDescription } from '../../engine/registry/types';
import { popupDependencies, POPUP_SOURCE_CONFIG, type PopupSourceOptions } from '../kit/popup/popup-source';

/** Spec 002 section 9.2. */
export const MOST_SUGGESTIONS = 50;

export interface AutoCompleteOptions extends PopupSourceOptions {
  /** How many suggestions show (1 to 50). */
  total: number;
}

export const autoCompleteKind: KindDescription<string, AutoCompleteOptions> = {
  key: 'autoComplete',
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
