/**
 * The template editor (docs/print.md "Screens"): the chosen form's fields by table, a click inserting
 * a placeholder where the cursor was (as it is, in capitals), a child table's loop table, the system
 * fields, and the body saved with the source; the insertion helpers on their own.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notice } from '../../../../api';
import type { ResourceClient } from '../../../../api/resource-client';
import { createMemoryDataSource } from '../../../../engine';
import { insertAt, loopTableHtml, placeholderOf } from '../../../../screens/print/editor-insert';
import TemplateEditor from '../../../../screens/print/TemplateEditor';
import { i18n } from '../../../../shell/i18n';
import { createMemoryPrintClient } from '../../../../stories/fixtures/print-client';
import { renderScreen } from '../render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const fields = [
  {
    id: 'headTable',
    fullName: '主表',
    children: [
      { id: 'customerName', fullName: '用户名称' },
      { id: 'heatingArea', fullName: '供热面积' },
    ],
  },
  {
    id: 'payments',
    fullName: '缴费记录',
    children: [
      { id: 'season', fullName: '供暖季' },
      { id: 'amount', fullName: '缴费金额' },
    ],
  },
];

/** The resource client of 打印模板 with the two pickers' reads (released forms, data interfaces). */
function fakeClient(sent: Record<string, unknown>[]): ResourceClient {
  const client: Partial<ResourceClient> = {
    info: async () => ({
      id: 't1',
      fullName: '缴费单',
      enCode: 'bill',
      category: '缴费',
      type: 1,
      formId: 'model-1',
      printTemplate: '<p>抬头</p>',
      sortCode: 0,
      enabledMark: 1,
    }),
    update: async (_id, body) => {
      sent.push(body);
      return { msg: '修改成功', data: null };
    },
    at: () => client as ResourceClient,
    get: async <T,>() =>
      ({ list: [{ id: 'c', fullName: '供热业务', hasChildren: true, children: [{ id: 'model-1', fullName: '热用户档案' }] }] }) as T,
    all: async () => [],
  };
  return client as ResourceClient;
}

describe('placeholders', () => {
  it('names the main record’s fields, a child table’s, and the amount wrappers', () => {
    expect(placeholderOf('headTable', 'customerName')).toBe('{customerName}');
    expect(placeholderOf('payments', 'amount')).toBe('{payments.amount}');
    expect(placeholderOf('headTable', 'heatingArea', 'amountChinese')).toBe('大写金额({heatingArea})');
    expect(placeholderOf('payments', 'amount', 'thousands')).toBe('千位分隔符({payments.amount},2)');
    const table = document.createElement('div');
    table.innerHTML = loopTableHtml(fields[1]!);
    expect([...table.querySelectorAll('tr')].map((row) => row.textContent)).toEqual([
      '供暖季缴费金额',
      '{payments.season}{payments.amount}',
    ]);
  });

  it('inserts at the kept cursor, else at the end', () => {
    const area = document.createElement('div');
    area.contentEditable = 'true';
    area.innerHTML = '<p>用户：</p><p>尾</p>';
    document.body.append(area);
    const range = document.createRange();
    range.setStart(area.firstChild!.firstChild!, 3);
    range.collapse(true);
    insertAt(area, range, { text: '{customerName}' });
    insertAt(area, null, { html: '<p>最后</p>' });
    expect(area.innerHTML).toBe('<p>用户：{customerName}</p><p>尾</p><p>最后</p>');
    area.remove();
  });
});

describe('the template editor', () => {
  it('offers the form’s fields, inserts them and a loop table, and saves the body with its source', async () => {
    const sent: Record<string, unknown>[] = [];
    const notices: Notice[] = [];
    const print = createMemoryPrintClient({ templates: [], records: {}, fields });
    const onSaved = vi.fn();
    renderScreen(
      <TemplateEditor
        client={fakeClient(sent)}
        print={print}
        formSource={createMemoryDataSource({})}
        notify={(notice) => notices.push(notice)}
        id="t1"
        onClose={() => undefined}
        onSaved={onSaved}
      />,
    );
    const editor = await screen.findByTestId('print-template-editor');
    const panel = await within(editor).findByTestId('print-field-panel');
    await waitFor(() => expect(within(panel).getByRole('group', { name: '缴费记录' })).toBeTruthy());
    expect((within(editor).getByRole('combobox', { name: '功能表单' }) as HTMLSelectElement).value).toBe('model-1');
    const body = within(editor).getByTestId('print-template-body');
    expect(body.innerHTML).toBe('<p>抬头</p>');

    fireEvent.click(within(within(panel).getByRole('group', { name: '主表' })).getByRole('button', { name: '用户名称' }));
    fireEvent.change(within(panel).getByRole('combobox', { name: '插入方式' }), { target: { value: 'amountChinese' } });
    fireEvent.click(within(within(panel).getByRole('group', { name: '主表' })).getByRole('button', { name: '供热面积' }));
    fireEvent.click(within(within(panel).getByRole('group', { name: '缴费记录' })).getByRole('button', { name: '插入子表表格' }));
    fireEvent.click(within(within(panel).getByRole('group', { name: '系统字段' })).getByRole('button', { name: '打印人' }));
    expect(body.textContent).toContain('{customerName}大写金额({heatingArea})');
    expect(body.querySelectorAll('tr')[1]!.textContent).toBe('{payments.season}{payments.amount}');
    expect(body.textContent).toContain('{systemPrinter}');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(editor).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ fullName: '缴费单', enCode: 'bill', category: '缴费', type: 1, formId: 'model-1' });
    expect(sent[0]).not.toHaveProperty('interfaceId');
    expect(String(sent[0]!.printTemplate)).toContain('<td>{payments.season}</td>');
    await vi.advanceTimersByTimeAsync(1500);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(notices).toContainEqual(expect.objectContaining({ type: 'success', message: '修改成功' }));
  });
});
