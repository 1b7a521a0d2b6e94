/**
 * The tabs of the general picker: `usersSelect` with no restriction (spec 002 section 2.6 "tabs in the
 * general picker: department, role, position, group"; JNPF 3.4.7 `JNPF-usersSelect`). 部门 is the lazy
 * organisation/user tree (users; in multiple mode companies and departments too), its keyword search
 * paged on the server; 角色, 岗位 and 分组
 * (multiple mode only, as JNPF) are the role, position and group trees, each loaded when its tab first
 * shows and filtered in memory, each offering only nodes of its own type. Every choice is stored as
 * `<id>--<type>`.
 */
import type { DataSource, SelectorKind, SelectorNode } from '../../../engine/data-source';
import { useAsyncValue } from '../use-async';
import { entryOfNode, type EntryType } from './entries';
import { LazyUserTreePane, StaticTreePane, type NodeChoice } from './panes';
import type { PaneProps, PickerTab } from './TabbedPickerDialog';
import type { PickerWord } from './words';

/** A whole selector tree (`DataSource.selectorTree`), asked when the pane first shows. */
export function SelectorTreePane({
  dataSource,
  kind,
  choice,
  ...pane
}: PaneProps & { dataSource: Pick<DataSource, 'selectorTree'>; kind: SelectorKind; choice: NodeChoice }) {
  const tree = useAsyncValue(`selector:${kind}`, (signal) => dataSource.selectorTree(kind, {}, signal));
  return <StaticTreePane {...pane} roots={tree.value ?? (tree.loading ? undefined : [])} choice={choice} />;
}

/** Nodes of one type only (enabled), stored as `<id>--<type>`. */
export function choiceOfType(type: EntryType): NodeChoice {
  return {
    selectable: (node: SelectorNode) => node.type === type && !node.disabled && node.enabledMark !== 0,
    toItem: (node: SelectorNode) => ({ entry: entryOfNode(node, 'entry', type), label: node.fullName }),
  };
}

const unitTabs: { key: SelectorKind; label: PickerWord; choice: NodeChoice }[] = [
  { key: 'role', label: 'tabRole', choice: choiceOfType('role') },
  { key: 'position', label: 'tabPosition', choice: choiceOfType('position') },
  { key: 'group', label: 'tabGroup', choice: choiceOfType('group') },
];

/**
 * The general picker's tabs: 部门 with `userChoice` (what the user tree offers), then, when `units`
 * (multiple mode storing entries), 角色, 岗位 and 分组.
 */
export function generalTabs(
  dataSource: Pick<DataSource, 'userTree' | 'userPage' | 'selectorTree'>,
  userChoice: NodeChoice,
  units: boolean,
  p: (key: PickerWord) => string,
): PickerTab[] {
  const department: PickerTab = {
    key: 'department',
    label: p('tabDepartment'),
    render: (pane) => <LazyUserTreePane {...pane} dataSource={dataSource} choice={userChoice} />,
  };
  if (!units) return [department];
  return [
    department,
    ...unitTabs.map(({ key, label, choice }): PickerTab => ({
      key,
      label: p(label),
      render: (pane) => <SelectorTreePane {...pane} dataSource={dataSource} kind={key} choice={choice} />,
    })),
  ];
}
