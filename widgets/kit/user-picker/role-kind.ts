/**
 * The description (eager) of the role picker, `roleSelect` (spec 002 sections 2.6 and 4.2, reference
 * 2.4): role ids (`multiple`: a list); `selectType` 'custom' limits the choice to `ableIds`. The views
 * are role-picker.tsx's, loaded with the kind.
 */
import { booleanProp, stringProp } from '../../../engine/registry/read-props';
import type { KindDescription } from '../../../engine/registry/types';
import { choices, s } from '../../../engine/registry/settings';
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
  palette: { group: 'advanced', label: '角色选择' },
  settings: [
    s.boolean('multiple', '多选', { group: 'data', default: false }),
    s.select('selectType', '可选范围', choices(['all', '全部'], ['custom', '自定义']), { group: 'data', default: 'all' }),
    s.strings('ableIds', '可选的角色 id', { when: { key: 'selectType', in: ['custom'] }, hint: '每行一个' }),
  ],
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
