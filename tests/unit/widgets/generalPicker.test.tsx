/**
 * The general picker: `usersSelect` with no restriction (JNPF 3.4.7 `JNPF-usersSelect`; spec 002
 * sections 2.6, 4.2, 5.4): tabs 部门, 角色, 岗位, 分组, values `<id>--<type>`, names in one batched call.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { compileJnpfForm, fieldKinds, type DataSource, type JnpfField } from '../../../engine';
import { batchedLabels, type LabelRequests } from '../../../engine/lookups/label-batcher';
import { organisationDataSource, organisationInit } from '../../../stories/fixtures/organisation-data-source';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const field = (vModel: string, label: string, props: Record<string, unknown> = {}): JnpfField => ({
  __vModel__: vModel,
  __config__: { jnpfKey: 'usersSelect', label },
  clearable: true,
  ...props,
});
const openPicker = async (label: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  return screen.findByRole('dialog');
};
const row = (scope: HTMLElement, name: string) => within(scope).getByText(name, { selector: '[role=treeitem] span, [role=option] span' });
const findRow = (scope: HTMLElement, name: string) => waitFor(() => row(scope, name));
const unfold = (scope: HTMLElement, name: string) =>
  fireEvent.click(within(row(scope, name).closest('[role=treeitem]') as HTMLElement).getByRole('button'));
const tab = (scope: HTMLElement, name: string) => fireEvent.click(within(scope).getByRole('tab', { name }));
const chosenNames = (scope: HTMLElement) =>
  within(within(scope).getByRole('list', { name: '已选' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', ''));
const confirm = (scope: HTMLElement) => fireEvent.click(within(scope).getByRole('button', { name: '确定' }));
const treesAsked = (dataSource: ReturnType<typeof organisationDataSource>) =>
  dataSource.calls.filter((call) => call.method === 'selectorTree').map((call) => call.args[0]);

/** A data source whose labels are answered by one batched call per tick, each call recorded. */
function batchedSource(asked: LabelRequests[]): DataSource {
  const known = organisationInit.labels!;
  return {
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
}

const everyType = ['d2--department', 'u1--user', 'r3--role', 'p1--position', 'g1--group', 'c2--company'];

describe('general picker (usersSelect, multiple)', () => {
  it('chooses across the tabs 部门, 角色, 岗位 and 分组, each tree asked when its tab first shows, and stores id--type', async () => {
    const dataSource = organisationDataSource();
    const { controller } = renderDefinition([field('who', '参与人', { multiple: true })], { dataSource });
    const box = await openPicker('参与人');
    expect(
      within(box)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['部门', '角色', '岗位', '分组']);
    expect(treesAsked(dataSource)).toEqual([]);

    // 部门: the lazy organisation/user tree; departments and users may be chosen.
    await findRow(box, '客服部');
    fireEvent.click(row(box, '客服部'));
    unfold(box, '运行部');
    await findRow(box, '张伟/zhangwei');
    fireEvent.click(row(box, '张伟/zhangwei'));

    // 角色: only roles; the organisations the roles sit under only unfold.
    tab(box, '角色');
    await findRow(box, '运行值班员');
    fireEvent.click(row(box, '运行部'));
    expect(row(box, '运行部').closest('[role=treeitem]')?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(row(box, '运行值班员'));

    // 岗位: only positions.
    tab(box, '岗位');
    await findRow(box, '值班长');
    fireEvent.click(row(box, '城东智慧供热有限公司'));
    fireEvent.click(row(box, '值班长'));

    // 分组: the groups.
    tab(box, '分组');
    await findRow(box, '抢修组');
    fireEvent.click(row(box, '抢修组'));
    fireEvent.click(row(box, '抢修组'));

    expect(treesAsked(dataSource)).toEqual(['role', 'position', 'group']);
    expect(chosenNames(box)).toEqual(['客服部', '张伟/zhangwei', '运行值班员', '值班长', '抢修组']);
    confirm(box);
    expect(controller.getValues().who).toEqual(['d2--department', 'u1--user', 'r3--role', 'p1--position', 'g1--group']);
    // The control shows the names at once (the dialog gave them).
    await waitFor(() => expect(screen.getByRole('button', { name: '清空 值班长' })).toBeTruthy());
    expect(screen.getByRole('button', { name: '清空 抢修组' })).toBeTruthy();
  });

  it('marks what is chosen in every tab, filters a tab by keyword in memory, and reopens from the value', async () => {
    const dataSource = organisationDataSource();
    renderDefinition([field('who', '参与人', { multiple: true })], { dataSource, initialValues: { who: ['r4--role', 'g2--group'] } });
    const box = await openPicker('参与人');
    await waitFor(() => expect(chosenNames(box)).toEqual(['客服坐席', '巡检组']));
    tab(box, '角色');
    await findRow(box, '客服坐席');
    expect(row(box, '客服坐席').closest('[role=treeitem]')?.getAttribute('aria-selected')).toBe('true');
    expect(row(box, '运行值班员').closest('[role=treeitem]')?.getAttribute('aria-selected')).toBe('false');
    fireEvent.change(within(box).getByRole('textbox', { name: '搜索' }), { target: { value: '系统' } });
    await waitFor(() => expect(within(box).queryByText('客服坐席', { selector: '[role=treeitem] span' })).toBeNull());
    expect(row(box, '系统管理员')).toBeTruthy();
    // In memory: the role tree is asked once.
    expect(treesAsked(dataSource)).toEqual(['role']);
  });

  it('clears: 清空列表 in the dialog, the clear icon and a tag’s × on the control', async () => {
    const { controller } = renderDefinition([field('who', '参与人', { multiple: true })], {
      dataSource: organisationDataSource(),
      initialValues: { who: ['u1--user', 'p3--position', 'g1--group'] },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: '清空 客服专员' })).toBeTruthy());
    // A tag's × confirms at once (spec 002 section 4.2).
    fireEvent.click(screen.getByRole('button', { name: '清空 客服专员' }));
    expect(controller.getValues().who).toEqual(['u1--user', 'g1--group']);

    const box = await openPicker('参与人');
    await waitFor(() => expect(chosenNames(box)).toEqual(['张伟/zhangwei', '抢修组']));
    fireEvent.click(within(box).getByRole('button', { name: '清空列表' }));
    expect(chosenNames(box)).toEqual([]);
    // Cancel restores what was there.
    fireEvent.click(within(box).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(controller.getValues().who).toEqual(['u1--user', 'g1--group']);

    // The clear icon (shown on hover: no accessible name while hidden).
    fireEvent.click(screen.getByLabelText('清空', { selector: 'button.sel-clear' }));
    expect(controller.getValues().who).toEqual([]);

    const again = await openPicker('参与人');
    await findRow(again, '客服部');
    fireEvent.click(row(again, '客服部'));
    fireEvent.click(within(again).getByRole('button', { name: '清空列表' }));
    confirm(again);
    expect(controller.getValues().who).toEqual([]);
  });
});

describe('general picker (usersSelect, single)', () => {
  it('has the 部门 tree only, takes users only, replaces the pick, and stores one id--user', async () => {
    const dataSource = organisationDataSource();
    const { controller } = renderDefinition([field('who', '负责人')], { dataSource });
    const box = await openPicker('负责人');
    // One source: no tab bar, no role/position/group trees.
    expect(within(box).queryByRole('tab')).toBeNull();
    await findRow(box, '运行部');
    fireEvent.click(row(box, '运行部'));
    expect(chosenNames(box)).toEqual([]);
    unfold(box, '运行部');
    await findRow(box, '李娜/lina');
    fireEvent.click(row(box, '张伟/zhangwei'));
    fireEvent.click(row(box, '李娜/lina'));
    expect(chosenNames(box)).toEqual(['李娜/lina']);
    confirm(box);
    expect(controller.getValues().who).toBe('u2--user');
    expect(treesAsked(dataSource)).toEqual([]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '负责人' }).textContent).toBe('李娜/lina'));

    // Single-select confirm with nothing chosen empties the field (spec 002 section 4.2).
    const again = await openPicker('负责人');
    await waitFor(() => expect(chosenNames(again)).toEqual(['李娜/lina']));
    fireEvent.click(within(again).getByRole('button', { name: '清空列表' }));
    confirm(again);
    expect(controller.getValues().who).toBeUndefined();
  });

  it('a restricted one (custom) keeps the flat list of the users its entries stand for', async () => {
    const dataSource = organisationDataSource();
    renderDefinition([field('who', '负责人', { selectType: 'custom', ableIds: ['d1--department', 'u4--user'] })], { dataSource });
    const box = await openPicker('负责人');
    expect(within(box).queryByRole('tab')).toBeNull();
    await findRow(box, '赵敏/zhaomin');
    expect(dataSource.calls.find((call) => call.method === 'userPage')?.args[0]).toEqual({
      kind: 'condition',
      condition: { departIds: ['d1'], userIds: ['u4'] },
    });
  });
});

