import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const rowsOf = (values: Record<string, unknown>) => values.items as any[];

// Whole forms with dialogs: slower than a bare widget on a busy machine.

const f = (vModel: string, label = vModel) => ({ __vModel__: vModel, label });

function items(generation: 'old' | 'new') {
  const old = generation === 'old';
  return {
    __vModel__: 'items',
    __config__: {
      jnpfKey: 'table',
      label: '设备明细',
      showTitle: true,
      layout: 'rowFormItem',
      tableName: 'heat_item',
      children: [
        {
          __vModel__: 'name',
          __config__: { jnpfKey: old ? 'comInput' : 'input', label: '名称', required: true, tableName: 'heat_item', columnWidth: 160 },
        },
        {
          __vModel__: 'code',
          __config__: {
            jnpfKey: old ? 'comInput' : 'input',
            label: '编码',
            tableName: 'heat_item',
            regList: [{ pattern: '/^[A-Z]+$/', message: '编码只能是大写字母' }],
          },
        },
        { __vModel__: 'price', __config__: { jnpfKey: old ? 'numInput' : 'inputNumber', label: '单价', tableName: 'heat_item' } },
        { __vModel__: 'qty', __config__: { jnpfKey: old ? 'numInput' : 'inputNumber', label: '数量', tableName: 'heat_item' } },
        {
          __vModel__: 'amount',
          __config__: { jnpfKey: 'calculate', label: '金额', tableName: 'heat_item' },
          expression: [f('items.price'), '×', f('items.qty')],
          precision: 2,
        },
      ],
    },
    actionText: '添加设备',
    [old ? 'show-summary' : 'showSummary']: true,
    summaryField: ['qty', 'amount'],
    thousands: true,
  };
}

const grandTotal = {
  __vModel__: 'total',
  __config__: { jnpfKey: 'calculate', label: '总金额' },
  expression: [f('items.amount', '设备明细.金额')],
  precision: 2,
};

