import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResourceClient } from '../../../../api/resource-client';
import type { DictionaryApi } from '../../../../api/dictionary-client';
import { BillRulePicker } from '../../../../screens/system/bill-rule/BillRulePicker';
import { i18n } from '../../../../shell/i18n';
import { renderScreen } from '../render-screen';

afterEach(cleanup);
beforeAll(() => i18n.changeLanguage('zh'));

const rules = [
  { id: 'r1', fullName: '工单编号', enCode: 'WorkOrder', startNumber: '0001', category: 'c1' },
  { id: 'r2', fullName: '收费单号', enCode: 'ChargeBill', startNumber: '000001', category: 'c2' },
];

describe('bill-rule picker', () => {
  it('lists enabled rules 20 a page by category, and hands the chosen one over on confirm', async () => {
    // The picker's page of enabled rules: `GET BillRule/Selector` through the resource client.
    const selector = vi.fn(async (subPath: string, query: { categoryId?: string } = {}) => {
      expect(subPath).toBe('/Selector');
      const list = rules.filter((r) => !query.categoryId || r.category === query.categoryId);
      return { list, pagination: { currentPage: 1, pageSize: 20, total: list.length } };
    });
    const client = { get: selector } as unknown as ResourceClient;
    const dictionaryApi = {
      dataSelector: vi.fn(async () => [
        { id: 'c1', fullName: '工单业务' },
        { id: 'c2', fullName: '收费业务' },
      ]),
    } as unknown as DictionaryApi;
    const onSelect = vi.fn();
    const onClose = vi.fn();
    renderScreen(
      <BillRulePicker client={client} dictionaryApi={dictionaryApi} notify={() => undefined} onSelect={onSelect} onClose={onClose} />,
    );
    const picker = await screen.findByTestId('bill-rule-picker');
    expect(within(picker).getByText('单据规则')).toBeTruthy();
    await waitFor(() => expect(within(picker).getByText('收费单号')).toBeTruthy());
    expect(selector).toHaveBeenCalledWith('/Selector', expect.objectContaining({ currentPage: 1, pageSize: 20, sort: 'desc' }));
    for (const header of ['序号', '业务名称', '业务编码', '流水起始'])
      expect(within(picker).getByRole('columnheader', { name: header })).toBeTruthy();

    fireEvent.click(within(picker).getByRole('treeitem', { name: '工单业务' }));
    await waitFor(() => expect(within(picker).queryByText('收费单号')).toBeNull());
    expect(selector).toHaveBeenLastCalledWith('/Selector', expect.objectContaining({ categoryId: 'c1' }));
    const confirm = within(picker).getByRole('button', { name: '确定' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(picker).getByRole('radio', { name: '选择' }));
    fireEvent.click(confirm);
    expect(onSelect).toHaveBeenCalledWith({ id: 'r1', enCode: 'WorkOrder', fullName: '工单编号' });
    expect(onClose).toHaveBeenCalled();
  });
});
