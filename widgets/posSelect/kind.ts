/**
 * Position picker (`posSelect`; spec 002 sections 2.6, 5.4 and 6): positions under their
 * organisations, only positions may be chosen; stores the id (`multiple`: ids). `selectType` 'custom'
 * limits the choice to `ablePosIds` and the positions of `ableDepIds`.
 */
import { pickerKind, type PickerSpec } from '../kit/unit-picker/picker-kind';
import { withPalette } from '../../engine/registry/settings';

export const posSelectSpec: PickerSpec = {
  title: 'pickPosition',
  labelKind: 'position',
  paths: false,
  tree: (dataSource, options, signal) => dataSource.selectorTree('position', { auth: options.auth }, signal),
  selectable: ({ node, path }, options) =>
    node.type === 'position' &&
    !node.disabled &&
    node.enabledMark !== 0 &&
    (options.selectType !== 'custom' ||
      options.ablePosIds.includes(node.id) ||
      options.ableIds.includes(node.id) ||
      path.some((unit) => options.ableDepIds.includes(unit.id))),
};

export const posSelectKind = withPalette(pickerKind('posSelect', [], posSelectSpec), { group: 'advanced', label: '岗位选择' });
