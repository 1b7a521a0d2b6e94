/**
 * 功能设计's parts of web types 1 and 4 and of the code generator: the editor's data-view panel
 * (interface and parameters), 预览 (the definition as its menu shows it, nothing saved) and the code
 * generator's dialog (options suggested from the code, the compiled parts sent, the files listed and
 * read, the zip downloaded).
 */
import '../../helpers/kinds';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResourceClient } from '../../../../api/resource-client';
import { createMemoryDataSource } from '../../../../engine';
import { suggestedNames } from '../../../../screens/visual-dev/code-generator-calls';
import { CodeGeneratorDialog } from '../../../../screens/visual-dev/CodeGeneratorDialog';
import { PreviewDialog } from '../../../../screens/visual-dev/PreviewDialog';
import VisualDevEditor from '../../../../screens/visual-dev/VisualDevEditor';
import { i18n } from '../../../../shell/i18n';
import { renderScreen } from '../render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const formData = JSON.stringify({
  fields: [{ __vModel__: 'meterNo', placeholder: '请输入表号', __config__: { jnpfKey: 'input', label: '表号', required: true } }],
});
const columnData = JSON.stringify({
  columnList: [{ prop: 'meterNo', label: '表号' }],
  btnsList: [{ value: 'add', label: '新增' }],
  useBtnPermission: true,
});
const definition = { id: 'd1', fullName: '抄表登记', enCode: 'meter.reading', webType: 2, formData, columnData };

/** 功能设计's client: the definition, the interfaces, and the generator's answers (`at(path).send`). */
function fakeClient(record: Record<string, unknown>, answers: Record<string, unknown> = {}) {
  const sent: { path: string; body: unknown }[] = [];
  const client = {
    info: vi.fn(async () => record),
    update: vi.fn(async () => ({ msg: '修改成功', data: null })),
    create: vi.fn(async () => ({ msg: '新建成功', data: { id: 'new' } })),
    resolveUrl: (path: string) => `http://server${path}`,
    at: () => ({
      all: async () => [
        { id: 'i1', fullName: '换热站列表' },
        { id: 'i2', fullName: '热价类型' },
      ],
      send: async (_method: string, path: string, body: unknown) => {
        sent.push({ path, body });
        return { msg: '', data: answers[path.split('/').pop()!] };
      },
    }),
  } as unknown as ResourceClient & { update: ReturnType<typeof vi.fn> };
  return { client, sent };
}

describe('suggested names of the generated code', () => {
  it('are the code’s letters and digits, lower-case first for the module, capital first for the class', () => {
    expect(suggestedNames('meter.reading')).toEqual({ module: 'meterReading', className: 'MeterReading' });
    expect(suggestedNames('HeatCustomer')).toEqual({ module: 'heatCustomer', className: 'HeatCustomer' });
    expect(suggestedNames('2024bill')).toEqual({ module: 'm2024bill', className: 'M2024bill' });
  });
});

describe('the editor of a data view', () => {
  it('edits the data interface and its parameters instead of a form, and saves them', async () => {
    const record = {
      ...definition,
      category: 'general',
      webType: 4,
      formData: null,
      interfaceId: 'i1',
      interfaceParam: '[{"field":"district","defaultValue":"east"}]',
      sortCode: 0,
      enabledMark: 1,
      tablesData: '[]',
    };
    const { client } = fakeClient(record);
    renderScreen(
      <VisualDevEditor
        client={client}
        formSource={createMemoryDataSource({ dictionaries: { webDesign: [{ id: 'c', fullName: '通用', enCode: 'general' }] } })}
        notify={vi.fn()}
        id="d1"
        onClose={vi.fn()}
        onSaved={vi.fn()}
      />,
    );
    const panel = await screen.findByTestId('visual-dev-data-view');
    const chosen = within(panel).getByLabelText('数据接口') as HTMLSelectElement;
    await waitFor(() => expect(chosen.selectedOptions[0]?.textContent).toBe('换热站列表'));
    expect(screen.queryByLabelText('表单配置（formData）')).toBeNull();
    expect(screen.getByText('数据视图没有表单：列表的数据来自数据接口')).toBeTruthy();

    const params = within(panel).getByLabelText('接口参数（interfaceParam）');
    fireEvent.change(params, { target: { value: '[{"defaultValue": 1}]' } });
    expect((await within(panel).findByRole('alert')).textContent).toContain('第 1 项缺少参数名 field');
    fireEvent.change(params, { target: { value: '[{"field": "district", "defaultValue": "west"}]' } });
    fireEvent.change(chosen, { target: { value: 'i2' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(client.update).toHaveBeenCalled());
    expect(client.update.mock.calls[0]![1]).toMatchObject({
      webType: 4,
      interfaceId: 'i2',
      interfaceParam: '[{"field":"district","defaultValue":"west"}]',
    });

    // Another web type edits a form again, and has no interface.
    fireEvent.click(screen.getByRole('radio', { name: '表单加列表' }));
    expect(await screen.findByLabelText('表单配置（formData）')).toBeTruthy();
    expect(screen.queryByTestId('visual-dev-data-view')).toBeNull();
  });
});

describe('预览', () => {
  it('shows the definition as its menu does, every button shown, and saves nothing', async () => {
    const { client } = fakeClient(definition);
    const notify = vi.fn();
    renderScreen(<PreviewDialog client={client} id="d1" formSource={createMemoryDataSource({})} notify={notify} onClose={vi.fn()} />);
    const page = await screen.findByTestId('visual-dev-preview-page');
    expect(await within(page).findByText('预览 - 抄表登记')).toBeTruthy();
    // useBtnPermission is not applied in a preview: 新增 shows without the grant.
    fireEvent.click(await within(page).findByRole('button', { name: '新增' }));
    const form = await screen.findByTestId('online-record');
    fireEvent.change(await within(form).findByLabelText('表号'), { target: { value: 'M-1' } });
    fireEvent.click(within(form).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'warning', message: '功能预览不支持数据保存', duration: 3000 }));
    expect(screen.getByTestId('online-record')).toBeTruthy();
  });
});

