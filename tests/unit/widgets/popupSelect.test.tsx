import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { compileJnpfForm, createMemoryDataSource, fieldKinds, type CompiledField } from '../../../engine';
import { customerField, popupSource } from '../../../stories/fixtures/popup-data-source';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const openDialog = async (label: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  return screen.findByRole('dialog', { name: '选择客户' });
};
const names = (box: HTMLElement) =>
  within(within(box).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
const pageCalls = (dataSource: ReturnType<typeof popupSource>) =>
  dataSource.calls.filter((call) => call.method === 'popupPage' && !call.aborted);

describe('popup select (popupSelect)', () => {
  it('compiles the V3 props without reports; a string id, or a list when multiple; not searchable', () => {
    const form = compileJnpfForm({ fields: [customerField('one', '客户'), customerField('many', '客户们', { multiple: true })] });
    expect(form.issues).toEqual([]);
    expect(form.schema.properties?.one).toMatchObject({ type: 'string' });
    expect(form.schema.properties?.many).toMatchObject({ type: 'array' });
    expect(fieldKinds.get('popupSelect')?.searchMatch).toBeUndefined();
  });

  it('opens the dialog on a page of 20 rows with index and columns, searches, pages, and stores the chosen id', async () => {
    const dataSource = popupSource();
    const { controller, rerenderMode } = renderDefinition([customerField('customer', '客户')], { dataSource });
    const box = await openDialog('客户');
    await waitFor(() => expect(names(box)).toHaveLength(20));
    expect(
      within(box)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['选择', '序号', '客户名称', '电话']);
    expect(within(box).getByText('共 25 条', { exact: false })).toBeTruthy();

    fireEvent.click(within(box).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(names(box)).toEqual(['客户21', '客户22', '客户23', '客户24', '客户25']));
    expect(within(within(box).getAllByRole('row')[1]!).getAllByRole('cell')[1]!.textContent).toBe('21');

    fireEvent.change(within(box).getByRole('textbox', { name: '关键词' }), { target: { value: '客户2' } });
    fireEvent.click(within(box).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(names(box)).toEqual(['客户2', '客户20', '客户21', '客户22', '客户23', '客户24', '客户25']));
    expect(pageCalls(dataSource).at(-1)?.args[0]).toMatchObject({
      keyword: '客户2',
      currentPage: 1,
      pageSize: 20,
      columnOptions: ['F_Name', 'F_Phone'],
    });

    fireEvent.click(within(box).getByRole('radio', { name: '选择 客户20' }));
    fireEvent.click(within(box).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(controller.getValues().customer).toBe('c20');
    expect(screen.getByRole('combobox', { name: '客户' }).textContent).toBe('客户20');
    // The chosen row is remembered: its text needs no call.
    expect(dataSource.calls.some((call) => call.method === 'popupByIds')).toBe(false);
    rerenderMode('read');
    expect(await screen.findByText('客户20')).toBeTruthy();
  });

  it('resets the keyword and asks the page again with the refresh icon', async () => {
    const dataSource = popupSource();
    renderDefinition([customerField('customer', '客户')], { dataSource });
    const box = await openDialog('客户');
    fireEvent.change(within(box).getByRole('textbox', { name: '关键词' }), { target: { value: '客户25' } });
    fireEvent.keyDown(within(box).getByRole('textbox', { name: '关键词' }), { key: 'Enter' });
    await waitFor(() => expect(names(box)).toEqual(['客户25']));
    fireEvent.click(within(box).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(names(box)).toHaveLength(20));
    expect((within(box).getByRole('textbox', { name: '关键词' }) as HTMLInputElement).value).toBe('');
    const before = pageCalls(dataSource).length;
    fireEvent.click(within(box).getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(pageCalls(dataSource).length).toBe(before + 1));
  });

  it('ignores 确定 with nothing checked in single mode; 取消 keeps the value', async () => {
    const { controller } = renderDefinition([customerField('customer', '客户')], { dataSource: popupSource() });
    const box = await openDialog('客户');
    await waitFor(() => expect(names(box)).toHaveLength(20));
    fireEvent.click(within(box).getByRole('button', { name: '确定' }));
    expect(screen.getByRole('dialog', { name: '选择客户' })).toBeTruthy();
    fireEvent.click(within(box).getByRole('radio', { name: '选择 客户3' }));
    fireEvent.click(within(box).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(controller.getValues().customer).toBeUndefined();
  });

  it('asks all rows (10000) without paging; the title defaults to 选择数据; a drawer when popupType says so', async () => {
    const dataSource = popupSource();
    renderDefinition([customerField('customer', '客户', { hasPage: false, popupTitle: '', popupType: 'drawer' })], { dataSource });
    fireEvent.click(screen.getByRole('combobox', { name: '客户' }));
    const box = await screen.findByRole('dialog', { name: '选择数据' });
    await waitFor(() => expect(names(box)).toHaveLength(25));
    expect(pageCalls(dataSource).at(-1)?.args[0]).toMatchObject({ currentPage: 1, pageSize: 10000 });
    expect(within(box).queryByTestId('pager')).toBeNull();
  });

  it('shows stored ids by their rows, asked once for all fields of the form; clears with the clear icon', async () => {
    const dataSource = popupSource();
    const { controller } = renderDefinition([customerField('a', '甲'), customerField('b', '乙', { clearable: false })], {
      dataSource,
      initialValues: { a: 'c4', b: 'c5' },
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '甲' }).textContent).toBe('客户4'));
    expect(screen.getByRole('combobox', { name: '乙' }).textContent).toBe('客户5');
    const lookups = dataSource.calls.filter((call) => call.method === 'popupByIds');
    expect(lookups.map((call) => (call.args[0] as { ids: string[] }).ids)).toEqual([['c4', 'c5']]);
    expect(within(screen.getByRole('combobox', { name: '乙' }).parentElement!).queryByLabelText('清空', { selector: 'button' })).toBeNull();
    // The clear icon is there (shown while hovered: CSS, spec 002 section 4.2).
    fireEvent.click(within(screen.getByRole('combobox', { name: '甲' }).parentElement!).getByLabelText('清空', { selector: 'button' }));
    expect(controller.getValues().a).toBeUndefined();
  });

  it('chooses several rows with checkboxes when multiple; a tag removed changes the value at once', async () => {
    const { controller } = renderDefinition([customerField('many', '客户', { multiple: true })], {
      dataSource: popupSource(),
      initialValues: { many: ['c1'] },
    });
    await waitFor(() => expect(screen.getByText('客户1')).toBeTruthy());
    const box = await openDialog('客户');
    await waitFor(() => expect(names(box)).toHaveLength(20));
    expect((within(box).getByRole('checkbox', { name: '选择 客户1' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(box).getByRole('checkbox', { name: '选择 客户2' }));
    fireEvent.click(within(box).getByRole('checkbox', { name: '选择 客户3' }));
    fireEvent.click(within(box).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(controller.getValues().many).toEqual(['c1', 'c2', 'c3']));
    fireEvent.click(screen.getByRole('button', { name: '清空 客户2' }));
    expect(controller.getValues().many).toEqual(['c1', 'c3']);
  });

  it('copies fields of the chosen row into the form by transferList', async () => {
    const { controller } = renderDefinition(
      [
        customerField('customer', '客户', {}, { transferList: [{ sourceValue: 'F_Phone', targetField: 'phone' }] }),
        { __vModel__: 'phone', __config__: { jnpfKey: 'input', label: '电话' } },
      ],
      { dataSource: popupSource() },
    );
    const box = await openDialog('客户');
    await waitFor(() => expect(names(box)).toHaveLength(20));
    fireEvent.click(within(box).getByRole('radio', { name: '选择 客户7' }));
    fireEvent.click(within(box).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(controller.getValues().phone).toBe('13800000007'));
  });

  it('passes the templateJson parameters with the form’s values, a sub-table row’s own for table-field', async () => {
    const dataSource = popupSource();
    const param = (relationField: string) => [{ field: 'area', relationField, defaultValue: '', dataType: 'varchar' }];
    renderDefinition(
      [
        { __vModel__: 'area', __config__: { jnpfKey: 'input', label: '片区' } },
        {
          __vModel__: 'lines',
          __config__: {
            jnpfKey: 'table',
            label: '明细',
            children: [
              { __vModel__: 'zone', __config__: { jnpfKey: 'input', label: '区' } },
              customerField('who', '行客户', { templateJson: param('lines-zone') }),
            ],
          },
        },
        customerField('customer', '客户', { templateJson: param('area') }),
      ],
      { dataSource, initialValues: { area: '城东', lines: [{ zone: '城西' }] } },
    );
    await openDialog('客户');
    await waitFor(() =>
      expect(pageCalls(dataSource).at(-1)?.args[0]).toMatchObject({ paramList: [{ field: 'area', defaultValue: '城东' }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const top = screen.getByRole('combobox', { name: '客户' });
    fireEvent.click(screen.getAllByRole('combobox').find((box) => box !== top)!);
    await screen.findByRole('dialog', { name: '选择客户' });
    await waitFor(() =>
      expect(pageCalls(dataSource).at(-1)?.args[0]).toMatchObject({ paramList: [{ field: 'area', defaultValue: '城西' }] }),
    );
  });

  it('without popup calls shows the stored value and opens nothing', async () => {
    renderDefinition([customerField('customer', '客户')], { dataSource: createMemoryDataSource(), initialValues: { customer: 'c9' } });
    const control = screen.getByRole('combobox', { name: '客户' });
    expect(control.textContent).toBe('c9');
    fireEvent.click(control);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the text in a list cell, from the row by ids', async () => {
    const field = compileJnpfForm({ fields: [customerField('customer', '客户')] }).fields.get('customer') as CompiledField;
    const Cell = fieldKinds.get('popupSelect')!.Cell!;
    render(
      <ChakraProvider value={defaultSystem}>
        <div data-testid="cell">
          <Cell value="c11" field={field} dataSource={popupSource()} row={{ customer: 'c11' }} />
        </div>
      </ChakraProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('cell').textContent).toBe('客户11'));
  });
});
