/**
 * Organisation picker (`comSelect`, V3 `organizeSelect`; spec 002 sections 2.6, 5.4 and 6): companies
 * and departments as one tree; stores the path of ids from the top company (`multiple`: a list of
 * paths). `auth` offers only what the signed-in user may see, `isOnlyOrg` only companies; disabled
 * nodes cannot be chosen, nor (`selectType` 'custom') nodes outside `ableIds`.
 */
import { pickerKind, type PickerSpec } from '../kit/unit-picker/picker-kind';
import { withPalette } from '../../engine/registry/settings';

export const organizeSelectSpec: PickerSpec = {
  title: 'pickOrganize',
  labelKind: 'organize',
  paths: true,
  tree: (dataSource, options, signal) => dataSource.selectorTree('organize', { auth: options.auth }, signal),
  selectable: ({ node }, options) =>
    !node.disabled &&
    node.enabledMark !== 0 &&
    (!options.onlyOrganization || node.type === 'company') &&
    (options.selectType !== 'custom' || options.ableIds.includes(node.id)),
};

export const organizeSelectKind = withPalette(pickerKind('organizeSelect', ['comSelect'], organizeSelectSpec), {
  group: 'advanced',
  label: '组织选择',
  keys: { old: 'comSelect', new: 'organizeSelect' },
});
