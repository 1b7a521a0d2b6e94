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

/** A picker field kind's description from its spec. */
export function pickerKind(key: string, aliases: string[], spec: PickerSpec): KindDescription<unknown, PickerOptions> {
  return {
    key,
    aliases,
    groupLabel: true,
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
