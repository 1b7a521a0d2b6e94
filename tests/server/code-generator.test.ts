/**
 * The code generator (`visualdev/Generater/{id}/Actions/CodePreview` and `DownloadCode`, spec 001
 * section 7; docs/visual-dev.md "Code generator"): the files of the stored definition and of the parts the
 * browser compiled, previewed under btn_preview and downloaded as a zip under btn_downloadCode; the body's
 * names, shapes and sizes checked with clear messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeGeneratorMessages as text, visualDevMessages, type GeneratedFile } from '../../api/visual-dev';
import { compiledPartMaxChars } from '../../schemas/visual-dev-generator';
import { unzip } from './file-helpers';
import { databases, demoPassword, startTestServer, type TestServer } from './harness';

const base = '/api/visualdev/Base';
const generater = '/api/visualdev/Generater';

const formData = {
  labelWidth: 100,
  fields: [{ __vModel__: 'meterNo', __config__: { jnpfKey: 'input', label: '表号', span: 12 } }],
};
const columnData = { type: 1, columnList: [{ prop: 'meterNo', label: '表号' }], btnsList: [{ value: 'add', label: '新增' }] };

/** What the screen sends: the options and what the engine compiled (a stand-in of the same shapes). */
const formSchema = { type: 'object', properties: { meterNo: { type: 'string', title: '表号' } } };
const formUi = { meterNo: { 'ui:field': 'input' }, 'ui:layout': [{ type: 'field', name: 'meterNo' }], 'ui:form': { labelWidth: 100 } };
const pageSchema = { id: 'online-x', list: { call: 'online.list' }, columns: [{ prop: 'meterNo', label: '表号' }] };
const options = { module: 'meterReading', className: 'MeterReading', description: '抄表登记的生成代码' };

