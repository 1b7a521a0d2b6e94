/**
 * The user tree's keyword search in the general picker's 部门 tab and the approver picker: a flat list
 * loaded 20 users at a time, the next page asked when it is scrolled within 200 px of its end (spec 002
 * section 9.2), as the restricted lists are; and the screens' data source asking the server for it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { HttpClient } from '../../../api/http-client';
import { createSelectorClient } from '../../../api/selector-client';
import type { DataSource, JnpfField } from '../../../engine';
import type { SelectorNode, UserListSource, UserPageRequest } from '../../../engine/data-source';
import { createFormDataSource } from '../../../screens/common/form-data-source';
import { organisationDataSource } from '../../../stories/fixtures/organisation-data-source';
import { ApproverPicker } from '../../../widgets/kit/user-picker/ApproverPicker';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const row = (scope: HTMLElement, name: string) => within(scope).getByText(name, { selector: '[role=option] span' });
const findRow = (scope: HTMLElement, name: string) => waitFor(() => row(scope, name));
const search = (scope: HTMLElement, keyword: string) =>
  fireEvent.change(within(scope).getByRole('textbox', { name: '搜索' }), { target: { value: keyword } });

/** 45 users named 用户n/usern match 用户; 3 named 陈n/chenn match 陈. */
const users = (prefix: string, account: string, count: number): SelectorNode[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${account}${i + 1}`, fullName: `${prefix}${i + 1}/${account}${i + 1}`, type: 'user' }));
const matching: Record<string, SelectorNode[]> = { 用户: users('用户', 'user', 45), 陈: users('陈', 'chen', 3) };

/** The organisation fixture, its search answered from `matching` and every page asked recorded. */
function pagedSearchSource() {
  const asked: { source: UserListSource; request: UserPageRequest }[] = [];
  const dataSource: DataSource = {
    ...organisationDataSource(),
    userPage: async (source, request) => {
      asked.push({ source, request });
      const all = matching[request.keyword ?? ''] ?? [];
      const from = (request.currentPage - 1) * request.pageSize;
      return { list: all.slice(from, from + request.pageSize), total: all.length };
    },
  };
  return { dataSource, asked };
}

/** Gives the list the sizes a browser would (jsdom lays nothing out); change them through the returned object. */
function measured(list: HTMLElement, rows: number) {
  const metrics = { clientHeight: 384, scrollHeight: rows * 32, scrollTop: 0 };
  for (const key of Object.keys(metrics) as (keyof typeof metrics)[])
    Object.defineProperty(list, key, { configurable: true, get: () => metrics[key] });
  return metrics;
}

/** Scrolls the search list to its end page by page until all 45 users are in, checking what each scroll asks. */
async function scrollThroughSearch(box: HTMLElement, asked: { request: UserPageRequest }[]) {
  const list = within(box).getByRole('listbox');
  const metrics = measured(list, 20);
  // 640 - 0 - 384 = 256 px from the end: not yet.
  fireEvent.scroll(list);
  expect(asked).toHaveLength(1);
  // 640 - 100 - 384 = 156 px: within 200, the second page; a second scroll meanwhile asks nothing more.
  metrics.scrollTop = 100;
  fireEvent.scroll(list);
  fireEvent.scroll(list);
  await waitFor(() => expect(asked).toHaveLength(2));
  expect(asked[1]!.request).toEqual({ keyword: '用户', currentPage: 2, pageSize: 20 });
  await findRow(box, '用户21/user21');
  metrics.scrollHeight = 40 * 32;
  metrics.scrollTop = 40 * 32 - 384;
  fireEvent.scroll(list);
  await findRow(box, '用户45/user45');
  expect(asked[2]!.request).toEqual({ keyword: '用户', currentPage: 3, pageSize: 20 });
  // Every user is in: no more pages.
  metrics.scrollHeight = 45 * 32;
  metrics.scrollTop = 45 * 32 - 384;
  fireEvent.scroll(list);
  expect(asked).toHaveLength(3);
}

const generalField: JnpfField = { __vModel__: 'who', __config__: { jnpfKey: 'usersSelect', label: '参与人' }, multiple: true };

describe('the user tree’s keyword search, paged', () => {
  it('in the general picker’s 部门 tab: 20 users, the next 20 near the bottom, until all are in; the pick is stored', async () => {
    const { dataSource, asked } = pagedSearchSource();
    const { controller } = renderDefinition([generalField], { dataSource });
    fireEvent.click(screen.getByRole('combobox', { name: '参与人' }));
    const box = await screen.findByRole('dialog');
    await waitFor(() => within(box).getByText('运行部'));
    search(box, '用户');
    await findRow(box, '用户20/user20');
    expect(asked).toEqual([{ source: { kind: 'all' }, request: { keyword: '用户', currentPage: 1, pageSize: 20 } }]);
    expect(within(box).queryByText('用户21/user21')).toBeNull();
    await scrollThroughSearch(box, asked);
    fireEvent.click(row(box, '用户45/user45'));
    fireEvent.click(within(box).getByRole('button', { name: '确定' }));
    expect(controller.getValues().who).toEqual(['user45--user']);
  });

  it('a new keyword starts again from its first page, and clearing it brings the tree back', async () => {
    const { dataSource, asked } = pagedSearchSource();
    renderDefinition([generalField], { dataSource });
    fireEvent.click(screen.getByRole('combobox', { name: '参与人' }));
    const box = await screen.findByRole('dialog');
    search(box, '用户');
    await findRow(box, '用户1/user1');
    const list = within(box).getByRole('listbox');
    measured(list, 20).scrollTop = 100;
    fireEvent.scroll(list);
    await findRow(box, '用户21/user21');
    search(box, '陈');
    await findRow(box, '陈3/chen3');
    expect(asked.at(-1)?.request).toEqual({ keyword: '陈', currentPage: 1, pageSize: 20 });
    expect(
      within(box)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['陈1/chen1', '陈2/chen2', '陈3/chen3']);
    // Three of three: scrolling asks nothing.
    fireEvent.scroll(within(box).getByRole('listbox'));
    expect(asked).toHaveLength(3);
    search(box, '');
    await waitFor(() => within(box).getByRole('tree'));
    expect(within(box).getByText('运行部')).toBeTruthy();
  });

  it('in the approver picker: the approver may come from a later page', async () => {
    const { dataSource, asked } = pagedSearchSource();
    const onConfirm = vi.fn();
    render(
      <ChakraProvider value={defaultSystem}>
        <ApproverPicker open dataSource={dataSource} onConfirm={onConfirm} onCancel={() => undefined} />
      </ChakraProvider>,
    );
    const box = await screen.findByRole('dialog', { name: '选择审批人' });
    search(box, '用户');
    await findRow(box, '用户20/user20');
    await scrollThroughSearch(box, asked);
    fireEvent.click(row(box, '用户42/user42'));
    fireEvent.click(within(box).getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith({ id: 'user42', fullName: '用户42/user42' });
  });

  it('the screens’ data source asks Users/Selector/0 with the keyword and the page', async () => {
    const get = vi.fn(async () => ({
      code: 200,
      msg: '',
      data: { list: [{ id: 'u1', fullName: '张伟/zhangwei', type: 'user' }], pagination: { currentPage: 2, pageSize: 20, total: 21 } },
    }));
    const http = { get, post: vi.fn() } as unknown as HttpClient;
    const dataSource = createFormDataSource({ dataSelector: vi.fn() }, createSelectorClient(http));
    const page = await dataSource.userPage({ kind: 'all' }, { keyword: '张', currentPage: 2, pageSize: 20 });
    expect(get).toHaveBeenCalledWith('/api/permission/Users/Selector/0', { keyword: '张', currentPage: 2, pageSize: 20 });
    expect(page).toEqual({ list: [{ id: 'u1', fullName: '张伟/zhangwei', type: 'user' }], total: 21 });
  });
});
