import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { makeSource, renderPage } from './fixture';

afterEach(cleanup);

describe('side tree: the category chosen at first', () => {
  it('chooses the first category that holds entries itself (the first leaf), not a grouping category above it', async () => {
    // 系统字典 only groups categories, as the seeded dictionary does; its first child 供热片区 has entries.
    const source = makeSource([
      {
        id: 'root',
        fullName: '系统字典',
        enCode: 'system',
        isTree: 0,
        children: [
          { id: 't1', fullName: '供热片区', enCode: 'district', isTree: 1, children: [] },
          { id: 't2', fullName: '用户类型', enCode: 'userType', isTree: 0, children: [] },
        ],
      },
    ]);
    renderPage({ source });
    await waitFor(() => expect(screen.getByRole('treeitem', { name: '供热片区' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('treeitem', { name: '系统字典' }).getAttribute('aria-selected')).toBe('false');
    const table = screen.getByTestId('page-table');
    await waitFor(() => expect(within(table).getByText('城东片区')).toBeTruthy());
    expect(within(table).queryByText('暂无数据')).toBeNull();
  });
});
