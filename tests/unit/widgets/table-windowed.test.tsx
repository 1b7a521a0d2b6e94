/**
 * The sub-table above WINDOW_ABOVE rows draws only the rows in view (widgets/table/WindowedRows.tsx):
 * validation, scroll-to-error, typing, row count, totals and row formulas still cover every row.
 * jsdom has no layout: the scroll box is taken as WINDOW_FALLBACK_HEIGHT high and rows as their
 * estimated height, and a scroll is a scrollTop set and a `scroll` event. Where a test needs the box
 * to be scrollable it gives it the heights a browser would (`layOut`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WINDOW_ABOVE } from '../../../widgets/table/windowing';
import { renderDefinition } from '../helpers/engine';

// jsdom has no scrollIntoView: a stub records what the reveal asks into view (removed after each test).
const intoView = vi.fn();
afterEach(() => {
  cleanup();
  if (Element.prototype.scrollIntoView === intoView) delete (Element.prototype as Partial<Element>).scrollIntoView;
  intoView.mockClear();
});

const ROWS = 500;
const f = (vModel: string, label = vModel) => ({ __vModel__: vModel, label });

const items = {
  __vModel__: 'items',
  __config__: {
    jnpfKey: 'table',
    label: '设备明细',
    showTitle: true,
    children: [
      { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '名称', required: true } },
      { __vModel__: 'price', __config__: { jnpfKey: 'inputNumber', label: '单价' } },
      { __vModel__: 'qty', __config__: { jnpfKey: 'inputNumber', label: '数量' } },
      {
        __vModel__: 'amount',
        __config__: { jnpfKey: 'calculate', label: '金额' },
        expression: [f('items.price'), '×', f('items.qty')],
        precision: 2,
      },
    ],
  },
  actionText: '添加设备',
  showSummary: true,
  summaryField: ['qty', 'amount'],
};

const grandTotal = {
  __vModel__: 'total',
  __config__: { jnpfKey: 'calculate', label: '总金额' },
  expression: [f('items.amount')],
  precision: 2,
};

/** Row i: name 设备i, price 2, qty i % 3 + 1; row 400 has no name (an error on submit). */
function rows(count = ROWS) {
  return Array.from({ length: count }, (_, i) => ({ ...(i === 400 ? {} : { name: `设备${i + 1}` }), price: 2, qty: (i % 3) + 1 }));
}
const qtySum = (count = ROWS) => Array.from({ length: count }, (_, i) => (i % 3) + 1).reduce((a, b) => a + b, 0);

const table = () => screen.getByRole('table', { name: '设备明细' });
/** The data rows drawn now, by their row number (aria-rowindex counts the head as 1). */
const drawn = () =>
  within(table())
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('data-index'))
    .map((r) => Number(r.getAttribute('data-index')));
const scrollBox = () => table().closest('.st-scroll') as HTMLElement;
/** The heights a browser gives the box: as high as the window, its content as high as all rows. */
function layOut(box: HTMLElement) {
  Object.defineProperty(box, 'clientHeight', { configurable: true, get: () => 640 });
  Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => 41 * ROWS + 80 });
}
const nameInput = (row: number) => document.querySelector<HTMLInputElement>(`[id$="_items_${row}_name"]`);

