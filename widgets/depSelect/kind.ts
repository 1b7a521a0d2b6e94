/**
 * Department picker (`depSelect`; spec 002 sections 2.6, 5.4 and 6): the organisation tree, where only
 * departments may be chosen; stores the id (`multiple`: ids). `selectType` 'custom' limits the choice
 * to `ableDepIds` (V3 `ableIds`).
 */
import { pickerKind, type PickerSpec } from '../kit/unit-picker/picker-kind';
import { withPalette } from '../../engine/registry/settings';

export const depSelectSpec: PickerSpec = {
  title: 'pickDepartment',
  labelKind: 'department',
  paths: false,
  tree: (dataSource, options, signal) => dataSource.selectorTree('organize', { auth: options.auth }, signal),
  selectable: ({ node }, options) =>
    node.type === 'department' &&
    !node.disabled &&
    node.enabledMark !== 0 &&
    (options.selectType !== 'custom' || [...options.ableDepIds, ...options.ableIds].includes(node.id)),
};

export const depSelectKind = withPalette(pickerKind('depSelect', [], depSelectSpec), { group: 'advanced', label: '部门选择' });
