import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compileJnpfForm, type DataSource, type JnpfField } from '../../../engine';
import type { SelectorNode, UserListSource, UserPageRequest } from '../../../engine/data-source';
import { batchedLabels, type LabelRequests } from '../../../engine/lookups/label-batcher';
import { organisationDataSource, organisationInit } from '../../../stories/fixtures/organisation-data-source';
import { renderDefinition, renderSchema } from '../helpers/engine';

afterEach(cleanup);

const field = (jnpfKey: string, vModel: string, label: string, props: Record<string, unknown> = {}): JnpfField => ({
  __vModel__: vModel,
  __config__: { jnpfKey, label },
  clearable: true,
  ...props,
});

const openPicker = async (label: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  return screen.findByRole('dialog');
};
const row = (scope: HTMLElement, name: string) => within(scope).getByText(name, { selector: '[role=treeitem] span, [role=option] span' });
const unfold = (scope: HTMLElement, name: string) =>
  fireEvent.click(within(row(scope, name).closest('[role=treeitem]') as HTMLElement).getByRole('button'));
const chosenNames = (scope: HTMLElement) =>
  within(within(scope).getByRole('list', { name: '已选' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', ''));
const confirm = (scope: HTMLElement) => fireEvent.click(within(scope).getByRole('button', { name: '确定' }));

describe('user picker (userSelect)', () => {
  it('compiles to a string id, or a list of ids when multiple, with V3 props and no issues', () => {
    const form = compileJnpfForm({
      fields: [
        field('userSelect', 'one', '用户', { selectType: 'all', ableIds: [], ableRelationIds: [], relationField: '', multiple: false }),
        field('userSelect', 'many', '用户们', { multiple: true }),
      ],
    });
    expect(form.issues).toEqual([]);
    expect(form.schema.properties?.one).toMatchObject({ type: 'string' });
    expect(form.schema.properties?.many).toMatchObject({ type: 'array' });
  });

  it('has the four tabs; a user chosen in the lazy tree is stored as its id and shown by name', async () => {
    const dataSource = organisationDataSource();
    const { controller, rerenderMode } = renderDefinition([field('userSelect', 'manager', '主管')], { dataSource });
    const box = await openPicker('主管');
    expect(within(box).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部数据', '当前组织', '我的下属', '系统变量']);
    // The single top company comes unfolded, its level asked once.
    await waitFor(() => row(box, '运行部'));
    expect(dataSource.calls.filter((call) => call.method === 'userTree').map((call) => call.args)).toEqual([
      ['0', undefined],
      ['c1', undefined],
    ]);
    unfold(box, '运行部');
    await waitFor(() => row(box, '张伟/zhangwei'));
    fireEvent.click(row(box, '李娜/lina'));
    fireEvent.click(row(box, '张伟/zhangwei'));
    // Single mode: the second pick replaces the first.
    expect(chosenNames(box)).toEqual(['张伟/zhangwei']);
    confirm(box);
    expect(controller.getValues().manager).toBe('u1');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '主管' }).textContent).toBe('张伟/zhangwei'));
    rerenderMode('read');
    expect(await screen.findByText('张伟/zhangwei')).toBeTruthy();
  });

  it('searches users on the server by keyword, flat', async () => {
    const dataSource = organisationDataSource();
    const { controller } = renderDefinition([field('userSelect', 'user', '用户')], { dataSource });
    const box = await openPicker('用户');
    await waitFor(() => row(box, '运行部'));
    fireEvent.change(within(box).getByRole('textbox', { name: '搜索' }), { target: { value: '王' } });
    await waitFor(() => row(box, '王强/wangqiang'));
    expect(dataSource.calls.filter((call) => call.method === 'userPage').at(-1)?.args).toEqual([
      { kind: 'all' },
      { keyword: '王', currentPage: 1, pageSize: 20 },
    ]);
    expect(within(box).getAllByRole('option').map((option) => option.textContent)).toEqual(['王强/wangqiang']);
    fireEvent.click(row(box, '王强/wangqiang'));
    confirm(box);
    expect(controller.getValues().user).toBe('u3');
  });

  it('offers the current organisation, the subordinates and the current user', async () => {
    const { controller } = renderDefinition([field('userSelect', 'users', '用户', { multiple: true })], { dataSource: organisationDataSource() });
    const box = await openPicker('用户');
    fireEvent.click(within(box).getByRole('tab', { name: '当前组织' }));
    await waitFor(() => row(box, '李娜/lina'));
    fireEvent.click(row(box, '李娜/lina'));
    fireEvent.click(within(box).getByRole('tab', { name: '我的下属' }));
    await waitFor(() => row(box, '张伟/zhangwei'));
    expect(within(box).queryByText('李娜/lina', { selector: '[role=option] span' })).toBeNull();
    fireEvent.click(row(box, '张伟/zhangwei'));
    fireEvent.click(within(box).getByRole('tab', { name: '系统变量' }));
    fireEvent.click(row(box, '当前用户'));
    expect(chosenNames(box)).toEqual(['李娜/lina', '张伟/zhangwei', '当前用户']);
    confirm(box);
    expect(controller.getValues().users).toEqual(['u2', 'u1', 'currentUser']);
    await waitFor(() => expect(screen.getByRole('button', { name: '清空 当前用户' })).toBeTruthy());
  });

  it('fills an empty field with the signed-in user when defaultCurrent is set', async () => {
    const { controller } = renderDefinition(
      [{ ...field('userSelect', 'user', '用户'), __config__: { jnpfKey: 'userSelect', label: '用户', defaultCurrent: true, defaultValue: '' } }],
      { dataSource: organisationDataSource() },
    );
    await waitFor(() => expect(controller.getValues().user).toBe('u-admin'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: '用户' }).textContent).toBe('管理员/admin'));
  });

  it('restricted: a flat list from UserCondition, the next page asked only near the bottom', async () => {
    const asked: { source: UserListSource; request: UserPageRequest }[] = [];
    const many: SelectorNode[] = Array.from({ length: 45 }, (_, i) => ({ id: `x${i + 1}`, fullName: `用户${i + 1}/user${i + 1}`, type: 'user' }));
    const memory = organisationDataSource();
    const dataSource: DataSource = {
      ...memory,
      userPage: async (source, request) => {
        asked.push({ source, request });
        const from = (request.currentPage - 1) * request.pageSize;
        return { list: many.slice(from, from + request.pageSize), total: many.length };
      },
    };
    const { controller } = renderDefinition([field('userSelect', 'user', '用户', { selectType: 'dep', ableDepIds: ['d1'] })], { dataSource });
    const box = await openPicker('用户');
    expect(within(box).queryByRole('tab')).toBeNull();
    await waitFor(() => row(box, '用户1/user1'));
    expect(asked).toEqual([
      { source: { kind: 'condition', condition: { departIds: ['d1'] } }, request: { keyword: undefined, currentPage: 1, pageSize: 20 } },
    ]);
    const list = within(box).getByRole('listbox');
    const metrics = { clientHeight: 384, scrollHeight: 20 * 32, scrollTop: 0 };
    for (const key of Object.keys(metrics) as (keyof typeof metrics)[])
      Object.defineProperty(list, key, { configurable: true, get: () => metrics[key] });
    // 640 - 0 - 384 = 256 px from the end: not yet.
    fireEvent.scroll(list);
    expect(asked).toHaveLength(1);
    // 640 - 100 - 384 = 156 px: within 200, the second page.
    metrics.scrollTop = 100;
    fireEvent.scroll(list);
    fireEvent.scroll(list);
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!.request).toEqual({ keyword: undefined, currentPage: 2, pageSize: 20 });
    await waitFor(() => row(box, '用户21/user21'));
    metrics.scrollHeight = 40 * 32;
    metrics.scrollTop = 40 * 32 - 384;
    fireEvent.scroll(list);
    expect(row(box, '用户40/user40')).toBeTruthy();
    await waitFor(() => expect(asked).toHaveLength(3));
    await waitFor(() => expect(row(box, '用户45/user45')).toBeTruthy());
    // Every user is in: no more pages.
    fireEvent.scroll(list);
    expect(asked).toHaveLength(3);
    fireEvent.click(row(box, '用户45/user45'));
    confirm(box);
    expect(controller.getValues().user).toBe('x45');
  });

  it('a related field gives the restriction its ids', async () => {
    const dataSource = organisationDataSource();
    renderDefinition(
      [field('depSelect', 'dep', '部门'), field('userSelect', 'user', '用户', { selectType: 'dep', relationField: 'dep' })],
      { dataSource, initialValues: { dep: 'd2' } },
    );
    const box = await openPicker('用户');
    await waitFor(() => row(box, '赵敏/zhaomin'));
    expect(dataSource.calls.find((call) => call.method === 'userPage')?.args[0]).toEqual({ kind: 'condition', condition: { departIds: ['d2'] } });
  });

  it('the user dialog’s manager field: one user id, clearable', async () => {
    const { controller } = renderSchema(
      { type: 'object', properties: { managerId: { type: 'string', title: '直属主管', maxLength: 40 } } },
      { managerId: { 'ui:field': 'userSelect', 'ui:options': { placeholder: '选择直属主管', clearable: true } } },
      { dataSource: organisationDataSource(), initialValues: { managerId: 'u4' } },
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: '直属主管' }).textContent).toBe('赵敏/zhaomin'));
    // The clear icon shows on hover only (spec 002 section 4.2): no accessible name while hidden.
    fireEvent.click(screen.getByLabelText('清空', { selector: 'button' }));
    expect(controller.getValues().managerId).toBeUndefined();
    expect(screen.getByRole('combobox', { name: '直属主管' }).textContent).toBe('选择直属主管');
  });
});

