/**
 * Group picker (`groupSelect`; spec 002 sections 2.6 and 5.4): the enabled groups, only groups may be
 * chosen; stores the id (`multiple`: ids).
 */
import { pickerKind } from '../kit/unit-picker/unit-picker';

export const groupSelectKind = pickerKind('groupSelect', [], {
  title: 'pickGroup',
  labelKind: 'group',
  paths: false,
  tree: (dataSource, options, signal) => dataSource.selectorTree('group', { auth: options.auth }, signal),
  selectable: ({ node }, options) =>
    node.type === 'group' &&
    !node.disabled &&
    node.enabledMark !== 0 &&
    (options.selectType !== 'custom' || options.ableIds.includes(node.id)),
});