describe('the code generator dialog', () => {
  const files = [
    {
      folderName: 'meterReading',
      fileName: 'MeterReadingScreen.tsx',
      fileType: 'tsx',
      fileContent: 'export function MeterReadingScreen() {}',
    },
    { folderName: 'meterReading', fileName: 'form.schema.json', fileType: 'json', fileContent: '{\n  "type": "object"\n}' },
  ];

  it('generates at once for 代码预览: the options suggested, the compiled parts sent, each file readable', async () => {
    const { client, sent } = fakeClient(definition, { CodePreview: { list: files } });
    renderScreen(<CodeGeneratorDialog client={client} id="d1" previewAtOnce canPreview canDownload={false} onClose={vi.fn()} />);
    const dialog = await screen.findByTestId('visual-dev-code');
    expect(await within(dialog).findByText('export function MeterReadingScreen() {}')).toBeTruthy();
    expect(sent[0]!.path).toBe('/d1/Actions/CodePreview');
    const body = sent[0]!.body as Record<string, Record<string, unknown>>;
    expect(body).toMatchObject({ module: 'meterReading', className: 'MeterReading', description: '抄表登记' });
    expect(body.formSchema).toMatchObject({ type: 'object', properties: { meterNo: { title: '表号' } } });
    expect(body.pageSchema).toMatchObject({ columns: [expect.objectContaining({ prop: 'meterNo' })] });
    expect(within(dialog).getByLabelText('模块名称')).toHaveProperty('value', 'meterReading');

    fireEvent.click(within(dialog).getByRole('button', { name: 'form.schema.json' }));
    expect(within(dialog).getByTestId('visual-dev-code-text').textContent).toBe('{\n  "type": "object"\n}');
    expect(within(dialog).queryByRole('button', { name: '下载代码' })).toBeNull();
  });

  it('downloads the zip with the options typed, under btn_downloadCode', async () => {
    const { client, sent } = fakeClient(definition, { DownloadCode: { name: 'meter.zip', url: '/api/system/ExportFile/t1' } });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderScreen(<CodeGeneratorDialog client={client} id="d1" previewAtOnce={false} canPreview={false} canDownload onClose={vi.fn()} />);
    const dialog = await screen.findByTestId('visual-dev-code');
    const moduleName = await within(dialog).findByLabelText('模块名称');
    expect(within(dialog).queryByRole('button', { name: '代码预览' })).toBeNull();
    fireEvent.change(moduleName, { target: { value: 'meter' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '下载代码' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('meter.zip');
    expect(clicked[0]!.href).toBe('http://server/api/system/ExportFile/t1');
    expect(sent[0]).toMatchObject({ path: '/d1/Actions/DownloadCode', body: { module: 'meter', className: 'MeterReading' } });
  });

  it('says why a form that cannot be compiled makes no code', async () => {
    const { client, sent } = fakeClient({ ...definition, formData: '{"fields": [{"__config__": {}}]}' });
    renderScreen(<CodeGeneratorDialog client={client} id="d1" previewAtOnce canPreview canDownload onClose={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('表单无法编译');
    expect(screen.getByRole('button', { name: '下载代码' })).toHaveProperty('disabled', true);
    expect(sent).toEqual([]);
  });
});
