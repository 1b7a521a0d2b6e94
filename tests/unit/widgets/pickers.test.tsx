import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compileJnpfForm, createMemoryDataSource, type DataSource, type JnpfField } from '../../../engine';
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

const dialog = () => screen.findByRole('dialog');
const openPicker = async (label: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  return dialog();
};
const node = (scope: HTMLElement, name: string) => within(scope).getByText(name, { selector: '[role=treeitem] span' });
const unfold = (scope: HTMLElement, name: string) =>
  fireEvent.click(within(node(scope, name).closest('[role=treeitem]') as HTMLElement).getByRole('button'));
const confirm = (scope: HTMLElement) => fireEvent.click(within(scope).getByRole('button', { name: '确定' }));
const cancel = (scope: HTMLElement) => fireEvent.click(within(scope).getByRole('button', { name: '取消' }));

describe('organisation picker (comSelect / organizeSelect)', () => {
  it('compiles both generations to a path value', () => {
    for (const key of ['comSelect', 'organizeSelect']) {
      const form = compileJnpfForm({ fields: [field(key, 'org', '组织', { multiple: false, auth: false, isOnlyOrg: false })] });
      expect(form.issues).toEqual([]);
      expect(form.uiSchema.org['ui:field']).toBe('organizeSelect');
      expect(form.schema.properties?.org).toMatchObject({ type: 'array' });
    }
  });

  it('stores the path from the top company, shows the path names, and reads them back', async () => {
    const { controller, rerenderMode } = renderDefinition([field('comSelect', 'org', '组织')], { dataSource: organisationDataSource() });
    const box = await openPicker('组织');
    await waitFor(() => node(box, '运行部'));
    fireEvent.click(node(box, '运行部'));
    expect(within(within(box).getByRole('list', { name: '已选' })).getByText('城东智慧供热有限公司/运行部')).toBeTruthy();
    confirm(box);
    expect(controller.getValues().org).toEqual(['c1', 'd1']);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '组织' }).textContent).toBe('城东智慧供热有限公司/运行部'));
    rerenderMode('read');
    expect(await screen.findByText('城东智慧供热有限公司/运行部')).toBeTruthy();
  });

  it('ignores disabled nodes and a path chosen twice; cancel restores the value', async () => {
    const { controller } = renderDefinition([field('organizeSelect', 'orgs', '组织', { multiple: true })], {
      dataSource: organisationDataSource(),
      initialValues: { orgs: [['c1', 'd2']] },
    });
    await waitFor(() => expect(screen.getByText('城东智慧供热有限公司/客服部')).toBeTruthy());
    const box = await openPicker('组织');
    await waitFor(() => node(box, '停用部门'));
    fireEvent.click(node(box, '停用部门'));
    fireEvent.click(node(box, '客服部'));
    fireEvent.click(node(box, '运行部'));
    const chosen = within(box).getByRole('list', { name: '已选' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('×', '')),
    ).toEqual(['城东智慧供热有限公司/客服部', '城东智慧供热有限公司/运行部']);
    cancel(box);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(controller.getValues().orgs).toEqual([['c1', 'd2']]);
  });

  it('removing a tag confirms at once; the list can be cleared in the dialog', async () => {
    const { controller } = renderDefinition([field('organizeSelect', 'orgs', '组织', { multiple: true })], {
      dataSource: organisationDataSource(),
      initialValues: {
        orgs: [
          ['c1', 'd2'],
          ['c1', 'd1'],
        ],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '清空 城东智慧供热有限公司/客服部' }));
    expect(controller.getValues().orgs).toEqual([['c1', 'd1']]);
    const box = await openPicker('组织');
    fireEvent.click(within(box).getByRole('button', { name: '清空列表' }));
    confirm(box);
    expect(controller.getValues().orgs).toEqual([]);
  });

  it('only-organisation mode offers companies only; authorised mode asks for the authorised tree', async () => {
    const dataSource = organisationDataSource();
    const { controller } = renderDefinition([field('organizeSelect', 'org', '组织', { auth: true, isOnlyOrg: true })], { dataSource });
    const box = await openPicker('组织');
    await waitFor(() => node(box, '城西分公司'));
    expect(within(box).queryByText('城东智慧供热有限公司')).toBeNull();
    expect(dataSource.calls.find((call) => call.method === 'selectorTree')?.args).toEqual(['organize', { auth: true }]);
    // A single top node comes unfolded.
    fireEvent.click(node(box, '维修部'));
    expect(within(box).queryByRole('listitem')).toBeNull();
    fireEvent.click(node(box, '城西分公司'));
    confirm(box);
    expect(controller.getValues().org).toEqual(['c1', 'c2']);
  });

  it('a single confirm with nothing chosen empties the value; the clear icon needs clearable and a value', async () => {
    const { controller } = renderDefinition([field('organizeSelect', 'org', '组织')], {
      dataSource: organisationDataSource(),
      initialValues: { org: ['c1', 'd1'] },
    });
    await screen.findByText('城东智慧供热有限公司/运行部');
    const box = await openPicker('组织');
    fireEvent.click(within(box).getByRole('button', { name: '清空列表' }));
    confirm(box);
    expect(controller.getValues().org).toEqual([]);
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
  });

  it('is greyed out and opens nothing when disabled', async () => {
    renderDefinition([field('organizeSelect', 'org', '组织', { disabled: true })], {
      dataSource: organisationDataSource(),
      initialValues: { org: ['c1'] },
    });
    await screen.findByText('城东智慧供热有限公司');
    fireEvent.click(screen.getByRole('combobox', { name: '组织' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
  });

  it('keeps one id when a dialog schema holds a string (valueShape id)', async () => {
    const { controller } = renderSchema(
      { type: 'object', properties: { organizeId: { type: 'string', title: '所属组织' } } },
      { organizeId: { 'ui:field': 'organizeSelect', 'ui:options': { valueShape: 'id' } } },
      { dataSource: organisationDataSource() },
    );
    const box = await openPicker('所属组织');
    await waitFor(() => node(box, '客服部'));
    fireEvent.click(node(box, '客服部'));
    confirm(box);
    expect(controller.getValues().organizeId).toBe('d2');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '所属组织' }).textContent).toBe('客服部'));
  });
});