describe('users picker (usersSelect)', () => {
  it('single mode refuses a department and stores one id--user', async () => {
    const { controller } = renderDefinition([field('usersSelect', 'who', '人员')], { dataSource: organisationDataSource() });
    const box = await openPicker('人员');
    await waitFor(() => row(box, '运行部'));
    fireEvent.click(row(box, '运行部'));
    expect(chosenNames(box)).toEqual([]);
    expect(row(box, '运行部').closest('[role=treeitem]')?.getAttribute('aria-disabled')).toBe('true');
    unfold(box, '运行部');
    await waitFor(() => row(box, '张伟/zhangwei'));
    fireEvent.click(row(box, '张伟/zhangwei'));
    confirm(box);
    expect(controller.getValues().who).toBe('u1--user');
  });

  it('multiple mode stores id--type entries, departments included, each once', async () => {
    const { controller } = renderDefinition([field('usersSelect', 'who', '人员', { multiple: true })], { dataSource: organisationDataSource() });
    const box = await openPicker('人员');
    await waitFor(() => row(box, '运行部'));
    fireEvent.click(row(box, '客服部'));
    unfold(box, '运行部');
    await waitFor(() => row(box, '张伟/zhangwei'));
    fireEvent.click(row(box, '张伟/zhangwei'));
    fireEvent.click(row(box, '张伟/zhangwei'));
    confirm(box);
    expect(controller.getValues().who).toEqual(['d2--department', 'u1--user']);
    await waitFor(() => expect(screen.getByRole('button', { name: '清空 客服部' })).toBeTruthy());
  });

  it('stores plain ids with valueShape id (a schema form)', async () => {
    const { controller } = renderSchema(
      { type: 'object', properties: { userIds: { type: 'array', items: { type: 'string' }, title: '成员' } } },
      { userIds: { 'ui:field': 'usersSelect', 'ui:options': { multiple: true, valueShape: 'id' } } },
      { dataSource: organisationDataSource() },
    );
    const box = await openPicker('成员');
    await waitFor(() => row(box, '运行部'));
    // Plain ids cannot tell a department from a user: only users.
    fireEvent.click(row(box, '运行部'));
    unfold(box, '运行部');
    await waitFor(() => row(box, '李娜/lina'));
    fireEvent.click(row(box, '李娜/lina'));
    confirm(box);
    expect(controller.getValues().userIds).toEqual(['u2']);
  });
});

