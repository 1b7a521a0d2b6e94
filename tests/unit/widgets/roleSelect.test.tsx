import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compileJnpfForm, type JnpfField } from '../../../engine';
import { organisationDataSource } from '../../../stories/fixtures/organisation-data-source';
import { renderDefinition, renderSchema } from '../helpers/engine';

afterEach(cleanup);

const field = (vModel: string, label: string, props: Record<string, unknown> = {}): JnpfField => ({
  __vModel__: vModel,
  __config__: { jnpfKey: 'roleSelect', label },
  clearable: true,
  ...props,
});
const openPicker = async (label: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  return screen.findByRole('dialog');
};
const node = (scope: HTMLElement, name: string) => within(scope).getByText(name, { selector: '[role=treeitem] span' });
const chosenNames = (scope: HTMLElement) =>
  within(within(scope).getByRole('list', { name: '已选' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', ''));
const confirm = (scope: HTMLElement) => fireEvent.click(within(scope).getByRole('button', { name: '确定' }));

describe('role picker (roleSelect)', () => {
  it('compiles to an id, or ids when multiple', () => {
    const form = compileJnpfForm({ fields: [field('role', '角色', { selectType: 'all', ableIds: [] }), field('roles', '角色们', { multiple: true })] });
    expect(form.issues).toEqual([]);
    expect(form.schema.properties?.role).toMatchObject({ type: 'string' });
    expect(form.schema.properties?.roles).toMatchObject({ type: 'array' });
  });

  it('has the tabs 组织 and 全局 (the branch with id 1); only roles may be chosen', async () => {
    const dataSource = organisationDataSource();
    const { controller, rerenderMode } = renderDefinition([field('roles', '角色', { multiple: true })], { dataSource });
    const box = await openPicker('角色');
    expect(within(box).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['组织', '全局']);
    await waitFor(() => node(box, '运行值班员'));
    expect(within(box).queryByText('系统管理员')).toBeNull();
    fireEvent.click(node(box, '城东智慧供热有限公司'));
    fireEvent.click(node(box, '运行部'));
    expect(chosenNames(box)).toEqual([]);
    fireEvent.click(node(box, '运行值班员'));
    fireEvent.click(within(box).getByRole('tab', { name: '全局' }));
    await waitFor(() => node(box, '系统管理员'));
    expect(within(box).queryByText('运行部')).toBeNull();
    fireEvent.click(node(box, '系统管理员'));
    fireEvent.click(node(box, '系统管理员'));
    expect(chosenNames(box)).toEqual(['运行值班员', '系统管理员']);
    confirm(box);
    expect(controller.getValues().roles).toEqual(['r3', 'r1']);
    expect(dataSource.calls.filter((call) => call.method === 'selectorTree').map((call) => call.args[0])).toEqual(['role']);
    await waitFor(() => expect(screen.getByRole('button', { name: '清空 系统管理员' })).toBeTruthy());
    rerenderMode('read');
    expect(await screen.findByText('运行值班员,系统管理员')).toBeTruthy();
  });

  it('filters by keyword; single mode replaces; custom limits to ableIds', async () => {
    const { controller } = renderDefinition([field('role', '角色', { selectType: 'custom', ableIds: ['r4', 'r5'] })], {
      dataSource: organisationDataSource(),
    });
    const box = await openPicker('角色');
    await waitFor(() => node(box, '运行值班员'));
    fireEvent.change(within(box).getByRole('textbox', { name: '搜索' }), { target: { value: '客服' } });
    expect(within(box).getAllByRole('treeitem').map((item) => item.textContent?.replace(/[▸▾…]/g, ''))).toEqual([
      '城东智慧供热有限公司',
      '客服部',
      '客服坐席',
    ]);
    fireEvent.click(node(box, '客服坐席'));
    fireEvent.change(within(box).getByRole('textbox', { name: '搜索' }), { target: { value: '' } });
    fireEvent.click(node(box, '运行值班员'));
    fireEvent.click(node(box, '公司审计员'));
    expect(chosenNames(box)).toEqual(['公司审计员']);
    confirm(box);
    expect(controller.getValues().role).toBe('r5');
  });

  it('the user dialog’s roles field: a list of role ids', async () => {
    const { controller } = renderSchema(
      { type: 'object', properties: { roleIds: { type: 'array', items: { type: 'string' }, title: '角色' } } },
      { roleIds: { 'ui:field': 'roleSelect', 'ui:options': { multiple: true, placeholder: '选择角色' } } },
      { dataSource: organisationDataSource(), initialValues: { roleIds: ['r2'] } },
    );
    await waitFor(() => expect(screen.getByText('普通用户')).toBeTruthy());
    const box = await openPicker('角色');
    fireEvent.click(within(box).getByRole('tab', { name: '全局' }));
    await waitFor(() => node(box, '系统管理员'));
    fireEvent.click(node(box, '系统管理员'));
    confirm(box);
    expect(controller.getValues().roleIds).toEqual(['r2', 'r1']);
  });
});