describe.each(databases)('the code generator on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let wangfang: string;
  const ids: Record<string, string> = {};
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token = admin) => server.call(method, url, token, payload);
  const preview = (id: string, body: object, token = admin) => call('POST', `${generater}/${id}/Actions/CodePreview`, body, token);
  const download = (id: string, body: object, token = admin) => call('POST', `${generater}/${id}/Actions/DownloadCode`, body, token);
  const files = (list: GeneratedFile[]) => new Map(list.map((file) => [file.fileName, file]));

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
    wangfang = await server.login('wangfang', demoPassword);
    const [tariffs] = await server.db.query<{ id: string }>(`select id from data_interface where en_code = 'tariffTypes'`);
    const definitions: [string, Record<string, unknown>][] = [
      ['list', { webType: 2, formData: JSON.stringify(formData), columnData: JSON.stringify(columnData) }],
      ['form', { webType: 1, formData: JSON.stringify(formData) }],
      [
        'view',
        {
          webType: 4,
          columnData: JSON.stringify(columnData),
          interfaceId: tariffs!.id,
          interfaceParam: JSON.stringify([{ field: 'kind', defaultValue: 'home' }]),
        },
      ],
    ];
    for (const [name, change] of definitions) {
      const created = await call('POST', base, {
        fullName: `抄表登记${name}`,
        enCode: `meter${name}`,
        category: 'heatingBusiness',
        ...change,
      });
      expect(created.body.code).toBe(200);
      ids[name] = created.body.data.id as string;
    }
  });
  afterAll(async () => server?.close());

  it('answers the files of a form and list: the stored definition, the compiled parts, the screen module and a README', async () => {
    const answer = await preview(ids.list!, { ...options, formSchema, formUi, pageSchema, subClassName: '', dataSourceId: '' });
    expect(answer.body.code).toBe(200);
    const list = answer.body.data.list as GeneratedFile[];
    expect(list.map((file) => file.fileName)).toEqual([
      'MeterReadingScreen.tsx',
      'formData.json',
      'form.schema.json',
      'form.ui.json',
      'columnData.json',
      'page.json',
      'README.md',
    ]);
    expect(new Set(list.map((file) => file.folderName))).toEqual(new Set(['meterReading']));
    const byName = files(list);
    expect(JSON.parse(byName.get('form.schema.json')!.fileContent)).toEqual(formSchema);
    expect(JSON.parse(byName.get('form.ui.json')!.fileContent)).toEqual(formUi);
    expect(JSON.parse(byName.get('page.json')!.fileContent)).toEqual(pageSchema);
    expect(JSON.parse(byName.get('formData.json')!.fileContent)).toEqual(formData);
    expect(JSON.parse(byName.get('columnData.json')!.fileContent)).toEqual(columnData);
    const screen = byName.get('MeterReadingScreen.tsx')!;
    expect(screen.fileType).toBe('tsx');
    expect(screen.fileContent).toContain('export function MeterReadingScreen(props: CompiledOnlineScreenProps)');
    expect(screen.fileContent).toContain(`modelId: '${ids.list}'`);
    expect(screen.fileContent).toContain("import formSchema from './form.schema.json';");
    expect(screen.fileContent).toContain('抄表登记的生成代码');
    expect(byName.get('README.md')!.fileContent).toContain('screens/generated/meterReading/');
  });

  it('makes only what the web type has: no list for a form, no form for a data view (its interface instead)', async () => {
    const form = (await preview(ids.form!, { ...options, formSchema, formUi })).body.data.list as GeneratedFile[];
    expect(form.map((file) => file.fileName)).toEqual([
      'MeterReadingScreen.tsx',
      'formData.json',
      'form.schema.json',
      'form.ui.json',
      'README.md',
    ]);
    expect(files(form).get('MeterReadingScreen.tsx')!.fileContent).toContain('webType: 1,');

    const view = (await preview(ids.view!, { ...options, pageSchema })).body.data.list as GeneratedFile[];
    expect(view.map((file) => file.fileName)).toEqual([
      'MeterReadingScreen.tsx',
      'columnData.json',
      'page.json',
      'dataInterface.json',
      'README.md',
    ]);
    expect(JSON.parse(files(view).get('dataInterface.json')!.fileContent)).toMatchObject({
      interfaceName: '热价类型',
      interfaceParam: [{ field: 'kind', defaultValue: 'home' }],
    });
    expect(files(view).get('MeterReadingScreen.tsx')!.fileContent).not.toContain('dataInterface');
  });

  it('downloads the same files as a zip, each under the module folder', async () => {
    const answer = await download(ids.list!, { ...options, formSchema, formUi, pageSchema });
    expect(answer.body).toMatchObject({ code: 200, data: { name: 'meterReading.zip' } });
    const zip = await server.app.inject({ method: 'GET', url: answer.body.data.url });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toContain('application/zip');
    const entries = unzip(zip.rawPayload);
    const previewed = (await preview(ids.list!, { ...options, formSchema, formUi, pageSchema })).body.data.list as GeneratedFile[];
    expect([...entries.keys()]).toEqual(previewed.map((file) => `meterReading/${file.fileName}`));
    for (const file of previewed) expect(entries.get(`meterReading/${file.fileName}`)!.toString('utf8')).toBe(file.fileContent);
  });

  it('refuses bad names, missing or extra parts and parts too large, with messages naming them', async () => {
    const refused = async (id: string, body: object) => (await preview(id, body)).body;
    const full = { ...options, formSchema, formUi, pageSchema };
    expect(await refused(ids.list!, { ...full, module: 'Meter-reading' })).toMatchObject({ code: 400, msg: text.moduleName });
    expect(await refused(ids.list!, { ...full, module: '../etc' })).toMatchObject({ code: 400, msg: text.moduleName });
    expect(await refused(ids.list!, { ...full, className: 'meter' })).toMatchObject({ code: 400, msg: text.className });
    expect(await refused(ids.list!, { ...options, formSchema, formUi })).toMatchObject({ code: 400, msg: text.pageRequired });
    expect(await refused(ids.list!, { ...options, pageSchema })).toMatchObject({ code: 400, msg: text.formRequired });
    expect(await refused(ids.list!, { ...full, formSchema: { type: 'array' } })).toMatchObject({ code: 400, msg: text.formNotSchema });
    expect(await refused(ids.list!, { ...full, pageSchema: { id: 'x' } })).toMatchObject({ code: 400, msg: text.pageNotSchema });
    expect(await refused(ids.form!, full)).toMatchObject({ code: 400, msg: text.noPageForForm });
    expect(await refused(ids.view!, full)).toMatchObject({ code: 400, msg: text.noFormForView });
    expect(await refused(ids.list!, { ...full, formSchema: 'text' })).toMatchObject({ code: 400, msg: '参数 formSchema 的类型应为对象' });
    expect(await refused(ids.list!, { ...full, script: 'x' })).toMatchObject({ code: 400, msg: '不支持的参数 script' });
    const large = { ...pageSchema, note: 'x'.repeat(compiledPartMaxChars) };
    expect(await refused(ids.list!, { ...full, pageSchema: large })).toMatchObject({
      code: 400,
      msg: text.tooLarge('pageSchema', compiledPartMaxChars),
    });
    expect((await preview('nowhere', full)).body).toMatchObject({ code: 404, msg: visualDevMessages.notFound });
  });

  it('previews under btn_preview and downloads under btn_downloadCode of 功能设计', async () => {
    const full = { ...options, formSchema, formUi, pageSchema };
    expect((await preview(ids.list!, full, wangfang)).body.code).toBe(403);
    const { db } = server.ctx;
    const [menu] = await db.query<{ id: string }>(`select id from module where en_code = 'onlineDev.webDesign'`);
    const [button] = await db.query<{ id: string }>(`select id from module_button where module_id = $1 and en_code = 'btn_preview'`, [
      menu!.id,
    ]);
    const [staff] = await db.query<{ id: string }>(`select id from role where en_code = 'staff'`);
    for (const [type, id] of [
      ['module', menu!.id],
      ['button', button!.id],
    ])
      await db.query(`insert into authorize (item_type, item_id, object_type, object_id) values ($1, $2, 'Role', $3)`, [
        type,
        id,
        staff!.id,
      ]);
    server.ctx.access.invalidate();
    expect((await preview(ids.list!, full, wangfang)).body.code).toBe(200);
    expect((await download(ids.list!, full, wangfang)).body.code).toBe(403);
    expect((await download(ids.list!, full)).body.code).toBe(200);
  });
});