describe('department, position and group pickers', () => {
  it('accept only nodes of their own type and store ids', async () => {
    const { controller } = renderDefinition(
      [field('depSelect', 'dep', '部门'), field('posSelect', 'pos', '岗位', { multiple: true }), field('groupSelect', 'group', '分组')],
      { dataSource: organisationDataSource() },
    );
    let box = await openPicker('部门');
    await waitFor(() => node(box, '城东智慧供热有限公司'));
    fireEvent.click(node(box, '城东智慧供热有限公司'));
    expect(within(box).queryByRole('listitem')).toBeNull();
    fireEvent.click(node(box, '客服部'));
    confirm(box);
    expect(controller.getValues().dep).toBe('d2');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    box = await openPicker('岗位');
    await waitFor(() => node(box, '运行部'));
    fireEvent.click(node(box, '运行部'));
    unfold(box, '运行部');
    fireEvent.click(node(box, '值班长'));
    fireEvent.click(node(box, '调度员'));
    fireEvent.click(node(box, '值班长'));
    confirm(box);
    expect(controller.getValues().pos).toEqual(['p1', 'p2']);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    box = await openPicker('分组');
    await waitFor(() => node(box, '巡检组'));
    fireEvent.click(node(box, '巡检组'));
    confirm(box);
    expect(controller.getValues().group).toBe('g2');
  });

  it('custom select type limits the choice to the allowed ids', async () => {
    const { controller } = renderDefinition([field('depSelect', 'dep', '部门', { selectType: 'custom', ableDepIds: ['d1'] })], {
      dataSource: organisationDataSource(),
    });
    const box = await openPicker('部门');
    await waitFor(() => node(box, '客服部'));
    fireEvent.click(node(box, '客服部'));
    fireEvent.click(node(box, '运行部'));
    confirm(box);
    expect(controller.getValues().dep).toBe('d1');
  });

  it('a keyword narrows the tree to matches and their ancestors', async () => {
    renderDefinition([field('depSelect', 'dep', '部门')], { dataSource: organisationDataSource() });
    const box = await openPicker('部门');
    await waitFor(() => node(box, '运行部'));
    fireEvent.change(within(box).getByRole('textbox', { name: '搜索' }), { target: { value: '维修' } });
    const names = within(box)
      .getAllByRole('treeitem')
      .map((item) => item.textContent?.replace(/[▸▾…]/g, ''));
    expect(names).toEqual(['城东智慧供热有限公司', '城西分公司', '维修部']);
  });
});

