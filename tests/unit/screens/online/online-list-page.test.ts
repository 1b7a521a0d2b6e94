/**
 * A generated form's list configuration compiled into the page engine's page schema: the seeded demo
 * form (热用户档案, the project's own definition) and a 3.4.7-shaped list configuration over a real V3
 * form (tests/fixtures/forms/online/README.md).
 */
import '../../helpers/kinds';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type {
  OnlineExportBody as ClientExportBody,
  OnlineListBody as ClientListBody,
  OnlineRecordBody as ClientRecordBody,
} from '../../../../api/online-client';
import { compileJnpfForm, fieldKinds, loadValidator, type JnpfField } from '../../../../engine';
import { checkPageSchema } from '../../../../engine/page';
import type {
  OnlineExportBody as ServerExportBody,
  OnlineListBody as ServerListBody,
  OnlineRecordBody as ServerRecordBody,
} from '../../../../schemas/online/online-bodies';
import { readColumnData } from '../../../../schemas/online/column-data';
import { FIELD_CELL, onlineCalls, onlineListPage } from '../../../../screens/online/list-page';
import { onlineModelOf } from '../../../../screens/online/online-model';
import { groupRows, listBody } from '../../../../screens/online/online-source';
import { formPermissionCodes, recordValues, savedValues } from '../../../../screens/online/record-form';
import { onlineSearch } from '../../../../screens/online/search-form';
import heatCustomer from '../../../../server/seed/visual-dev/heat-customer.json';
import invoiceColumns from '../../../fixtures/forms/online/v3-purchase-invoice-columns.json';
import invoiceForm from '../../../fixtures/forms/real/v3-purchase-invoice.json';

const customer = heatCustomer.definition;
const customerModel = () =>
  onlineModelOf('m1', {
    id: 'm1',
    fullName: customer.fullName,
    webType: 2,
    formData: JSON.stringify(customer.formData),
    columnData: JSON.stringify(customer.columnData),
    appColumnData: null,
  });

function invoicePage(overrides: Record<string, unknown> = {}) {
  const columnData = readColumnData({ ...invoiceColumns, ...overrides });
  const form = compileJnpfForm(invoiceForm as { fields: JnpfField[] });
  return {
    columnData,
    page: onlineListPage({ id: 'online-invoice', columnData, form, search: onlineSearch(columnData.searchList, invoiceForm) }),
  };
}

beforeAll(async () => {
  await loadValidator();
});

describe('the list configuration read with JNPF defaults', () => {
  it('fills the 3.1 defaults and reads V3 sort configurations as a comma list', () => {
    const empty = readColumnData(null);
    expect(empty).toMatchObject({ type: 1, sidx: '', sort: 'desc', hasPage: true, pageSize: 20, useBtnPermission: false });
    expect(empty.btnsList.map((button) => button.value)).toEqual(['add']);
    expect(empty.columnBtnsList.map((button) => button.value)).toEqual(['edit', 'remove']);
    const v3 = readColumnData({
      defaultSortConfig: [
        { field: 'a', sort: 'desc' },
        { field: 'b', sort: 'asc' },
      ],
      pageSize: '50',
    });
    expect(v3).toMatchObject({ sidx: '-a,b', sort: 'asc', pageSize: 50 });
  });

  it('keeps the client body types in step with the bodies the server validates', () => {
    expectTypeOf<ClientListBody>().toMatchTypeOf<ServerListBody>();
    expectTypeOf<ServerListBody>().toMatchTypeOf<ClientListBody>();
    expectTypeOf<ClientExportBody>().toMatchTypeOf<ServerExportBody>();
    expectTypeOf<ClientRecordBody>().toMatchTypeOf<ServerRecordBody>();
  });
});

