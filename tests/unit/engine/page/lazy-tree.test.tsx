import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryPageSource, type PageQuery, type PageSchema } from '../../../../engine/page';
import { renderPage } from './fixture';

afterEach(cleanup);

/** A large tree answered a level at a time: rows say hasChildren and hold none until they open. */
const levels: Record<string, { id: string; fullName: string; hasChildren: boolean }[]> = {
  '0': [
    { id: 'east', fullName: '城东片区', hasChildren: true },
    { id: 'west', fullName: '城西片区', hasChildren: false },
  ],
  east: [{ id: 'east1', fullName: '东一站', hasChildren: false }],
};

const schema: PageSchema = {
  id: 'lazy',
  list: { call: 'entries', tree: true, lazy: { param: 'parentId', pageSize: 300 } },
  columns: [{ prop: 'fullName', label: '名称' }],
};

function lazySource() {
  const source = createMemoryPageSource({
    lists: {
      entries: (query: PageQuery) => {
        const rows = levels[String(query.parentId ?? '0')] ?? [];
        return { list: rows.map((row) => ({ ...row, children: [] })), total: rows.length };
      },
    },
  });
  return { source, items: undefined as never, notices: [] };
}

const rowNames = () =>
  within(screen.getByTestId('page-table'))
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');
const toggleOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) })).getByRole('button', { name: /展开|折叠/ });

describe('a tree list whose rows load their children as they open', () => {
  it('shows closed branches, loads a row’s children once when it opens, and closes and reopens it without a call', async () => {
    const made = lazySource();
    renderPage({ schema, source: made as never });
    await waitFor(() => expect(rowNames()).toEqual(['城东片区', '城西片区']));
    expect(toggleOf('城东片区').getAttribute('aria-expanded')).toBe('false');
    // A row without children has no toggle to offer.
    expect(within(screen.getByRole('row', { name: /城西片区/ })).queryByRole('button', { name: /展开|折叠/ })).toBeNull();

    fireEvent.click(toggleOf('城东片区'));
    await waitFor(() => expect(rowNames()).toEqual(['城东片区', '东一站', '城西片区']));
    const childCalls = made.source.log.filter((call) => (call.input as PageQuery).parentId === 'east');
    expect(childCalls).toHaveLength(1);
    expect(childCalls[0]!.input).toMatchObject({ parentId: 'east', currentPage: 1, pageSize: 300 });

    fireEvent.click(toggleOf('城东片区'));
    expect(rowNames()).toEqual(['城东片区', '城西片区']);
    fireEvent.click(toggleOf('城东片区'));
    expect(rowNames()).toEqual(['城东片区', '东一站', '城西片区']);
    expect(made.source.log.filter((call) => (call.input as PageQuery).parentId === 'east')).toHaveLength(1);
  });
});