describe('address picker (address / areaSelect)', () => {
  it('loads one level at a time down to the level, stores the path, and adds a path once', async () => {
    const dataSource = organisationDataSource();
    const { controller, rerenderMode } = renderDefinition([field('address', 'area', '地区', { multiple: true, level: 1 })], { dataSource });
    const box = await openPicker('地区');
    await waitFor(() => node(box, '广东省'));
    expect(dataSource.calls.filter((call) => call.method === 'areaChildren').map((call) => call.args)).toEqual([['-1']]);
    unfold(box, '广东省');
    await waitFor(() => node(box, '深圳市'));
    // Level 1 (city): a city is a leaf, nothing below it is asked for.
    const city = node(box, '深圳市').closest('[role=treeitem]') as HTMLElement;
    expect(city.getAttribute('aria-expanded')).toBeNull();
    fireEvent.click(node(box, '深圳市'));
    fireEvent.click(node(box, '深圳市'));
    expect(within(box).getAllByRole('listitem')).toHaveLength(1);
    confirm(box);
    expect(controller.getValues().area).toEqual([['440000', '440300']]);
    rerenderMode('read');
    expect(await screen.findByText('广东省/深圳市')).toBeTruthy();
  });

  it('has depth 2 (district) by default', async () => {
    const { controller } = renderDefinition([field('areaSelect', 'area', '地区')], { dataSource: organisationDataSource() });
    const box = await openPicker('地区');
    await waitFor(() => node(box, '北京市'));
    unfold(box, '北京市');
    await waitFor(() => node(box, '市辖区'));
    unfold(box, '市辖区');
    await waitFor(() => node(box, '西城区'));
    expect((node(box, '西城区').closest('[role=treeitem]') as HTMLElement).getAttribute('aria-expanded')).toBeNull();
    fireEvent.click(node(box, '西城区'));
    confirm(box);
    expect(controller.getValues().area).toEqual(['110000', '110100', '110102']);
  });
});

describe('names in read mode', () => {
  it('are asked in one batched call for every picker of the form', async () => {
    const asked: LabelRequests[] = [];
    const memory = organisationDataSource();
    const dataSource: DataSource = {
      ...memory,
      labels: batchedLabels(async (requests) => {
        asked.push(requests);
        const known = organisationInit.labels!;
        return Object.fromEntries(
          Object.entries(requests).map(([kind, ids]) => [
            kind,
            Object.fromEntries(ids!.map((id) => [id, known[kind as 'organize']![id]!])),
          ]),
        );
      }),
    };
    renderDefinition(
      [
        field('comSelect', 'org', '组织'),
        field('depSelect', 'dep', '部门'),
        field('posSelect', 'pos', '岗位', { multiple: true }),
        field('groupSelect', 'group', '分组'),
        field('address', 'area', '地区'),
      ],
      {
        dataSource,
        mode: 'read',
        initialValues: { org: ['c1', 'c2'], dep: 'd11', pos: ['p1', 'p3'], group: 'g1', area: ['440000', '440300', '440305'] },
      },
    );
    expect(await screen.findByText('城东智慧供热有限公司/城西分公司')).toBeTruthy();
    expect(screen.getByText('调度中心')).toBeTruthy();
    expect(screen.getByText('值班长,客服专员')).toBeTruthy();
    expect(screen.getByText('抢修组')).toBeTruthy();
    expect(screen.getByText('广东省/深圳市/南山区')).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toEqual({
      organize: ['c1', 'c2'],
      department: ['d11'],
      position: ['p1', 'p3'],
      group: ['g1'],
      area: ['440000', '440300', '440305'],
    });
  });

  it('show stored ids the server does not know as they are, once the answer is in', async () => {
    renderDefinition([field('depSelect', 'dep', '部门')], {
      dataSource: createMemoryDataSource(),
      mode: 'read',
      initialValues: { dep: 'gone' },
    });
    expect(await screen.findByText('gone')).toBeTruthy();
  });
});
