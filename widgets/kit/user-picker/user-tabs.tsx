/**
 * The tabs of the user pickers' dialog (user-picker.tsx), and the first tab's first call, which the
 * field starts at the opening click (early-call.ts): with a restriction (spec 002 section 6) one flat
 * list of the users meeting it, its first page started early; `usersSelect` unrestricted, the general
 * picker's tabs (general-tabs.tsx); `userSelect` unrestricted, 全部数据 (the lazy user tree, its top
 * level started early), 当前组织, 我的下属 and, unless `hasSys` is off, 系统变量 (当前用户).
 */
import type { DataSource, SelectorNode, UserCondition, UserListSource, UserPageRequest } from '../../../engine/data-source';
import { earlyCall } from './early-call';
import { CURRENT_USER } from './entries';
import { generalTabs } from './general-tabs';
import { FixedRowsPane, LazyUserTreePane, PagedUsersPane, type NodeChoice } from './panes';
import type { PickerTab } from './TabbedPickerDialog';
import { USER_PAGE_SIZE } from './use-user-pages';
import type { UserPickerOptions } from './user-kind';
import type { PickerWord } from './words';

export interface UserPickerTabsInput {
  options: UserPickerOptions;
  /** The restriction in force (the definition's and the related field's ids). */
  condition: UserCondition;
  choice: NodeChoice;
  dataSource: DataSource;
  /** `usersSelect`: the general picker's tabs when unrestricted. */
  general: boolean;
  p: (key: PickerWord) => string;
}

export interface UserPickerTabs {
  tabs: PickerTab[];
  /** Starts the first tab's first call (the field calls it as the dialog opens). */
  startFirstCall: () => void;
}

export function userPickerTabs({ options, condition, choice, dataSource, general, p }: UserPickerTabsInput): UserPickerTabs {
  const page = (source: UserListSource) => (request: UserPageRequest, signal: AbortSignal) => dataSource.userPage(source, request, signal);
  if (options.selectType !== 'all') {
    const source: UserListSource = { kind: 'condition', condition };
    // The same request the list makes for its first page without a keyword (use-user-pages.ts).
    const firstPage = earlyCall((signal) =>
      dataSource.userPage(source, { keyword: undefined, currentPage: 1, pageSize: USER_PAGE_SIZE }, signal),
    );
    const load = (request: UserPageRequest, signal: AbortSignal) =>
      request.currentPage === 1 && !request.keyword ? firstPage.take(signal) : dataSource.userPage(source, request, signal);
    return {
      tabs: [
        {
          key: 'condition',
          label: p('users'),
          render: (pane) => <PagedUsersPane {...pane} load={load} sourceKey={JSON.stringify(condition)} choice={choice} />,
        },
      ],
      startFirstCall: firstPage.start,
    };
  }

  const topLevel = earlyCall((signal) => dataSource.userTree('0', undefined, signal));
  // The tree's own top-level call takes the one started early; its other calls go as they are.
  const treeSource: Pick<DataSource, 'userTree' | 'userPage' | 'selectorTree'> = {
    userTree: (parentId, keyword, signal) =>
      parentId === '0' && keyword === undefined && signal ? topLevel.take(signal) : dataSource.userTree(parentId, keyword, signal),
    userPage: (source, request, signal) => dataSource.userPage(source, request, signal),
    selectorTree: (kind, request, signal) => dataSource.selectorTree(kind, request, signal),
  };
  if (general) {
    return { tabs: generalTabs(treeSource, choice, options.multiple && options.storeAs === 'entry', p), startFirstCall: topLevel.start };
  }
  const system: SelectorNode[] = [{ id: CURRENT_USER, fullName: p('currentUser'), type: 'system' }];
  const tabs: PickerTab[] = [
    { key: 'all', label: p('tabAll'), render: (pane) => <LazyUserTreePane {...pane} dataSource={treeSource} choice={choice} /> },
    {
      key: 'organization',
      label: p('tabOrganization'),
      render: (pane) => <PagedUsersPane {...pane} load={page({ kind: 'organization' })} sourceKey="organization" choice={choice} />,
    },
    {
      key: 'subordinates',
      label: p('tabSubordinates'),
      render: (pane) => <PagedUsersPane {...pane} load={page({ kind: 'subordinates' })} sourceKey="subordinates" choice={choice} />,
    },
  ];
  if (options.systemVariables) {
    tabs.push({ key: 'system', label: p('tabSystem'), render: (pane) => <FixedRowsPane {...pane} nodes={system} choice={choice} /> });
  }
  return { tabs, startFirstCall: topLevel.start };
}
