/** A page's bound params (an advanced query the screen holds) change the list's query, from its first page. */
import '../../helpers/kinds';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createMemoryPageSource, EnginePage, memoryTable, type PageSchema } from '../../../../engine/page';

afterEach(cleanup);

const page: PageSchema = {
  id: 'filtered',
  list: { call: 'rules', params: { wanted: '$param.wanted' } },
  columns: [{ prop: 'fullName', label: '业务名称' }],
};

const table = memoryTable({ rows: Array.from({ length: 45 }, (_, i) => ({ id: `r${i + 1}`, fullName: `规则${i + 1}` })) });
const source = () => createMemoryPageSource({ lists: { rules: (q) => table.list(q) } });

function Page({ params, dataSource }: { params: Record<string, unknown>; dataSource: ReturnType<typeof source> }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <EnginePage schema={page} dataSource={dataSource} params={params} notify={() => undefined} language="zh" />
    </ChakraProvider>
  );
}

describe('bound params', () => {
  it('send a new query from the first page when they change', async () => {
    const dataSource = source();
    const { rerender } = render(<Page params={{}} dataSource={dataSource} />);
    await waitFor(() => expect(within(screen.getByTestId('page-table')).getAllByRole('row')).toHaveLength(21));
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(dataSource.log.at(-1)!.input).toMatchObject({ currentPage: 3 }));
    rerender(<Page params={{ wanted: 'x' }} dataSource={dataSource} />);
    await waitFor(() => expect(dataSource.log.at(-1)!.input).toEqual({ wanted: 'x', currentPage: 1, pageSize: 20 }));
    const queries = dataSource.log.map((call) => call.input as Record<string, unknown>);
    expect(queries.some((query) => query.wanted === 'x' && query.currentPage === 3)).toBe(false);
  });
});
