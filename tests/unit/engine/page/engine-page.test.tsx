import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allButtons, permissionsWith, renderPage } from './fixture';

afterEach(cleanup);

const rowNames = () =>
  screen
    .getAllByTestId('page-table')
    .flatMap((t) => within(t).queryAllByRole('row').slice(1))
    .map((r) => r.querySelector('td')?.textContent ?? '');

describe('EnginePage', () => {
  it('selects the first category, loads its entries as an open tree and collapses and expands them', async () => {
    const { source } = renderPage();
    await waitFor(() => expect(rowNames()).toEqual(['城东片区', '东一站']));
    expect(screen.getByRole('treeitem', { name: '供热片区' }).getAttribute('aria-selected')).toBe('true');
    expect(source.log.find((c) => c.name === 'items')?.input).toMatchObject({ typeId: 't1', isTree: 1 });
    fireEvent.click(screen.getByRole('button', { name: '折叠全部' }));
    expect(rowNames()).toEqual(['城东片区']);
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    expect(rowNames()).toEqual(['城东片区', '东一站']);
  });

  it('applies the selected category and the keyword search, and resets it', async () => {
    const { source } = renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    fireEvent.click(screen.getByRole('treeitem', { name: '用户类型' }));
    await waitFor(() => expect(rowNames()).toEqual(['居民']));
    expect(screen.queryByRole('button', { name: '展开全部' })).toBeNull();
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '不存在' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
    expect(source.log.at(-1)?.input).toMatchObject({ keyword: '不存在', typeId: 't2' });
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(rowNames()).toEqual(['居民']));
  });

  it('filters the side tree by the typed text and says 无数据 when nothing matches', async () => {
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    const filter = screen.getByLabelText('输入关键字进行过滤');
    fireEvent.change(filter, { target: { value: '用户' } });
    expect(screen.getAllByRole('treeitem').map((item) => item.textContent)).toEqual(['用户类型']);
    fireEvent.change(filter, { target: { value: '没有' } });
    expect(screen.queryAllByRole('treeitem')).toHaveLength(0);
    expect(within(screen.getByTestId('side-tree')).getByText('无数据')).toBeTruthy();
  });

  it('removes buttons whose permission code the user lacks', async () => {
    renderPage({ permissions: permissionsWith('btn_edit') });
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: '编辑' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新建' })).toBeNull();
  });

  it('keeps every button with all codes', async () => {
    renderPage({ permissions: allButtons });
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: '新建' })).toBeTruthy();
  });
});
