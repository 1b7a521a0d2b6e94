import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compileJnpfForm, fieldKinds } from '../../../engine';
import { CUSTOMER_MODEL, relationField, relationSource } from '../../../stories/fixtures/relation-data-source';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const openDialog = async (label: string, title = '选择客户') => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  return screen.findByRole('dialog', { name: title });
};
const names = (box: HTMLElement) =>
  within(within(box).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
type Source = ReturnType<typeof relationSource>;
const pageCalls = (dataSource: Source) => dataSource.calls.filter((call) => call.method === 'relationPage' && !call.aborted);

describe('relation form (relationForm)', () => {
  it('compiles the designer’s props without reports, in both generations’ spellings; a string id; not searchable', () => {
    const form = compileJnpfForm({
      fields: [relationField('customer', '客户'), relationField('other', '客户2', { 'popup-width': 600, hasPage: '1', pageSize: '10' })],
    });
    expect(form.issues).toEqual([]);
    expect(form.schema.properties?.customer).toMatchObject({ type: 'string' });
    expect(form.fields.get('other')?.options).toMatchObject({ popupWidth: '600px', hasPage: true, pageSize: 10 });
    expect(fieldKinds.get('relationForm')?.searchMatch).toBeUndefined();
  });

  it('opens on a page of 20 records with index and columns, searches, pages, and stores the chosen id', async () => {
    const dataSource = relationSource();
    const { controller } = renderDefinition([relationField('customer', '客户')], { dataSource });
    const box = await openDialog('客户');
    await waitFor(() => expect(names(box)).toHaveLength(20));
    expect(
      within(box)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['选择', '序号', '客户名称', '编号']);
    expect(within(box).getByText('共 25 条', { exact: false })).toBeTruthy();

    fireEvent.click(within(box).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(names(box)).toEqual(['客户21', '客户22', '客户23', '客户24', '客户25']));
    expect(within(within(box).getAllByRole('row')[1]!).getAllByRole('cell')[1]!.textContent).toBe('21');

    fireEvent.change(within(box).getByRole('textbox', { name: '关键词' }), { target: { value: '客户2' } });
    fireEvent.click(within(box).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(names(box)).toEqual(['客户2', '客户20', '客户21', '客户22', '客户23', '客户24', '客户25']));
    expect(pageCalls(dataSource).at(-1)?.args).toEqual([
      CUSTOMER_MODEL,
      { keyword: '客户2', currentPage: 1, pageSize: 20, relationField: 'name', columnOptions: ['name', 'code'] },
    ]);

    fireEvent.click(within(box).getByRole('radio', { name: '选择 客户20' }));
    fireEvent.click(within(box).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(controller.getValues().customer).toBe('r20');
    expect(screen.getByRole('combobox', { name: '客户' }).textContent).toBe('客户20');
    // The chosen record is remembered: its text needs no lookup.
    expect(pageCalls(dataSource).some((call) => (call.args[1] as { ids?: string[] }).ids)).toBe(false);
  });

  it('resets the keyword and asks the page again with the refresh icon', async () => {
    const dataSource = relationSource();
    renderDefinition([relationField('customer', '客户')], { dataSource });
    const box = await openDialog('客户');
    const keyword = within(box).getByRole('textbox', { name: '关键词' });
    fireEvent.change(keyword, { target: { value: '客户25' } });
    fireEvent.keyDown(keyword, { key: 'Enter' });
    await waitFor(() => expect(names(box)).toEqual(['客户25']));
    fireEvent.click(within(box).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(names(box)).toHaveLength(20));
    expect((keyword as HTMLInputElement).value).toBe('');
    const before = pageCalls(dataSource).length;
    fireEvent.click(within(box).getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(pageCalls(dataSource).length).toBe(before + 1));
  });

  it('ignores 确定 with nothing checked; 取消 keeps the value', async () => {
    const { controller } = renderDefinition([relationField('customer', '客户')], { dataSource: relationSource() });
    const box = await openDialog('客户');
    await waitFor(() => expect(names(box)).toHaveLength(20));
    fireEvent.click(within(box).getByRole('button', { name: '确定' }));
    expect(screen.getByRole('dialog', { name: '选择客户' })).toBeTruthy();
    fireEvent.click(within(box).getByRole('radio', { name: '选择 客户3' }));
    fireEvent.click(within(box).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(controller.getValues().customer).toBeUndefined();
  });

  it('asks every record (10000) without paging; the title defaults to 选择数据; a drawer when popupType says so', async () => {
    const dataSource = relationSource();
    renderDefinition([relationField('customer', '客户', { hasPage: false, popupTitle: '', popupType: 'drawer' })], { dataSource });
    const box = await openDialog('客户', '选择数据');
    await waitFor(() => expect(names(box)).toHaveLength(25));
    expect(pageCalls(dataSource).at(-1)?.args[1]).toMatchObject({ currentPage: 1, pageSize: 10000 });
    expect(within(box).queryByTestId('pager')).toBeNull();
  });

  it('shows a stored id by its record’s text and clears with the clear icon', async () => {
    const dataSource = relationSource();
    const { controller } = renderDefinition([relationField('customer', '客户')], { dataSource, initialValues: { customer: 'r4' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '客户' }).textContent).toBe('客户4'));
    expect(pageCalls(dataSource).map((call) => (call.args[1] as { ids?: string[] }).ids)).toEqual([['r4']]);
    fireEvent.click(within(screen.getByRole('combobox', { name: '客户' }).parentElement!).getByLabelText('清空', { selector: 'button' }));
    expect(controller.getValues().customer).toBeUndefined();
  });

  it('reads as a link that opens the record’s detail; as text when the screen cannot open one', async () => {
    const open = vi.fn();
    renderDefinition([relationField('customer', '客户')], {
      dataSource: relationSource({ openRelation: open }),
      mode: 'read',
      initialValues: { customer: 'r7' },
    });
    fireEvent.click(await screen.findByRole('button', { name: '客户7' }));
    expect(open).toHaveBeenCalledWith(CUSTOMER_MODEL, 'r7');
    cleanup();

    renderDefinition([relationField('customer', '客户')], {
      dataSource: relationSource(),
      mode: 'read',
      initialValues: { customer: 'r8' },
    });
    expect(await screen.findByText('客户8')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '客户8' })).toBeNull();
  });

  it('shows an id with no record as it is', async () => {
    const open = vi.fn();
    const dataSource = relationSource({ openRelation: open });
    renderDefinition([relationField('customer', '客户')], { dataSource, mode: 'read', initialValues: { customer: 'gone' } });
    expect(await screen.findByRole('button', { name: 'gone' })).toBeTruthy();
  });
});