describe('general picker: names', () => {
  it('read mode names entries of every type in one batched call for the form', async () => {
    const asked: LabelRequests[] = [];
    renderDefinition([field('who', '参与人', { multiple: true }), field('owner', '负责人')], {
      dataSource: batchedSource(asked),
      mode: 'read',
      initialValues: { who: everyType, owner: 'u5--user' },
    });
    expect(await screen.findByText('客服部,张伟/zhangwei,运行值班员,值班长,抢修组,城西分公司')).toBeTruthy();
    expect(screen.getByText('陈刚/chengang')).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toEqual({
      department: ['d2'],
      group: ['g1'],
      organize: ['c2'],
      position: ['p1'],
      role: ['r3'],
      user: ['u1', 'u5'],
    });
  });

  it('the list cell shows the names, never the ids', async () => {
    const form = compileJnpfForm({ fields: [field('who', '参与人', { multiple: true })] });
    const compiled = form.fields.get('who')!;
    const kind = fieldKinds.get('usersSelect')!;
    // usersSelect draws its list cell with its read rendering (FieldKind.Cell defaults to Read).
    expect(kind.Cell).toBeUndefined();
    const Read = kind.Read!;
    const value = ['g2--group', 'p2--position', 'u3--user'];
    render(
      <ChakraProvider value={defaultSystem}>
        <table>
          <tbody>
            <tr>
              <td data-testid="cell">
                <Read id="who-0" value={value} field={compiled} dataSource={organisationDataSource()} scope={[]} />
              </td>
            </tr>
          </tbody>
        </table>
      </ChakraProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('cell').textContent).toBe('巡检组,调度员,王强/wangqiang'));
  });
});
