/**
 * The picker kinds of spec 002 section 2.6 (organisation, department, position, group, address) share
 * one shape: a closed control showing the chosen items' names (tags when `multiple`), a dialog to
 * choose them, and read and list-cell renderings with names, never ids. What differs is the tree,
 * which nodes may be chosen and what is stored: a `PickerSpec`. This is their description (eager);
 * the views are `pickerViews(spec)` of unit-picker.tsx, loaded with the kind.
 */
import type { DataSource, LabelKind, SelectorNode } from '../../../engine/data-source';
import { booleanProp, numberProp, stringProp } from '../../../engine/registry/read-props';
import type { KindDescription } from '../../../engine/registry/types';
import { choices, s, type PropSetting } from '../../../engine/registry/settings';
import { storedIds } from '../stored-ids';
import type { WidgetWord } from '../words';
import type { TreeRow } from './picker-tree';
import { entriesOf, type ValueShape } from './picker-values';

export interface PickerOptions {
  multiple: boolean;
  valueShape: ValueShape;
  /** 'custom': only the ids below may be chosen (section 6). */
  selectType: 'all' | 'custom';
  ableIds: string[];
  ableDepIds: string[];
  ablePosIds: string[];
  /** Organisations: only what the signed-in user may see; only companies. */
  auth: boolean;
  onlyOrganization: boolean;
  /** Areas: the deepest level offered, 0 province … 3 street (default 2, district). */
  level: number;
}

export interface PickerSpec {
  title: WidgetWord;
  labelKind: LabelKind;
  /** Stores id paths (organisations, areas) rather than ids. */
  paths: boolean;
  /** The tree the dialog shows (whole, or the top level of a lazy one). */
  tree(dataSource: DataSource, options: PickerOptions, signal: AbortSignal): Promise<SelectorNode[]>;
  /** Lazy trees: a row's children. */
  children?(dataSource: DataSource, options: PickerOptions, row: TreeRow): Promise<SelectorNode[]>;
  /** May this row be chosen (its kind, its state, the field's restrictions)? */
  selectable(row: TreeRow, options: PickerOptions): boolean;
}

/** Compiles the JNPF props every picker shares. */
export function pickerOptions(props: Record<string, unknown>, spec: PickerSpec): PickerOptions {
  const shape = stringProp(props.valueShape);
  return {
    multiple: booleanProp(props.multiple),
    valueShape: spec.paths && shape !== 'id' ? 'path' : 'id',
    selectType: stringProp(props.selectType) === 'custom' ? 'custom' : 'all',
    ableIds: storedIds(props.ableIds ?? props.ableAddressIds),
    ableDepIds: storedIds(props.ableDepIds),
    ablePosIds: storedIds(props.ablePosIds),
    auth: booleanProp(props.auth),
    onlyOrganization: booleanProp(props.isOnlyOrg),
    level: Math.min(3, Math.max(0, numberProp(props.level) ?? 2)),
  };
}

const custom = { key: 'selectType', in: ['custom'] };

/** The designer's settings every unit picker has (props above; some matter to one kind only). */
export const PICKER_SETTINGS: readonly PropSetting[] = [
  s.boolean('multiple', '多选', { group: 'data', default: false }),
  s.select('selectType', '可选范围', choices(['all', '全部'], ['custom', '自定义']), { group: 'data', default: 'all' }),
  s.strings('ableIds', '可选的 id', { when: custom, hint: '每行一个' }),
  s.strings('ableDepIds', '可选的部门 id', { when: custom, hint: '每行一个' }),
  s.strings('ablePosIds', '可选的岗位 id', { when: custom, hint: '每行一个' }),
  s.strings('ableAddressIds', '可选的区域 id', { when: custom, hint: '每行一个' }),
  s.boolean('auth', '只显示有权限的组织', { group: 'data' }),
  s.boolean('isOnlyOrg', '只能选公司', { group: 'data' }),
  s.string('currOrgId', '当前组织 id', { group: 'advanced' }),
  s.string('parentId', '上级 id', { group: 'advanced' }),
  s.select('level', '选择层级', choices([0, '省'], [1, '省市'], [2, '省市区'], [3, '省市区街道']), { group: 'data' }),
  s.select('valueShape', '保存形式', choices(['path', '完整路径'], ['id', '只存 id']), { group: 'advanced' }),
];

/** A picker field kind's description from its spec. */
export function pickerKind(key: string, aliases: string[], spec: PickerSpec): KindDescription<unknown, PickerOptions> {
  return {
    key,
    aliases,
    groupLabel: true,
    settings: PICKER_SETTINGS,
    props: [
      'multiple',
      'selectType',
      'ableIds',
      'ableDepIds',
      'ablePosIds',
      'ableAddressIds',
      'auth',
      'isOnlyOrg',
      'currOrgId',
      'parentId',
      'level',
      'valueShape',
    ],
    configKeys: [],
    searchMatch: 1,
    emptyValue: undefined,
    isEmpty: (value) => entriesOf(value, 'path').length === 0,
    compile(source) {
      const options = pickerOptions(source.props, spec);
      const paths = options.valueShape === 'path';
      return {
        schema: paths || options.multiple ? { type: 'array' } : { type: 'string' },
        options,
        ...(paths || options.multiple ? { defaultValue: Array.isArray(source.config.defaultValue) ? source.config.defaultValue : [] } : {}),
      };
    },
  };
}
