/**
 * Address picker (`address`, V3 `areaSelect`; spec 002 sections 2.6 and 5.4, reference 4.15): the
 * province / city / district (/ street) tree, loaded one level at a time as it is unfolded, down to
 * `level` (0 province … 3 street, default 2); stores the path of area ids (`multiple`: a list of
 * paths, each added once). `selectType` 'custom' limits the choice to `ableAddressIds`.
 */
import type { SelectorNode } from '../../engine/data-source';
import { pickerKind, type PickerSpec } from '../kit/unit-picker/picker-kind';
import { withPalette } from '../../engine/registry/settings';

/** The parent id of the provinces. */
export const AREA_ROOT = '-1';

/** Nodes at the deepest level offered are leaves: the tree asks no further. */
const atLevel = (nodes: SelectorNode[], depth: number, level: number) =>
  depth >= level ? nodes.map((node) => ({ ...node, isLeaf: true })) : nodes;

export const areaSelectSpec: PickerSpec = {
  title: 'pickArea',
  labelKind: 'area',
  paths: true,
  tree: async (dataSource, options, signal) => atLevel(await dataSource.areaChildren(AREA_ROOT, signal), 0, options.level),
  children: async (dataSource, options, row) => atLevel(await dataSource.areaChildren(row.node.id), row.depth + 1, options.level),
  selectable: ({ path }, options) => options.selectType !== 'custom' || path.some((node) => options.ableIds.includes(node.id)),
};

export const areaSelectKind = withPalette(pickerKind('areaSelect', ['address'], areaSelectSpec), {
  group: 'advanced',
  label: '省市区域',
  keys: { old: 'address', new: 'areaSelect' },
});
