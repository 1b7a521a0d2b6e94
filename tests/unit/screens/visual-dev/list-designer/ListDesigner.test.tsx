/**
 * 列表设计 as a designer uses it: fields picked for the columns and the search, a column set in its row,
 * the layout grouped by a field, buttons and permissions switched, each change written into `columnData`
 * as JNPF's designer stores it, with the live preview drawing the list over sample records; a stored
 * list opened and left alone is not rewritten.
 */
import '../../../helpers/kinds';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryDataSource } from '../../../../../engine';
import { ListDesigner, type ListDesignerSources } from '../../../../../screens/visual-dev/list-designer/ListDesigner';
import { i18n } from '../../../../../shell/i18n';
import { renderScreen } from '../../render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/** A 3.4.7 form: who inspected, the station (a static select), the pressure, an upload, a sub-table. */
const formData = JSON.stringify({
  fields: [
    { __vModel__: 'inspector', __config__: { jnpfKey: 'comInput', label: '巡检人', span: 12 } },
    {
      __vModel__: 'station',
      __config__: { jnpfKey: 'select', label: '换热站', dataType: 'static' },
      __slot__: {
        options: [
          { id: 'east', fullName: '东站' },
          { id: 'west', fullName: '西站' },
        ],
      },
      props: { props: { label: 'fullName', value: 'id' } },
    },
    { __vModel__: 'pressure', __config__: { jnpfKey: 'numInput', label: '压力' } },
    { __vModel__: 'photos', __config__: { jnpfKey: 'uploadImg', label: '照片' } },
    {
      __vModel__: 'parts',
      __config__: {
        jnpfKey: 'table',
        label: '更换部件',
        children: [{ __vModel__: 'partName', __config__: { jnpfKey: 'comInput', label: '部件' } }],
      },
    },
  ],
});

const sources: ListDesignerSources = {
  dictionaryTypes: async () => [{ value: 'd1', label: '片区' }],
  dataInterfaces: async () => [{ value: 'i1', label: '站点树' }],
};

function Harness({ initial, changes }: { initial: string; changes: string[] }) {
  const [columnData, setColumnData] = useState(initial);
  return (
    <div style={{ height: 900, display: 'flex' }}>
      <ListDesigner
        formData={formData}
        columnData={columnData}
        onChange={(text) => {
          changes.push(text);
          setColumnData(text);
        }}
        sources={sources}
        formSource={createMemoryDataSource({})}
        notify={vi.fn()}
      />
    </div>
  );
}

function setup(initial = '') {
  const changes: string[] = [];
  renderScreen(<Harness initial={initial} changes={changes} />);
  const last = () => JSON.parse(changes.at(-1)!) as Record<string, any>;
  return { changes, last };
}

const panel = () => screen.getByTestId('list-designer');
const columnsTable = () => screen.getByTestId('list-designer-columns');
const columnRow = (label: string) =>
  within(within(columnsTable()).getByRole('list'))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(label))!;

