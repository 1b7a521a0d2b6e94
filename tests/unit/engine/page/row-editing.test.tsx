/**
 * A row edited where it stands (engine/page/row-editing.ts): the screen draws that row's cells and
 * buttons, the table the rest; a row being added shows first and is never among the chosen rows; a
 * custom action can change a row in place (`patchRow`) until the next load.
 */
import '../../helpers/kinds';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import {
  createMemoryPageSource,
  EnginePage,
  type CustomActionContext,
  type PageHandlers,
  type PageRow,
  type PageSchema,
  type RowEditing,
} from '../../../../engine/page';
import { PermissionProvider } from '../../../../engine/permission/Can';
import { permissionsWith } from './fixture';

afterEach(cleanup);

const schema: PageSchema = {
  id: 'stations',
  list: { call: 'stations', paging: false },
  toolbar: { buttons: [{ id: 'add', label: '新增', action: 'add' }] },
  columns: [
    { prop: 'name', label: '站名' },
    { prop: 'area', label: '面积' },
  ],
  selection: 'multiple',
  rowActions: [{ id: 'edit', label: '编辑', action: 'edit', permission: 'btn_edit' }],
  actions: { add: { type: 'custom', handler: 'add' }, edit: { type: 'custom', handler: 'edit' } },
};

const rows: PageRow[] = [
  { id: 'a', name: '东一站', area: 20 },
  { id: 'b', name: '西一站', area: 30 },
];

/** A screen that edits the name of one row at a time in a text box, and saves it by changing the row in place. */
function EditingScreen({ buttons }: { buttons: string[] }) {
  const [editing, setEditing] = useState<{ key: string; context: CustomActionContext; name: string } | null>(null);
  const source = createMemoryPageSource({ lists: { stations: () => ({ list: rows }) } });
  const [handlers] = useState<PageHandlers>(() => ({
    actions: {
      add: (context) => setEditing({ key: 'new', context, name: '' }),
      edit: (context) => setEditing({ key: String(context.row!.id), context, name: String(context.row!.name) }),
    },
  }));
  const [stableSource] = useState(source);
  const rowEditing: RowEditing | null = editing && {
    rowKey: editing.key,
    ...(editing.key === 'new' ? { newRow: {} } : {}),
    cell: (column) =>
      column.prop === 'name' ? (
        <input aria-label="站名" value={editing.name} onChange={(event) => setEditing({ ...editing, name: event.target.value })} />
      ) : undefined,
    buttons: (
      <>
        <button
          onClick={() => {
            editing.context.patchRow(editing.key, (row) => ({ ...row, name: editing.name }));
            setEditing(null);
          }}
        >
          保存
        </button>
        <button onClick={() => setEditing(null)}>取消</button>
      </>
    ),
  };
  return (
    <ChakraProvider value={defaultSystem}>
      <PermissionProvider value={{ permissionList: permissionsWith(...buttons), modelId: 'm1' }}>
        <EnginePage schema={schema} dataSource={stableSource} notify={() => {}} handlers={handlers} language="zh" rowEditing={rowEditing} />
      </PermissionProvider>
    </ChakraProvider>
  );
}

const bodyRows = () => within(screen.getByTestId('page-table')).getAllByRole('row').slice(1);
const texts = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('a row edited where it stands', () => {
  it('draws the editor’s cells and buttons in that row only, and shows a change made in place', async () => {
    render(<EditingScreen buttons={['btn_edit']} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.click(within(bodyRows()[1]!).getByRole('button', { name: '编辑' }));
    const edited = bodyRows()[1]!;
    expect(edited.hasAttribute('data-editing')).toBe(true);
    expect((within(edited).getByLabelText('站名') as HTMLInputElement).value).toBe('西一站');
    expect(texts(edited).slice(2)).toEqual(['30', '保存取消']);
    expect(texts(bodyRows()[0]!)).toEqual(['', '东一站', '20', '编辑']);

    fireEvent.change(within(edited).getByLabelText('站名'), { target: { value: '西二站' } });
    fireEvent.click(within(edited).getByRole('button', { name: '保存' }));
    expect(texts(bodyRows()[1]!)).toEqual(['', '西二站', '30', '编辑']);
    expect(bodyRows().some((row) => row.hasAttribute('data-editing'))).toBe(false);
  });

  it('shows a row being added first, outside the rows the checkbox column chooses, with its buttons even when no other is granted', async () => {
    render(<EditingScreen buttons={[]} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    expect(bodyRows()).toHaveLength(3);
    expect(bodyRows()[0]!.hasAttribute('data-editing')).toBe(true);
    expect(within(bodyRows()[0]!).getByLabelText('站名')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeTruthy();
    expect(texts(bodyRows()[1]!)).toEqual(['', '东一站', '20', '']);

    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    const checked = bodyRows().map((row) => (within(row).getByRole('checkbox') as HTMLInputElement).checked);
    expect(checked).toEqual([false, true, true]);

    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '取消' }));
    expect(bodyRows()).toHaveLength(2);
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });
});