describe('the seeded 热用户档案 list as a page schema', () => {
  it('is a valid page schema with its columns drawn by their kinds, the default order and the page sizes of spec 000', () => {
    const { page } = customerModel();
    expect(checkPageSchema(page)).toEqual([]);
    expect(page.list).toMatchObject({ call: onlineCalls.list, paging: { pageSize: 20 }, sort: { sidx: 'customerNo', sort: 'desc' } });
    expect(page.list.paging && page.list.paging.pageSizes).toBeUndefined(); // the engine's 20/50/100/500/100000
    expect(page.columns.map((column) => [column.prop, column.label, column.kind])).toEqual([
      ['customerNo', '用户编号', FIELD_CELL],
      ['customerName', '用户名称', FIELD_CELL],
      ['mobilePhone', '联系电话', FIELD_CELL],
      ['address', '供热地址', FIELD_CELL],
      ['heatingArea', '供热面积(㎡)', FIELD_CELL],
      ['stationName', '所属换热站', FIELD_CELL],
      ['chargeState', '缴费状态', FIELD_CELL],
    ]);
    expect(page.columns[4]).toMatchObject({ align: 'right', width: 120, options: { field: 'heatingArea' } });
    expect(page.indexColumn).toBe(true);
    expect(page.selection).toBe('multiple');
  });

  it('puts every button behind its grant, as useBtnPermission says', () => {
    const { page } = customerModel();
    expect(page.toolbar?.buttons?.map((button) => [button.label, button.action, button.permission])).toEqual([
      ['新增', 'add', 'btn_add'],
      ['导出', 'export', 'btn_download'],
      ['导入', 'import', 'btn_upload'],
      ['批量删除', 'batchRemove', 'btn_batchRemove'],
      // 高级查询 is no button grant of JNPF's: every user of the menu has it.
      [{ zh: '高级查询', en: 'Advanced query', zhtw: '高級查詢' }, 'superQuery', undefined],
    ]);
    expect(page.rowActions?.map((button) => [button.label, button.action, button.permission])).toEqual([
      ['编辑', 'edit', 'btn_edit'],
      ['删除', 'remove', 'btn_remove'],
      ['详情', 'detail', 'btn_detail'],
    ]);
    expect(page.actions?.remove).toMatchObject({
      type: 'call',
      call: onlineCalls.remove,
      confirm: { message: '此操作将永久删除该数据, 是否继续？' },
    });
    expect(page.actions?.batchRemove).toMatchObject({ type: 'call', call: onlineCalls.batchRemove, selection: true });
    const open = onlineListPage({
      id: 'x',
      columnData: readColumnData({ ...customer.columnData, useBtnPermission: false }),
      form: customerModel().form,
    });
    expect(open.toolbar?.buttons?.every((button) => button.permission === undefined)).toBe(true);
  });

  it('searches with each kind’s search widget: text for the bill number and name, a select for the radio', () => {
    const { page } = customerModel();
    const ui = page.search!.uiSchema as Record<string, { 'ui:field': string; 'ui:options': Record<string, unknown> }>;
    expect(Object.keys(page.search!.schema.properties as object)).toEqual(['customerNo', 'customerName', 'stationName', 'chargeState']);
    expect(ui.customerNo!['ui:field']).toBe('onlineSearch.billRule');
    expect(ui.customerName!['ui:field']).toBe('onlineSearch.input');
    expect(ui.chargeState!['ui:field']).toBe('onlineSearch.select');
    expect(ui.chargeState!['ui:options']).toMatchObject({ span: 6, multiple: false });
    expect(ui.chargeState!['ui:options'].staticOptions).toHaveLength(3);
    expect(fieldKinds.get('onlineSearch.select')).toBeDefined();
  });
});

