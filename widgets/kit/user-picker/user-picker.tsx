/**
 * The views of the user pickers (`userSelect`, `usersSelect`; description: user-kind.ts). The
 * `userSelect` dialog offers, with no restriction, the tabs 全部数据 (the lazy user tree, searched on
 * the server), 当前组织, 我的下属 and 系统变量 (当前用户, stored as `currentUser`); `usersSelect` with no
 * restriction is the general picker (general-tabs.tsx): 部门 (the lazy tree), and in multiple mode
 * storing entries 角色, 岗位 and 分组. With a restriction (spec 002 section 6) both offer one flat list
 * of the users meeting it, loaded 20 at a time as it is scrolled. In single mode only users may be
 * picked; `usersSelect` in multiple mode may also take whole companies and departments
 * (`<id>--department`…) and roles, positions and groups (reference 2.4). The tabs: user-tabs.tsx.
 */
import { memo, useEffect, useMemo, useState } from 'react';
import type { SelectorNode, UserCondition } from '../../../engine/data-source';
import type { FieldReadProps, FieldWidgetProps, KindViews } from '../../../engine/registry/types';
import { useRelatedValue } from '../../../engine/state/hooks';
import { storedIds } from '../stored-ids';
import { currentUserEntry, entryOfNode, storedEntries, valueOfEntries, type PickedEntry } from './entries';
import type { NodeChoice } from './panes';
import { EntriesText, pickerControlStyles, useEntryNames } from './picker-control';
import { PickerField } from './PickerField';
import type { PickedItem } from './TabbedPickerDialog';
import { conditionKey, conditionOfEntries, joinConditions, type UserPickerOptions } from './user-kind';
import { userPickerTabs } from './user-tabs';
import { usePickerWords } from './words';

const organisationTypes = new Set(['company', 'department']);

/** May this node be picked: users (enabled); organisations too when `usersSelect` takes several entries. */
export function pickableUserNode(node: SelectorNode, options: UserPickerOptions): boolean {
  if (node.disabled || node.enabledMark === 0) return false;
  if (node.type === 'user' || node.type === 'system') return true;
  return options.multiple && options.storeAs === 'entry' && organisationTypes.has(node.type ?? '');
}

/** The restriction: the definition's ids, and the related field's when `relationField` names one. */
function restriction(options: UserPickerOptions, related: unknown): UserCondition {
  if (!options.relationField || options.selectType === 'all') return options.condition;
  const texts = storedIds(related);
  const extra = options.selectType === 'custom' ? conditionOfEntries(texts) : { [conditionKey[options.selectType]]: texts.map(String) };
  return joinConditions(options.condition, extra);
}

function UserPickerEdit({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  readOnly,
  field,
  dataSource,
  error,
  scope,
  general,
}: FieldWidgetProps<unknown, UserPickerOptions> & { general?: boolean }) {
  const p = usePickerWords();
  const options = field.options;
  const entries = useMemo(() => storedEntries(value, 'user'), [value]);
  const names = useEntryNames(entries, dataSource);
  // Names of what was just chosen in the dialog, shown before (and without) a labels call.
  const [picked, setPicked] = useState<Record<string, string>>({});
  const related = useRelatedValue(options.relationField, scope);
  const relatedKey = JSON.stringify(related ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- relatedKey stands for related
  const condition = useMemo(() => restriction(options, related), [options, relatedKey]);
  const locked = disabled || readOnly;

  useEffect(() => {
    if (!options.defaultCurrent || entries.length > 0 || locked) return;
    const controller = new AbortController();
    dataSource.currentFacts(controller.signal).then(
      (facts) => {
        const entry = entryOfNode({ id: facts.userId, fullName: facts.userName, type: 'user' }, options.storeAs);
        setPicked((known) => ({ ...known, [entry.stored]: facts.userName }));
        onChange(valueOfEntries([entry], options.multiple));
      },
      () => undefined,
    );
    return () => controller.abort();
    // Once, when the field first shows empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const items: PickedItem[] = entries.map((entry) => ({ entry, label: picked[entry.stored] ?? names?.[entry.stored] ?? '' }));
  const emit = (next: PickedEntry[]) => onChange(valueOfEntries(next, options.multiple));

  const choice: NodeChoice = useMemo(
    () => ({
      selectable: (node) => pickableUserNode(node, options),
      toItem: (node) =>
        node.type === 'system'
          ? { entry: currentUserEntry(), label: node.fullName }
          : { entry: entryOfNode(node, options.storeAs), label: node.fullName },
    }),
    [options],
  );

  const { tabs, startFirstCall } = useMemo(
    () => userPickerTabs({ options, condition, choice, dataSource, general: !!general, p }),
    [options, condition, choice, dataSource, p, general],
  );

  return (
    <PickerField
      className="ef-user-picker"
      id={id}
      items={items}
      multiple={options.multiple}
      placeholder={field.placeholder}
      clearable={!!field.clearable}
      disabled={disabled}
      readOnly={readOnly}
      error={error}
      title={p('pickUser')}
      tabs={tabs}
      onOpen={startFirstCall}
      onChoose={(chosen) => {
        setPicked((known) => ({ ...known, ...Object.fromEntries(chosen.map((item) => [item.entry.stored, item.label])) }));
        emit(chosen.map((item) => item.entry));
      }}
      onBlur={onBlur}
    />
  );
}

function UserPickerText({ value, dataSource }: Pick<FieldReadProps<unknown, UserPickerOptions>, 'value' | 'dataSource'>) {
  return <EntriesText value={value} plain="user" dataSource={dataSource} />;
}

/** The views of `userSelect`. */
export const userPickerViews: KindViews<unknown, UserPickerOptions> = {
  styles: pickerControlStyles,
  Edit: memo(UserPickerEdit),
  Read: UserPickerText,
};

function GeneralPickerEdit(props: FieldWidgetProps<unknown, UserPickerOptions>) {
  return <UserPickerEdit {...props} general />;
}

/** The views of `usersSelect`: the general picker's tabs when unrestricted. */
export const usersPickerViews: KindViews<unknown, UserPickerOptions> = {
  styles: pickerControlStyles,
  Edit: memo(GeneralPickerEdit),
  Read: UserPickerText,
};