describe('names in read mode', () => {
  it('come from one batched call for every user and role picker of the form', async () => {
    const asked: LabelRequests[] = [];
    const known = organisationInit.labels!;
    const dataSource: DataSource = {
      ...organisationDataSource(),
      labels: batchedLabels(async (requests) => {
        asked.push(requests);
        return Object.fromEntries(
          Object.entries(requests).map(([kind, ids]) => [
            kind,
            Object.fromEntries(ids!.flatMap((id) => (known[kind as 'user']?.[id] ? [[id, known[kind as 'user']![id]!]] : []))),
          ]),
        );
      }),
    };
    renderDefinition(
      [
        field('userSelect', 'manager', '主管'),
        field('usersSelect', 'who', '人员', { multiple: true }),
        field('roleSelect', 'roles', '角色', { multiple: true }),
      ],
      {
        dataSource,
        mode: 'read',
        initialValues: { manager: 'u1', who: ['u2--user', 'd1--department', 'currentUser'], roles: ['r1', 'r3'] },
      },
    );
    expect(await screen.findByText('张伟/zhangwei')).toBeTruthy();
    expect(screen.getByText('李娜/lina,运行部,当前用户')).toBeTruthy();
    expect(screen.getByText('系统管理员,运行值班员')).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toEqual({ user: ['u1', 'u2'], department: ['d1'], role: ['r1', 'r3'] });
  });
});
