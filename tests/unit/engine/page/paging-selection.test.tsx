import '../../helpers/kinds';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createMemoryPageSource, EnginePage, memoryTable, type PageRow, type PageSchema } from '../../../../engine/page';

afterEach(cleanup);

const picker: PageSchema = {
  id: 'picker',
  list: { call: 'rules', sort: { sort: 'desc' } },
  selection: 'single',
  indexColumn: true,
  columns: [{ prop: 'fullName', label: '业务名称' }],
};

function renderPicker(onSelect: (row: PageRow | null) => void) {
  const table = memoryTable({ rows: Array.from({ length: 45 }, (_, i) => ({ id: `r${i + 1}`, fullName: `规则${i + 1}` })) });
  const source = createMemoryPageSource({ lists: { rules: (q) => table.list(q) } });
  render(
    <ChakraProvider value={defaultSystem}>
      <EnginePage schema={picker} dataSource={source} notify={() => undefined} language="zh" onSelect={onSelect} />
    </ChakraProvider>,
  );
  return source;
}

const bodyRows = () => within(screen.getByTestId('page-table')).getAllByRole('row').slice(1);

describe('paging and selection', () => {
  it('pages 20 at a time by default, newest first, numbering rows across pages, and changes the page size', async () => {
    const source = renderPicker(() => undefined);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(source.log[0]!.input).toEqual({ currentPage: 1, pageSize: 20, sort: 'desc' });
    expect(screen.getByTestId('pager').textContent).toContain('共 45 条');
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', '1', '规则45']);
    const sizes = screen.getByRole('combobox', { name: '每页条数' }) as HTMLSelectElement;
    expect([...sizes.options].map((o) => o.textContent)).toEqual(['20条/页', '50条/页', '100条/页', '500条/页', '100000条/页']);

    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]!.textContent).toBe('41');
    expect(screen.getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(sizes, { target: { value: '50' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(45));
    expect(source.log.at(-1)!.input).toMatchObject({ currentPage: 1, pageSize: 50 });
  });

  it('chooses one row with the radio and reports it', async () => {
    const chosen: (PageRow | null)[] = [];
    renderPicker((row) => chosen.push(row));
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    fireEvent.click(within(bodyRows()[2]!).getByRole('radio', { name: '选择' }));
    expect(chosen.map((r) => r?.id)).toEqual(['r43']);
    expect(bodyRows()[2]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(bodyRows()[0]!);
    expect(chosen.map((r) => r?.id)).toEqual(['r43', 'r45']);
    expect((within(bodyRows()[2]!).getByRole('radio') as HTMLInputElement).checked).toBe(false);
  });
});