describe.each([
  ['old generation', 'old' as const],
  ['new generation', 'new' as const],
])('table kind (%s)', (_, generation) => {
  it('compiles rows of the child fields with their own rules', () => {
    const form = compileJnpfForm({ fields: [items(generation)] });
    const schema = form.schema.properties?.items as any;
    expect(schema.type).toBe('array');
    expect(Object.keys(schema.items.properties)).toEqual(['name', 'code', 'price', 'qty', 'amount']);
    expect(schema.items.required).toEqual(['name']);
    expect(schema.default).toEqual([]);
    const field = form.fields.get('items')!;
    expect(field.children?.map((c) => c.kind)).toEqual(['input', 'input', 'inputNumber', 'inputNumber', 'calculate']);
    expect(field.options).toMatchObject({
      actionText: '添加设备',
      showSummary: true,
      summaryField: ['qty', 'amount'],
      looks: { name: { width: 160 } },
    });
    expect(form.issues).toEqual([]);
  });

  it('adds blank rows, validates each cell and blocks submit while any cell is invalid', async () => {
    const { controller } = renderDefinition([items(generation)]);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '+ 添加设备' }));
    fireEvent.click(screen.getByRole('button', { name: '+ 添加设备' }));
    // Blank rows; the row formula has already written its 0.
    expect(controller.getValues().items).toEqual([{ amount: 0 }, { amount: 0 }]);

    let result!: ReturnType<typeof controller.submit>;
    act(() => {
      result = controller.submit();
    });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      ['items', 0, 'name'],
      ['items', 1, 'name'],
    ]);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['不能为空', '不能为空']);

    const table = screen.getByRole('table', { name: '设备明细' });
    const row0 = within(table).getAllByRole('row')[1]!;
    const [name0, code0] = within(row0).getAllByRole('textbox');
    fireEvent.change(name0!, { target: { value: '换热器' } });
    fireEvent.change(code0!, { target: { value: 'abc' } });
    expect(within(row0).getByRole('alert').textContent).toBe('编码只能是大写字母');
    fireEvent.change(code0!, { target: { value: 'HX' } });
    expect(within(row0).queryByRole('alert')).toBeNull();
    expect(controller.getValues().items).toEqual([{ name: '换热器', code: 'HX', amount: 0 }, { amount: 0 }]);
  });

  it('deletes a row after confirmation and keeps the errors with their rows', async () => {
    const { controller } = renderDefinition([items(generation)], { initialValues: { items: [{ name: 'A' }, {}, { name: 'C' }] } });
    act(() => {
      controller.submit();
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '删除 第 1 行' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('此操作将永久删除该数据, 是否继续?');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(controller.getValues().items).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: '删除 第 1 行' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(rowsOf(controller.getValues()).map((r: any) => r.name)).toEqual([undefined, 'C']));
    // The empty row (now the first) keeps its message; nothing is shown for row 2.
    expect(controller.store.getErrors(['items', 0, 'name'])).toEqual(['不能为空']);
    expect(controller.store.getErrors(['items', 1, 'name'])).toBeUndefined();
  });

  it('removeRow moves values, messages and the checked state of later rows up', () => {
    const { controller } = renderDefinition([items(generation)], {
      initialValues: { items: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] },
    });
    act(() => controller.change(['items', 2, 'name'], undefined));
    expect(controller.store.getErrors(['items', 2, 'name'])).toEqual(['不能为空']);
    act(() => controller.removeRow('items', 0));
    expect(rowsOf(controller.getValues()).map((r: any) => r.name)).toEqual(['B', undefined]);
    expect(controller.store.getErrors(['items', 1, 'name'])).toEqual(['不能为空']);
    expect(controller.store.getErrors(['items', 2, 'name'])).toBeUndefined();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['不能为空']);
    // Checked cells are validated again in a new language: the moved one, not the row that is gone.
    act(() => controller.setLanguage('en'));
    expect(controller.store.getErrors(['items', 1, 'name'])).toEqual(['Cannot be empty']);
    expect(controller.store.errorKeys()).toHaveLength(1);
    act(() => controller.removeRow('items', 5));
    expect(rowsOf(controller.getValues())).toHaveLength(2);
  });

  it('sums only summary columns in the 合计 row, calculates per row and sums a column outside the table', async () => {
    const { controller } = renderDefinition([items(generation), grandTotal], {
      initialValues: {
        items: [
          { name: 'A', price: 1000.5, qty: 2 },
          { name: 'B', price: 0.1, qty: 'x' },
          { name: 'C', price: 3, qty: 1 },
        ],
      },
    });
    await waitFor(() => expect(rowsOf(controller.getValues())[0].amount).toBe(2001));
    expect(rowsOf(controller.getValues()).map((r: any) => r.amount)).toEqual([2001, 0, 3]);
    await waitFor(() => expect(controller.getValues().total).toBe(2004));
    const summary = screen.getByTestId('table-summary');
    expect(summary.querySelector('[role=cell]')!.textContent).toBe('合计');
    expect(summary.querySelector('[data-column="qty"]')!.textContent).toBe('3');
    expect(summary.querySelector('[data-column="amount"]')!.textContent).toBe('2,004');
    expect(summary.querySelector('[data-column="price"]')!.textContent).toBe('');

    act(() => controller.change(['items', 1, 'qty'], 2.5));
    await waitFor(() => expect(rowsOf(controller.getValues())[1].amount).toBe(0.25));
    expect(summary.querySelector('[data-column="qty"]')!.textContent).toBe('5.50');
    await waitFor(() => expect(controller.getValues().total).toBe(2004.25));
  });

  it('shows the rows as text in read mode', () => {
    renderDefinition([items(generation)], {
      mode: 'read',
      initialValues: { items: [{ name: '换热器', code: 'HX', price: 2, qty: 3, amount: 6 }] },
    });
    const table = screen.getByRole('table', { name: '设备明细' });
    expect(within(table).queryByRole('textbox')).toBeNull();
    expect(within(table).getByText('换热器')).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('table-summary').textContent).toContain('合计');
  });
});