describe('the list designer', () => {
  it('picks columns and search fields from the form as JNPF stores them, sets a column, and previews the list', async () => {
    const { changes, last } = setup();
    // Columns offered: not the upload (3.4.7 shows no files); the sub-table's column by its table.
    const offered = within(panel()).getByRole('list', { name: '可选列表字段' });
    expect(within(offered).queryByRole('checkbox', { name: '照片' })).toBeNull();
    fireEvent.click(within(offered).getByRole('checkbox', { name: '巡检人' }));
    fireEvent.click(within(offered).getByRole('checkbox', { name: '压力' }));
    fireEvent.click(within(offered).getByRole('checkbox', { name: '更换部件-部件' }));
    expect(changes).toHaveLength(3);
    const list = last();
    // A fresh 3.4.7 list: its defaults, then the columns with the field spread in.
    expect(list).toMatchObject({ type: 1, defaultSidx: '', sort: 'desc', hasPage: true, pageSize: 20 });
    expect(list.btnsList).toEqual([{ value: 'add', icon: 'el-icon-plus', label: '新增' }]);
    expect(list.columnList.map((item: { prop: string }) => item.prop)).toEqual(['inspector', 'pressure', 'parts-partName']);
    expect(list.columnList[0]).toEqual({
      label: '巡检人',
      prop: 'inspector',
      fixed: 'none',
      align: 'left',
      jnpfKey: 'comInput',
      sortable: false,
      width: null,
      __vModel__: 'inspector',
      __config__: { jnpfKey: 'comInput', label: '巡检人', span: 12 },
    });

    // The column's row: width, alignment, frozen, sortable (a sub-table column may not be sorted by).
    const pressure = columnRow('压力');
    fireEvent.change(within(pressure).getByLabelText('宽度'), { target: { value: '120' } });
    fireEvent.change(within(pressure).getByLabelText('对齐'), { target: { value: 'right' } });
    fireEvent.change(within(pressure).getByLabelText('冻结'), { target: { value: 'left' } });
    fireEvent.click(within(pressure).getByLabelText('排序'));
    expect(last().columnList[1]).toMatchObject({ prop: 'pressure', width: 120, align: 'right', fixed: 'left', sortable: true });
    expect((within(columnRow('更换部件-部件')).getByLabelText('排序') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(columnRow('更换部件-部件')).getByRole('button', { name: '移除 更换部件-部件' }));
    expect(last().columnList.map((item: { prop: string }) => item.prop)).toEqual(['inspector', 'pressure']);

    // Search: the station, equal; the inspector, fuzzy by default and switched to equal.
    fireEvent.click(within(panel()).getByRole('tab', { name: '查询字段' }));
    const searchable = await within(panel()).findByRole('list', { name: '可选查询字段' });
    expect(within(searchable).queryByRole('checkbox', { name: '更换部件-部件' })).toBeNull();
    fireEvent.click(within(searchable).getByRole('checkbox', { name: '换热站' }));
    fireEvent.click(within(searchable).getByRole('checkbox', { name: '巡检人' }));
    expect(last().searchList.map((item: Record<string, unknown>) => [item.prop, item.searchType, item.value])).toEqual([
      ['station', 1, ''],
      ['inspector', 2, ''],
    ]);
    const inspectorSearch = within(screen.getByTestId('list-designer-search'))
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('巡检人'))!;
    fireEvent.change(within(inspectorSearch).getByLabelText('条件类型'), { target: { value: '1' } });
    expect(last().searchList[1].searchType).toBe(1);

    // The preview: the real list page over sample records, its search form and columns.
    const preview = screen.getByTestId('list-designer-preview');
    expect(await within(preview).findByText('巡检人1', {}, { timeout: 20_000 })).toBeTruthy();
    expect(within(within(preview).getByTestId('page-table')).getByText('压力')).toBeTruthy();
    // The search form follows once the design rests.
    expect(await within(preview).findByText('换热站', {}, { timeout: 20_000 })).toBeTruthy();
  });

  it('groups the list by a field, switches buttons and permissions, and orders by default in the list’s generation', async () => {
    const { last } = setup();
    fireEvent.click(within(panel()).getByRole('checkbox', { name: '巡检人' }));
    fireEvent.click(within(panel()).getByRole('tab', { name: '列表属性' }));
    const settings = await screen.findByTestId('list-designer-settings');
    fireEvent.click(within(settings).getByRole('radio', { name: '分组表格' }));
    expect(within(screen.getByTestId('list-designer-hints')).getByText('请选择分组字段')).toBeTruthy();
    fireEvent.change(within(settings).getByLabelText('分组字段'), { target: { value: 'station' } });
    expect(last()).toMatchObject({ type: 3, groupField: 'station' });
    expect(screen.queryByTestId('list-designer-hints')).toBeNull();

    fireEvent.click(within(settings).getByRole('checkbox', { name: '导出' }));
    fireEvent.click(within(settings).getByRole('checkbox', { name: '详情' }));
    fireEvent.change(within(settings).getByLabelText('导出按钮名称'), { target: { value: '导出数据' } });
    expect(last().btnsList).toEqual([
      { value: 'add', icon: 'el-icon-plus', label: '新增' },
      { value: 'download', icon: 'el-icon-download', label: '导出数据' },
    ]);
    expect(last().columnBtnsList.map((item: { value: string }) => item.value)).toEqual(['edit', 'remove', 'detail']);
    fireEvent.click(within(settings).getByRole('checkbox', { name: '列表权限' }));
    expect(last().useColumnPermission).toBe(true);

    fireEvent.click(within(settings).getByRole('button', { name: '+ 添加排序字段' }));
    fireEvent.change(within(settings).getByLabelText('排序字段'), { target: { value: 'pressure' } });
    fireEvent.change(within(settings).getByLabelText('排序类型'), { target: { value: 'asc' } });
    expect(last()).toMatchObject({ defaultSidx: 'pressure', sort: 'asc' });
    expect('defaultSortConfig' in last()).toBe(false);
    // 3.4.7 orders by one field.
    expect(within(settings).queryByRole('button', { name: '+ 添加排序字段' })).toBeNull();

    // The grouped preview: one group row per station.
    const preview = screen.getByTestId('list-designer-preview');
    const groupTitled = (title: string) => (_: string, element: Element | null) =>
      element?.tagName === 'TD' && element.textContent?.replace(/\s+/g, '') === title;
    expect(await within(preview).findByText(groupTitled('东站(4)'), {}, { timeout: 20_000 })).toBeTruthy();
    expect(within(preview).getByText(groupTitled('西站(4)'))).toBeTruthy();
  });

  it('leaves a stored list alone until it is changed, and keeps what it does not know', async () => {
    const stored = JSON.stringify(
      {
        type: 1,
        columnList: [{ label: '巡检人', prop: 'inspector', width: 90, custom: { kept: true } }],
        searchList: [],
        defaultSortConfig: [{ field: 'inspector', sort: 'asc' }],
        funcs: { afterOnload: '() => {}' },
        complexHeaderList: [],
      },
      null,
      2,
    );
    const { changes, last } = setup(stored);
    expect(within(columnRow('巡检人')).getByLabelText('宽度')).toHaveProperty('value', '90');
    await screen.findByTestId('list-designer-preview');
    expect(changes).toHaveLength(0);
    fireEvent.change(within(columnRow('巡检人')).getByLabelText('宽度'), { target: { value: '' } });
    expect(last()).toEqual({
      ...JSON.parse(stored),
      columnList: [{ label: '巡检人', prop: 'inspector', width: null, custom: { kept: true } }],
    });
    // A V3 list (defaultSortConfig) orders by several fields.
    fireEvent.click(within(panel()).getByRole('tab', { name: '列表属性' }));
    fireEvent.click(await screen.findByRole('button', { name: '+ 添加排序字段' }));
    expect(last().defaultSortConfig).toEqual([
      { field: 'inspector', sort: 'asc' },
      { field: 'station', sort: 'desc' },
    ]);
  });
});

describe('the list designer’s stories', () => {
  it.each(['HeatCustomers', 'HeatStations', 'PurchaseInvoices', 'Grouped', 'Fresh'] as const)(
    '%s draws its columns and preview',
    async (name) => {
      const stories = await import('../../../../../stories/screens/ListDesigner.stories');
      const Story = stories.default.component;
      const args = { ...stories.default.args, ...(stories[name] as { args?: object }).args };
      renderScreen(<Story {...(args as Parameters<typeof Story>[0])} />);
      const designer = await screen.findByTestId('list-designer');
      const stored = (args as { columnData?: { columnList: unknown[] } }).columnData;
      const rows = within(within(designer).getByTestId('list-designer-columns')).queryAllByRole('listitem');
      expect(rows).toHaveLength(stored?.columnList.length ?? 0);
      expect(await within(designer).findByTestId('page-table', {}, { timeout: 20_000 })).toBeTruthy();
    },
  );
});
