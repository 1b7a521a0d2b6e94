/**
 * The description (eager) of the user pickers, `userSelect` and `usersSelect` (spec 002 sections 2.6,
 * 4.2, 5.4 and 6; reference 2.4): their props, options and stored value. The views are
 * `userPickerViews` of user-picker.tsx, loaded with the kind.
 */
import type { UserCondition } from '../../../engine/data-source';
import { booleanProp, stringProp } from '../../../engine/registry/read-props';
import type { KindDescription } from '../../../engine/registry/types';
import { choices, s, type PropSetting } from '../../../engine/registry/settings';
import { storedIds } from '../stored-ids';
import { parseEntry, type StoreAs } from './entries';

/**
 * Which users the picker offers: 'all' (the tabs 全部数据, 当前组织, 我的下属, 系统变量), or a flat
 * list of the users in the given departments (and below), positions, roles or groups, of the given
 * users, or any of them ('custom').
 */
export type UserSelectType = 'all' | 'custom' | 'department' | 'position' | 'role' | 'group' | 'user';

export interface UserPickerOptions {
  multiple: boolean;
  /** `id`: user ids (userSelect; usersSelect with `valueShape: 'id'`); `entry`: `<id>--<type>` (usersSelect). */
  storeAs: StoreAs;
  selectType: UserSelectType;
  /** The restriction's ids from the definition (`ableDepIds`… and V3's `ableIds`). */
  condition: UserCondition;
  /** A form field whose value gives the restriction's ids (departments, positions, roles or groups). */
  relationField?: string;
  /** The 系统变量 tab (current user); on unless `hasSys` is false. */
  systemVariables: boolean;
  /** Fill an empty field with the signed-in user when it is edited (`__config__.defaultCurrent`). */
  defaultCurrent?: boolean;
}

/** JNPF's spellings of the select types. */
const selectTypes: Record<string, UserSelectType> = {
  all: 'all',
  custom: 'custom',
  dep: 'department',
  department: 'department',
  depart: 'department',
  pos: 'position',
  position: 'position',
  role: 'role',
  group: 'group',
  user: 'user',
};

/** The condition's list each select type restricts by. */
export const conditionKey: Record<Exclude<UserSelectType, 'all' | 'custom'>, keyof UserCondition> = {
  department: 'departIds',
  position: 'positionIds',
  role: 'roleIds',
  group: 'groupIds',
  user: 'userIds',
};

/** Splits V3 `ableIds` (`<id>--<type>`; a bare id is a user) into the condition's lists. */
export function conditionOfEntries(texts: string[]): UserCondition {
  const condition: Required<UserCondition> = { departIds: [], positionIds: [], roleIds: [], groupIds: [], userIds: [] };
  for (const text of texts) {
    const { id, type } = parseEntry(text, 'user');
    if (type === 'company' || type === 'department' || type === 'organize') condition.departIds.push(id);
    else if (type === 'position') condition.positionIds.push(id);
    else if (type === 'role') condition.roleIds.push(id);
    else if (type === 'group') condition.groupIds.push(id);
    else if (type === 'user') condition.userIds.push(id);
  }
  return condition;
}

/** Both conditions' ids, each once. */
export function joinConditions(a: UserCondition, b: UserCondition): UserCondition {
  const keys: (keyof UserCondition)[] = ['departIds', 'positionIds', 'roleIds', 'groupIds', 'userIds'];
  const out: UserCondition = {};
  for (const key of keys) {
    const ids = [...new Set([...(a[key] ?? []), ...(b[key] ?? [])])];
    if (ids.length) out[key] = ids;
  }
  return out;
}

