/**
 * Popup fields as display text (docs/online-runtime.md "Popup fields"): a record's popupSelect and
 * popupTableSelect ids become their rows' `relationField` through the field's data interface (here static
 * JSON), in `DataChange` and `displayRows` (the export); popupAttr is shown as stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayRows } from '../../server/online/display-text';
import { forgetOnlineModels } from '../../server/online/online-model';
import { recordFields } from '../../schemas/online/record-fields';
import { databases, startTestServer, type TestServer } from './harness';
import { releaseTestForm } from './online-forms';

const modelId = 'popup-text-model';
const customers = [
  { F_Id: 'c1', F_Name: '一号客户', F_Phone: '138' },
  { F_Id: 'c2', F_Name: '二号客户', F_Phone: '139' },
  { F_Id: 3, F_Name: '三号客户', F_Phone: '137' },
];

const popup = (vModel: string, jnpfKey: string, interfaceId: string, props: object = {}) => ({
  __vModel__: vModel,
  __config__: { jnpfKey, label: vModel },
  interfaceId,
  templateJson: [],
  columnOptions: [{ value: 'F_Name', label: '名称' }],
  propsValue: 'F_Id',
  relationField: 'F_Name',
  ...props,
});

describe.each(databases)('popup fields as display text on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let interfaceId: string;
  const base = `/api/visualdev/OnlineDev/${modelId}`;
  const formData = () => ({
    fields: [
      popup('customer', 'popupSelect', interfaceId),
      popup('customers', 'popupTableSelect', interfaceId, { multiple: true }),
      {
        __vModel__: 'phone',
        __config__: { jnpfKey: 'popupAttr', label: '电话', isStorage: 1 },
        relationField: 'customer',
        showField: 'F_Phone',
      },
      popup('gone', 'popupSelect', 'no-such-interface'),
    ],
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
    const created = await server.call('POST', '/api/system/DataInterface', admin, {
      fullName: '客户（静态）',
      enCode: 'popupCustomers',
      category: '测试',
      dataType: 2,
      requestMethod: 'GET',
      query: JSON.stringify(customers),
      requestParameters: [],
      sortCode: 0,
      enabledMark: 1,
      description: '',
    });
    expect(created.body, JSON.stringify(created.body)).toMatchObject({ code: 200 });
    interfaceId = created.body.data.id;
    await releaseTestForm(server.ctx.db, {
      id: modelId,
      menuId: 'popup-text-menu',
      enCode: 'popupText',
      fullName: '弹窗字段',
      formData: formData(),
    });
    await server.ctx.db.query(
      `insert into module_button (id, module_id, full_name, en_code) values ('popup-text-add', 'popup-text-menu', '新增', 'btn_add')`,
    );
    server.ctx.access.invalidate();
    forgetOnlineModels();
  });
  afterAll(async () => server?.close());

  it('answers DataChange with the rows’ text; popupAttr as stored; unknown ids and interfaces as they are', async () => {
    const data = { customer: 'c2', customers: ['c1', '3', 'c9'], phone: '139', gone: 'x1' };
    const saved = await server.call('POST', base, admin, { data: JSON.stringify(data) });
    expect(saved.body, JSON.stringify(saved.body)).toMatchObject({ code: 200 });
    const id = (await server.call('POST', `${base}/List`, admin, {})).body.data.list[0].id as string;
    const shown = JSON.parse((await server.call('GET', `${base}/${id}/DataChange`, admin)).body.data.data);
    expect(shown).toMatchObject({ customer: '二号客户', customers: '一号客户,三号客户,c9', phone: '139', gone: 'x1' });
  });

  it('gives every row of an export its text (rows with no value stay empty)', async () => {
    const rows = [{ customer: 'c1' }, { customer: 'c2' }, { customer: '' }, { customer: 3 }];
    const fields = recordFields(formData()).filter((field) => field.vModel === 'customer');
    expect(await displayRows(server.ctx.db, fields, rows)).toEqual([
      { customer: '一号客户' },
      { customer: '二号客户' },
      { customer: '' },
      { customer: '三号客户' },
    ]);
  });
});