describe('a 3.4.7 list configuration over a real form', () => {
  it('leaves out what the list may not search by, searches ranges with range widgets and several suppliers at once', () => {
    const { page } = invoicePage();
    expect(checkPageSchema(page)).toEqual([]);
    const ui = page.search!.uiSchema as Record<string, { 'ui:field': string; 'ui:options': Record<string, unknown> }>;
    expect(Object.keys(page.search!.schema.properties as object)).toEqual([
      'F_SupplierId',
      'F_Money',
      'F_InvoiceDate',
      'F_Description',
      'F_CreatorTime',
    ]);
    expect(ui.F_Money!['ui:field']).toBe('onlineSearch.range.inputNumber');
    expect(ui.F_InvoiceDate!['ui:field']).toBe('onlineSearch.range.datePicker');
    expect(ui.F_CreatorTime!['ui:field']).toBe('onlineSearch.range.createTime');
    expect(ui.F_SupplierId!['ui:options']).toMatchObject({ multiple: true });
    // A search value has the search's shape: no type, nothing required.
    expect(page.search!.schema).toEqual({ type: 'object', properties: expect.objectContaining({ F_Money: { title: '发票金额' } }) });
  });

  it('totals the summed column with thousands separators, pages by the configured size and offers every button', () => {
    const { page } = invoicePage();
    expect(page.list).toMatchObject({ paging: { pageSize: 50 }, summary: { fields: ['F_Money'], thousands: ['F_Money'] } });
    expect(page.toolbar?.buttons?.map((button) => button.id)).toEqual([
      'add',
      'download',
      'upload',
      'batchRemove',
      'batchPrint',
      'superQuery',
    ]);
    expect(invoicePage({ showSummary: false }).page.list.summary).toBeUndefined();
  });

  it('draws a left tree from a dictionary filtering by its relation field (type 2)', () => {
    const { page } = invoicePage({
      type: 2,
      treeTitle: '供应商分类',
      treeDictionary: 'supplierType',
      treeRelation: 'F_SupplierId',
      treePropsValue: 'enCode',
    });
    expect(checkPageSchema(page)).toEqual([]);
    expect(page.sideTree).toMatchObject({
      call: onlineCalls.tree,
      title: '供应商分类',
      value: 'enCode',
      label: 'fullName',
      deselectable: true,
    });
    expect(page.list.params).toEqual({ F_SupplierId: '$node.enCode', superQueryJson: '$param.superQueryJson' });
  });

  it('groups the whole list under one row per value of the group field, without buttons on the group rows (type 3)', () => {
    const { page, columnData } = invoicePage({ type: 3, groupField: 'F_SupplierId' });
    expect(checkPageSchema(page)).toEqual([]);
    expect(page.list).toMatchObject({ tree: true, paging: false });
    expect(page.rowActions?.every((button) => button.visible?.field === '__group')).toBe(true);
    const groups = groupRows(
      [
        { id: '1', F_SupplierId: 's1', F_OrderId: 'a' },
        { id: '2', F_SupplierId: 's2', F_OrderId: 'b' },
        { id: '3', F_SupplierId: 's1', F_OrderId: 'c' },
      ],
      columnData,
    );
    expect(groups.map((group) => [group.F_OrderId, group.__groupCount, (group.children as { id: string }[]).map((row) => row.id)])).toEqual(
      [
        ['s1', 2, ['1', '3']],
        ['s2', 1, ['2']],
      ],
    );
  });
});

describe('the list body and the record values', () => {
  it('sends the search values and the tree node as queryJson, with paging, order and the menu', () => {
    expect(
      listBody(
        {
          currentPage: 2,
          pageSize: 50,
          sort: 'desc',
          sidx: 'customerNo',
          customerName: '张',
          heatingArea: [10, null],
          blank: '',
          none: [],
        },
        'menu-1',
      ),
    ).toEqual({
      currentPage: 2,
      pageSize: 50,
      sort: 'desc',
      sidx: 'customerNo',
      menuId: 'menu-1',
      queryJson: JSON.stringify({ customerName: '张', heatingArea: [10, null] }),
    });
    expect(listBody({}, undefined)).toEqual({ queryJson: '{}' });
  });

  it('grants form fields by code (sub-table columns as table-column) and saves only the fields shown', () => {
    const { form } = customerModel();
    const granted = new Set(['customerName', 'payments-amount']);
    const codes = formPermissionCodes(form, (code) => granted.has(code));
    expect(codes).toEqual(['customerName', 'payments-amount']);
    expect(savedValues({ customerName: '张三', customerNo: '', payments: [{ amount: 1 }], remark: 'x' }, codes)).toEqual({
      customerName: '张三',
      payments: [{ amount: 1 }],
    });
    expect(savedValues({ a: 1 }, null)).toEqual({ a: 1 });
    expect(recordValues('{"a":1}')).toEqual({ a: 1 });
    expect(recordValues('[1]')).toEqual({});
    expect(recordValues('{broken')).toEqual({});
  });
});
