/**
 * Group picker (`groupSelect`; spec 002 sections 2.6 and 5.4): the enabled groups, only groups may be
 * chosen; stores the id (`multiple`: ids).
 */
import { pickerKind, type PickerSpec } from '../kit/unit-picker/picker-kind';
import { withPalette } from '../../engine/registry/settings';

export const groupSelectSpec: PickerSpec = {
  title: 'pickGroup',
  labelKind: 'group',
  paths: false,
  tree: (dataSource, options, signal) => dataSource.selectorTree('group', { auth: options.auth }, signal),
  selectable: ({ node }, options) =>
    node.type === 'group' &&
    !node.disabled &&
    node.enabledMark !== 0 &&
    (options.selectType !== 'custom' || options.ableIds.includes(node.id)),
};

export const groupSelectKind = withPalette(pickerKind('groupSelect', [], groupSelectSpec), { group: 'advanced', label: '分组选择' });
