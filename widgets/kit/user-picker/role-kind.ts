/**
 * The description (eager) of the role picker, `roleSelect` (spec 002 sections 2.6 and 4.2, reference
 * 2.4): role ids (`multiple`: a list); `selectType` 'custom' limits the choice to `ableIds`. The views
 * are role-picker.tsx's, loaded with the kind.
 */
import { booleanProp, stringProp } from '../../../engine/registry/read-props';
import type { KindDescription } from '../../../engine/registry/types';
import { storedIds } from '../stored-ids';
import { parseEntry } from './entries';

export interface RolePickerOptions {
  multiple: boolean;
  selectType: 'all' | 'custom';
  ableIds: string[];
}

export const roleSelectKind: KindDescription<unknown, RolePickerOptions> = {
  key: 'roleSelect',
  aliases: [],
  groupLabel: true,
  props: ['multiple', 'selectType', 'ableIds'],
  configKeys: [],
  searchMatch: 1,
  emptyValue: undefined,
  isEmpty: (value) => storedIds(value).length === 0,
  compile(source) {
    const options: RolePickerOptions = {
      multiple: booleanProp(source.props.multiple),
      selectType: stringProp(source.props.selectType) === 'custom' ? 'custom' : 'all',
      // V3 may write `<id>--role`.
      ableIds: storedIds(source.props.ableIds).map((text) => parseEntry(text, 'role').id),
    };
    return {
      schema: options.multiple ? { type: 'array', items: { type: 'string' } } : { type: 'string' },
      options,
      ...(options.multiple ? { defaultValue: Array.isArray(source.config.defaultValue) ? source.config.defaultValue : [] } : {}),
    };
  },
};
