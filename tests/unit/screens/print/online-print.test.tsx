/**
 * Printing from a generated form's screen (spec 002 section 2.8, docs/print.md): the detail viewer's
 * print button with the chooser of several templates, the preview filled with the record, its print
 * logged; 批量打印 of the chosen rows with the list's one template (no chooser); and 功能预览不支持打印
 * where the screen has no print services (功能设计's preview).
 */
import '../../helpers/kinds';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notice } from '../../../../api';
import { createMemoryDataSource } from '../../../../engine';
import { OnlineModelScreen } from '../../../../screens/online/OnlineModelScreen';
import { PrintServicesProvider } from '../../../../screens/print/print-services';
import { i18n } from '../../../../shell/i18n';
import { createMemoryOnlineClient } from '../../../../stories/fixtures/online-client';
import { createMemoryPrintClient } from '../../../../stories/fixtures/print-client';
import { renderScreen } from '../render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const formData = {
  popupType: 'general',
  hasPrintBtn: true,
  printButtonText: '打印单据',
  printId: 'bill,receipt',
  fields: [{ __vModel__: 'name', __config__: { jnpfKey: 'comInput', label: '用户名称' } }],
};

const columnData = {
  type: 1,
  columnList: [{ prop: 'name', label: '用户名称' }],
  btnsList: [{ value: 'batchPrint', label: '批量打印' }],
  columnBtnsList: [{ value: 'detail', label: '详情' }],
  printIds: ['bill'],
};

const templates = [
  {
    id: 'bill',
    fullName: '缴费单',
    printTemplate: '<p>缴费单：{name}</p><table><tbody><tr><td>{payments.season}</td></tr></tbody></table>',
  },
  { id: 'receipt', fullName: '收据', printTemplate: '<p>收据：{name}，大写金额({total})</p>' },
];

const records = {
  a: { name: '张三', total: 2316, payments: [{ season: '2024-2025' }, { season: '2025-2026' }] },
  b: { name: '李四', total: 80, payments: [] },
};

function renderPrinting(withServices = true) {
  const notices: Notice[] = [];
  const notify = (notice: Notice) => notices.push(notice);
  const client = createMemoryOnlineClient({
    config: { fullName: '热用户档案', formData, columnData },
    rows: [
      { id: 'a', name: '张三' },
      { id: 'b', name: '李四' },
    ],
    notify,
  });
  const print = createMemoryPrintClient({ templates, records, notify });
  const screenUi = (
    <OnlineModelScreen client={client} modelId="model-1" menuId="menu-1" formSource={createMemoryDataSource({})} notify={notify} />
  );
  renderScreen(
    withServices ? <PrintServicesProvider value={{ client: print, printer: '张伟/zhangwei' }}>{screenUi}</PrintServicesProvider> : screenUi,
  );
  return { print, notices };
}

const rowOf = (name: string) =>
  within(screen.getByTestId('page-table'))
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name, { exact: true }) && row.closest('tbody'))!;

describe('printing from a generated form', () => {
  it('prints a record from its detail: the chooser of the form’s templates, the filled preview, the log', async () => {
    const printed = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { print } = renderPrinting();
    await waitFor(() => expect(rowOf('张三')).toBeTruthy());
    fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '详情' }));
    const detail = await screen.findByTestId('online-detail');
    const button = within(detail).getByRole('button', { name: '打印单据' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);

    const chooser = await screen.findByTestId('print-chooser');
    expect(within(chooser).getByText('选择打印模板')).toBeTruthy();
    expect(
      within(chooser)
        .getAllByRole('button', { name: /缴费单|收据/ })
        .map((item) => item.textContent),
    ).toEqual(['缴费单', '收据']);
    fireEvent.click(within(chooser).getByRole('button', { name: '收据' }));

    const preview = await screen.findByTestId('print-preview');
    const sheets = within(preview).getAllByTestId('print-sheet');
    expect(sheets.map((sheet) => sheet.textContent)).toEqual(['收据：张三，贰仟叁佰壹拾陆元整']);
    expect(within(preview).getByText('打印预览 - 收据')).toBeTruthy();
    // The sheets are printed from the print root, outside every dialog.
    expect(document.querySelectorAll('#print-root .print-sheet')).toHaveLength(1);
    fireEvent.click(within(preview).getByRole('button', { name: '打 印' }));
    expect(printed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(print.logs).toEqual([{ printTitle: '收据', printNum: 1, printId: 'receipt' }]));
  });

  it('prints the chosen rows with the list’s one template, a sheet each, without a chooser', async () => {
    const { notices } = renderPrinting();
    await waitFor(() => expect(rowOf('李四')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '批量打印' }));
    await waitFor(() => expect(notices.at(-1)).toMatchObject({ type: 'warning', message: '请选择一条数据' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    fireEvent.click(screen.getByRole('button', { name: '批量打印' }));
    const preview = await screen.findByTestId('print-preview');
    expect(screen.queryByTestId('print-chooser')).toBeNull();
    const sheets = within(preview).getAllByTestId('print-sheet');
    expect(sheets).toHaveLength(2);
    expect(sheets[0]!.querySelectorAll('tr')).toHaveLength(2);
    expect(sheets[1]!.textContent).toBe('缴费单：李四');
  });

  it('says 功能预览不支持打印 where the screen has no print services (功能设计’s preview)', async () => {
    const { notices } = renderPrinting(false);
    await waitFor(() => expect(rowOf('张三')).toBeTruthy());
    fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '详情' }));
    const detail = await screen.findByTestId('online-detail');
    const button = within(detail).getByRole('button', { name: '打印单据' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(notices.at(-1)).toMatchObject({ type: 'warning', message: '功能预览不支持打印' }));
    expect(screen.queryByTestId('print-chooser')).toBeNull();
  });
});
