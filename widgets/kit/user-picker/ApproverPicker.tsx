/**
 * The approver picker (spec 002 sections 2.6, 5.4 and 9.2; JNPF 3.4.7 `JNPF-userBox`, not a field
 * kind): a 450 px dialog titled 选择{title} with the lazy organisation/user tree (`DataSource.userTree`,
 * one level at a time; a keyword asks the server for matching users, 20 at a time as the list is
 * scrolled: `DataSource.userPage`). One user may be chosen;
 * 确定 without one shows 请选择{title} (default title 审批人) and keeps the dialog open. Screens (a
 * workflow's transfer or assign step) render it with their data source and get the chosen user.
 *
 * It is the pickers' dialog (TabbedPickerDialog) with one tab and no chosen list, not a copy of it.
 */
import { useMemo } from 'react';
import type { DataSource, SelectorNode } from '../../../engine/data-source';
import { EngineLanguageContext } from '../../../engine/i18n/context';
import type { EngineLanguage } from '../../../engine/i18n/messages';
import { entryOfNode } from './entries';
import { LazyUserTreePane, type NodeChoice } from './panes';
import { TabbedPickerDialog, type PickerTab } from './TabbedPickerDialog';
import { usePickerWords } from './words';

/** The chosen approver. */
export interface ApproverChoice {
  id: string;
  /** 'realName/account', as the user tree names users. */
  fullName: string;
}

export interface ApproverPickerProps {
  open: boolean;
  /** What is chosen, in the title (选择{title}) and the message (请选择{title}); default 审批人. */
  title?: string;
  /** Where the tree and its search come from: the screen's form data source (`Users/Selector/{id}`, paged with a keyword). */
  dataSource: Pick<DataSource, 'userTree' | 'userPage'>;
  /** The dialog's language outside a form (zh by default). */
  language?: EngineLanguage;
  onConfirm(approver: ApproverChoice): void;
  onCancel(): void;
}

/** Only enabled users may be chosen; organisations only unfold. */
export const approverChoice: NodeChoice = {
  selectable: (node: SelectorNode) => node.type === 'user' && !node.disabled && node.enabledMark !== 0,
  toItem: (node: SelectorNode) => ({ entry: entryOfNode(node, 'id'), label: node.fullName }),
};

function ApproverDialog({ open, title, dataSource, onConfirm, onCancel }: Omit<ApproverPickerProps, 'language'>) {
  const p = usePickerWords();
  const what = title || p('approver');
  const heading = p('pickTitle').replace('{title}', what);
  const tabs = useMemo(
    (): PickerTab[] => [
      { key: 'users', label: what, render: (pane) => <LazyUserTreePane {...pane} dataSource={dataSource} choice={approverChoice} /> },
    ],
    [what, dataSource],
  );
  return (
    <TabbedPickerDialog
      open={open}
      title={heading}
      multiple={false}
      tabs={tabs}
      initial={[]}
      width={450}
      chosenList={false}
      check={(chosen) => (chosen.some((item) => item.entry.type === 'user') ? undefined : p('pleasePick').replace('{title}', what))}
      onConfirm={(chosen) => {
        const user = chosen.find((item) => item.entry.type === 'user');
        if (user) onConfirm({ id: user.entry.id, fullName: user.label });
      }}
      onCancel={onCancel}
    />
  );
}

/** The approver picker dialog; it starts empty at each opening. */
export function ApproverPicker({ language, ...props }: ApproverPickerProps) {
  if (!language) return <ApproverDialog {...props} />;
  return (
    <EngineLanguageContext.Provider value={language}>
      <ApproverDialog {...props} />
    </EngineLanguageContext.Provider>
  );
}