export function userPickerOptions(props: Record<string, unknown>, defaultStore: StoreAs): UserPickerOptions {
  const selectType = selectTypes[stringProp(props.selectType) ?? 'all'] ?? 'all';
  const v2: UserCondition = {
    departIds: storedIds(props.ableDepIds),
    positionIds: storedIds(props.ablePosIds),
    roleIds: storedIds(props.ableRoleIds),
    groupIds: storedIds(props.ableGroupIds),
    userIds: storedIds(props.ableUserIds),
  };
  const all = joinConditions(v2, conditionOfEntries(storedIds(props.ableIds)));
  // A typed restriction keeps only its own list; 'custom' keeps every list.
  const condition =
    selectType === 'all' || selectType === 'custom'
      ? all
      : {
          [conditionKey[selectType]]: all[conditionKey[selectType]] ?? storedIds(props.ableIds).map((text) => parseEntry(text, 'user').id),
        };
  const relationField = stringProp(props.relationField) || undefined;
  return {
    multiple: booleanProp(props.multiple),
    storeAs: defaultStore === 'entry' && stringProp(props.valueShape) !== 'id' ? 'entry' : 'id',
    selectType,
    condition,
    ...(relationField ? { relationField } : {}),
    systemVariables: booleanProp(props.hasSys, true),
  };
}

const restricted = { key: 'selectType', in: ['custom', 'dep', 'pos', 'role', 'group', 'user', 'department', 'position'] };

/** The designer's settings of the user pickers. */
export const USER_PICKER_SETTINGS: readonly PropSetting[] = [
  s.boolean('multiple', '多选', { group: 'data', default: false }),
  s.select(
    'selectType',
    '可选范围',
    choices(['all', '全部'], ['dep', '按部门'], ['pos', '按岗位'], ['role', '按角色'], ['group', '按分组'], ['custom', '自定义']),
    { group: 'data', default: 'all' },
  ),
  s.strings('ableIds', '可选范围（id--类型）', { when: restricted, hint: '每行一个，如 1001--department' }),
  s.strings('ableDepIds', '可选的部门 id', { when: restricted }),
  s.strings('ablePosIds', '可选的岗位 id', { when: restricted }),
  s.strings('ableUserIds', '可选的用户 id', { when: restricted }),
  s.strings('ableRoleIds', '可选的角色 id', { when: restricted }),
  s.strings('ableGroupIds', '可选的分组 id', { when: restricted }),
  s.strings('ableRelationIds', '联动的 id', { when: restricted }),
  s.of('field', 'relationField', '联动字段', { hint: '其值（部门、岗位、角色或分组）限定可选用户' }),
  s.boolean('hasSys', '显示系统变量', { group: 'data' }),
  s.select('valueShape', '保存形式', choices(['entry', 'id--类型'], ['id', '只存 id']), { group: 'advanced' }),
  s.boolean('config.defaultCurrent', '默认为当前用户', { group: 'data' }),
];

/** A user picker kind's description: `storeAs` is what it stores by default (reference 2.4). */
export function userPickerKind(key: string, aliases: string[], storeAs: StoreAs): KindDescription<unknown, UserPickerOptions> {
  return {
    key,
    aliases,
    groupLabel: true,
    settings: USER_PICKER_SETTINGS,
    props: [
      'multiple',
      'selectType',
      'ableIds',
      'ableDepIds',
      'ablePosIds',
      'ableUserIds',
      'ableRoleIds',
      'ableGroupIds',
      'ableRelationIds',
      'relationField',
      'hasSys',
      'valueShape',
    ],
    configKeys: ['defaultCurrent'],
    searchMatch: 1,
    emptyValue: undefined,
    isEmpty: (value) => storedIds(value).length === 0,
    dependsOn: (field) => (field.options.relationField ? [field.options.relationField] : []),
    compile(source) {
      const options = {
        ...userPickerOptions(source.props, storeAs),
        ...(booleanProp(source.config.defaultCurrent) ? { defaultCurrent: true } : {}),
      };
      return {
        schema: options.multiple ? { type: 'array', items: { type: 'string' } } : { type: 'string' },
        options,
        ...(options.multiple ? { defaultValue: Array.isArray(source.config.defaultValue) ? source.config.defaultValue : [] } : {}),
      };
    },
  };
}
