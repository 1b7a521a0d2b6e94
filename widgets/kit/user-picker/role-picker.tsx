/**
 * The views of the role picker (`roleSelect`; spec 002 sections 2.6 and 4.2): the role tree of
 * `Role/SelectorByPermission` in two tabs, 组织 (the organisation tree with each organisation's roles)
 * and 全局 (the branch with id '1'), each with a keyword filter; only roles may be picked (and with
 * `selectType` 'custom' only those of `ableIds`). Stores role ids (`multiple`: a list).
 */
import { memo, useMemo, useState } from 'react';
import type { SelectorNode } from '../../../engine/data-source';
import type { FieldReadProps, FieldWidgetProps, KindViews } from '../../../engine/registry/types';
import { useAsyncValue } from '../use-async';
import { entryOfNode, storedEntries, valueOfEntries, type PickedEntry } from './entries';
import { StaticTreePane, type NodeChoice } from './panes';
import { EntriesText, pickerControlStyles, useEntryNames } from './picker-control';
import { PickerField } from './PickerField';
import type { RolePickerOptions } from './role-kind';
import type { PickedItem, PickerTab } from './TabbedPickerDialog';
import { usePickerWords } from './words';

/** The id of the global branch of the role tree (spec 002 section 2.6). */
export const GLOBAL_ROLE_BRANCH = '1';
/** The id of the organisation branch, whose children (the organisation tree) the 组织 tab shows. */
export const ORGANIZE_ROLE_BRANCH = '0';

/** The role tree split into the two tabs' roots. */
export function roleTabs(tree: readonly SelectorNode[]): { organize: SelectorNode[]; global: SelectorNode[] } {
  const global = tree.filter((branch) => branch.id === GLOBAL_ROLE_BRANCH).flatMap((branch) => branch.children ?? []);
  const organize = tree
    .filter((branch) => branch.id !== GLOBAL_ROLE_BRANCH)
    .flatMap((branch) => (branch.id === ORGANIZE_ROLE_BRANCH ? (branch.children ?? []) : [branch]));
  return { organize, global };
}

function RolePickerEdit({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  readOnly,
  field,
  dataSource,
  error,
}: FieldWidgetProps<unknown, RolePickerOptions>) {
  const p = usePickerWords();
  const options = field.options;
  const entries = useMemo(() => storedEntries(value, 'role'), [value]);
  const names = useEntryNames(entries, dataSource);
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [wanted, setWanted] = useState(false);
  const tree = useAsyncValue(wanted ? 'roles' : null, (signal) => dataSource.selectorTree('role', {}, signal));
  const split = useMemo(() => (tree.value ? roleTabs(tree.value) : undefined), [tree.value]);
  const roots = (which: 'organize' | 'global') => split?.[which] ?? (tree.loading ? undefined : []);

  const items: PickedItem[] = entries.map((entry) => ({ entry, label: picked[entry.stored] ?? names?.[entry.stored] ?? '' }));
  const emit = (next: PickedEntry[]) => onChange(valueOfEntries(next, options.multiple));
  const choice: NodeChoice = {
    selectable: (node) =>
      node.type === 'role' &&
      !node.disabled &&
      node.enabledMark !== 0 &&
      (options.selectType !== 'custom' || options.ableIds.includes(node.id)),
    toItem: (node) => ({ entry: entryOfNode(node, 'id', 'role'), label: node.fullName }),
  };
  const tabs: PickerTab[] = [
    {
      key: 'organize',
      label: p('tabOrganizeRoles'),
      render: (pane) => <StaticTreePane {...pane} roots={roots('organize')} choice={choice} />,
    },
    { key: 'global', label: p('tabGlobalRoles'), render: (pane) => <StaticTreePane {...pane} roots={roots('global')} choice={choice} /> },
  ];

  return (
    <PickerField
      className="ef-role-picker"
      id={id}
      items={items}
      multiple={options.multiple}
      placeholder={field.placeholder}
      clearable={!!field.clearable}
      disabled={disabled}
      readOnly={readOnly}
      error={error}
      title={p('pickRole')}
      tabs={tabs}
      onOpen={() => setWanted(true)}
      onChoose={(chosen) => {
        setPicked((known) => ({ ...known, ...Object.fromEntries(chosen.map((item) => [item.entry.stored, item.label])) }));
        emit(chosen.map((item) => item.entry));
      }}
      onBlur={onBlur}
    />
  );
}

function RolePickerText({ value, dataSource }: Pick<FieldReadProps<unknown, RolePickerOptions>, 'value' | 'dataSource'>) {
  return <EntriesText value={value} plain="role" dataSource={dataSource} />;
}

export const rolePickerViews: KindViews<unknown, RolePickerOptions> = {
  styles: pickerControlStyles,
  Edit: memo(RolePickerEdit),
  Read: RolePickerText,
};