describe('windowed sub-table (500 rows)', () => {
  it('draws a window of rows, and counts and sums every row', async () => {
    const { controller } = renderDefinition([items, grandTotal], { initialValues: { items: rows() } });
    expect(ROWS).toBeGreaterThan(WINDOW_ABOVE);
    const shown = drawn();
    expect(shown[0]).toBe(0);
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(60);
    expect(nameInput(400)).toBeNull();
    // Head, 500 rows, totals.
    expect(table().getAttribute('aria-rowcount')).toBe(String(ROWS + 2));
    const summary = screen.getByTestId('table-summary');
    expect(summary.querySelector('[data-column="qty"]')!.textContent).toBe(String(qtySum()));
    // Row formulas of rows never drawn are run by the table: 金额 of every row, their sum, the grand total.
    await waitFor(() => expect((controller.getValues().items as any[])[499].amount).toBe(2 * ((499 % 3) + 1)));
    expect((controller.getValues().items as any[]).every((r, i) => r.amount === 2 * ((i % 3) + 1))).toBe(true);
    await waitFor(() => expect(summary.querySelector('[data-column="amount"]')!.textContent).toBe(String(2 * qtySum())));
    await waitFor(() => expect(controller.getValues().total).toBe(2 * qtySum()));

    // A change in a row out of view moves the totals and its own formula.
    act(() => controller.change(['items', 450, 'qty'], 100));
    expect(summary.querySelector('[data-column="qty"]')!.textContent).toBe(String(qtySum() - ((450 % 3) + 1) + 100));
    await waitFor(() => expect((controller.getValues().items as any[])[450].amount).toBe(200));

    // Adding a row counts it and shows it (scrolled to, its first cell focused).
    fireEvent.click(screen.getByRole('button', { name: '+ 添加设备' }));
    expect((controller.getValues().items as any[]).length).toBe(ROWS + 1);
    expect(table().getAttribute('aria-rowcount')).toBe(String(ROWS + 3));
    await waitFor(() => expect(document.activeElement?.id).toMatch(/_items_500_name$/));
  });

  it('reports an error in row 400 and scroll-to-error brings the row into view and focuses the cell', async () => {
    const { controller } = renderDefinition([items], { initialValues: { items: rows() } });
    expect(nameInput(400)).toBeNull();
    layOut(scrollBox());
    Element.prototype.scrollIntoView = intoView;
    let result!: ReturnType<typeof controller.submit>;
    act(() => {
      result = controller.submit();
    });
    // Validated although never drawn: reported, counted, named under the table.
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([['items', 400, 'name']]);
    expect(controller.store.errorCount()).toBe(1);
    expect(screen.getByTestId('table-errors').textContent).toContain('1 处错误，第 401 行');

    // submit() revealed the first error: the box scrolls to row 400, which is drawn and focused.
    await waitFor(() => expect(document.activeElement).toBe(nameInput(400)));
    const input = nameInput(400)!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(input.closest('[role=row]') as HTMLElement).getByRole('alert').textContent).toBe('不能为空');
    // The table scrolled its box to the row (centred), and the cell was asked into view.
    expect(scrollBox().scrollTop).toBeGreaterThan(41 * 390);
    expect(scrollBox().scrollTop).toBeLessThan(41 * 401);
    expect(intoView.mock.contexts).toContain(input);
    // The browser then reports the scroll: the window is around row 400, the first rows are gone.
    act(() => {
      fireEvent.scroll(scrollBox());
    });
    await waitFor(() => expect(drawn()).not.toContain(0));
    expect(drawn()).toContain(400);
    expect(Math.min(...drawn())).toBeGreaterThan(350);

    // Fixed there, the error is gone from the store and from the line under the table.
    fireEvent.change(input, { target: { value: '补上的名称' } });
    expect((controller.getValues().items as any[])[400].name).toBe('补上的名称');
    expect(controller.store.errorCount()).toBe(0);
    expect(screen.queryByTestId('table-errors')).toBeNull();
  });

  it('goes to the first error from the line under the table', async () => {
    const { controller } = renderDefinition([items], { initialValues: { items: rows() } });
    act(() => {
      controller.validateAll();
    });
    expect(document.activeElement).not.toBe(nameInput(400));
    fireEvent.click(within(screen.getByTestId('table-errors')).getByRole('button', { name: '定位到第一处' }));
    await waitFor(() => expect(document.activeElement).toBe(nameInput(400)));
  });

  it('takes what is typed in a windowed row, also after scrolling to it', async () => {
    const { controller } = renderDefinition([items], { initialValues: { items: rows() } });
    fireEvent.change(nameInput(3)!, { target: { value: '第四行' } });
    expect((controller.getValues().items as any[])[3].name).toBe('第四行');

    // Scrolled down by the user: rows there are drawn and take input.
    act(() => {
      scrollBox().scrollTop = 41 * 300;
      fireEvent.scroll(scrollBox());
    });
    await waitFor(() => expect(nameInput(300)).not.toBeNull());
    fireEvent.change(nameInput(300)!, { target: { value: '第三百零一行' } });
    expect((controller.getValues().items as any[])[300].name).toBe('第三百零一行');
    const qty = document.querySelector<HTMLInputElement>('[id$="_items_300_qty"]')!;
    fireEvent.focus(qty);
    fireEvent.change(qty, { target: { value: '7' } });
    fireEvent.blur(qty);
    expect((controller.getValues().items as any[])[300].qty).toBe(7);
    expect(screen.getByTestId('table-summary').querySelector('[data-column="qty"]')!.textContent).toBe(
      String(qtySum() - ((300 % 3) + 1) + 7),
    );
    // The other rows are as they were.
    expect((controller.getValues().items as any[])[299].name).toBe('设备300');
  });

  it('deletes a row out of the middle after confirmation', async () => {
    const { controller } = renderDefinition([items], { initialValues: { items: rows() } });
    fireEvent.click(screen.getByRole('button', { name: '删除 第 2 行' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect((controller.getValues().items as any[]).length).toBe(ROWS - 1));
    expect((controller.getValues().items as any[])[1].name).toBe('设备3');
    expect(table().getAttribute('aria-rowcount')).toBe(String(ROWS + 1));
  });

  it('reads every row in read mode', () => {
    renderDefinition([items], { mode: 'read', initialValues: { items: rows() } });
    expect(within(table()).getAllByRole('row')).toHaveLength(ROWS + 2);
    expect(within(table()).getByText('设备500')).toBeTruthy();
    expect(within(table()).queryByRole('textbox')).toBeNull();
  });
});
