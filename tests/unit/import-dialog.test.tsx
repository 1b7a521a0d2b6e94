import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportClient } from '../../api/import-client';
import { importMaxBytes, type ImportPreview, type ImportResult } from '../../api/imports';
import { ImportDialog } from '../../screens/import/ImportDialog';
import { i18n } from '../../shell/i18n';
import { renderScreen } from './screens/render-screen';

/**
 * The files handed to the browser to save: the links the dialog clicks (engine/page/download.ts). Watched
 * at the link, not by mocking the module: with isolation off, another file may have loaded it first.
 */
const saveDownload = vi.fn();

afterEach(cleanup);
beforeAll(() => i18n.changeLanguage('zh'));
beforeEach(() => {
  saveDownload.mockReset();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saveDownload({ name: this.download, url: this.href });
  });
});
afterEach(() => vi.restoreAllMocks());

const preview: ImportPreview = {
  headerRow: [
    { id: 'account', fullName: '账户' },
    { id: 'realName', fullName: '户名' },
    {
      id: 'phones',
      fullName: '联系方式',
      children: [
        { id: 'kind', fullName: '类型' },
        { id: 'number', fullName: '号码' },
      ],
    },
  ],
  dataRow: [
    {
      account: 'u1',
      realName: '一号',
      phones: [
        { kind: '手机', number: '138' },
        { kind: '座机', number: '010' },
      ],
    },
    { account: 'u2', realName: '二号', phones: [] },
    { account: 'u3', realName: '三号', phones: [] },
  ],
};

function clientOf(overrides: Partial<ImportClient> = {}) {
  const client: ImportClient = {
    upload: vi.fn(async () => ({ name: '20260101_abc.xlsx' })),
    template: vi.fn(async () => ({ name: '用户信息导入模板.xlsx', url: '/api/system/ExportFile/t1' })),
    preview: vi.fn(async () => structuredClone(preview)),
    importData: vi.fn(async (): Promise<ImportResult> => ({
      resultType: 0,
      snum: 2,
      fnum: 0,
      failResult: [],
      headerRow: preview.headerRow,
    })),
    exportFailed: vi.fn(async () => ({ name: '错误报告.xlsx', url: '/api/system/ExportFile/e1' })),
    exportExcel: vi.fn(),
    resolveUrl: (url) => `http://server${url}`,
    ...overrides,
  };
  return client;
}

function open(client: ImportClient, canDownload = true) {
  const notify = vi.fn();
  const onClose = vi.fn();
  const onImported = vi.fn();
  renderScreen(<ImportDialog client={client} notify={notify} canDownload={canDownload} onClose={onClose} onImported={onImported} />);
  const dialog = screen.getByTestId('import-dialog');
  const choose = (name: string, content: BlobPart = 'x') =>
    fireEvent.change(within(dialog).getByLabelText('选择导入文件'), { target: { files: [new File([content], name)] } });
  const button = (name: string) => within(dialog).getByRole('button', { name });
  return { dialog, notify, onClose, onImported, choose, button };
}

const warned = (notify: ReturnType<typeof vi.fn>, message: string) =>
  expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', message }));

describe('the import wizard', () => {
  it('is a 1000 px dialog of three steps that starts on the upload with cancel and next', () => {
    const { dialog, button } = open(clientOf());
    expect(dialog.style.width || getComputedStyle(dialog).width).toBe('1000px');
    expect(within(dialog).getByText('批量导入')).toBeTruthy();
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1上传文件', '2数据预览', '3导入数据']);
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
    expect(button('取消')).toBeTruthy();
    expect(button('下一步')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '上一步' })).toBeNull();
    expect(within(dialog).getByText('注意：模板表头名称不可更改，表头行不能删除')).toBeTruthy();
  });

  it('checks the file before uploading it, keeps only the last one, drops a failed upload and asks before removing', async () => {
    let fail = false;
    const client = clientOf({
      upload: vi.fn(async (_file: Blob, name: string) => {
        if (fail) throw new Error('refused');
        return { name: `stored-${name}` };
      }),
    });
    const { dialog, notify, choose, button } = open(client);
    fireEvent.click(button('下一步'));
    warned(notify, '请先上传文件');
    expect(client.preview).not.toHaveBeenCalled();

    choose('users.csv');
    warned(notify, '请上传xls或xlsx格式的文件');
    choose('big.xlsx', new Uint8Array(importMaxBytes + 1));
    warned(notify, '文件大小不能超过500KB');
    expect(client.upload).not.toHaveBeenCalled();

    choose('first.xlsx');
    await waitFor(() => expect(within(dialog).getByTestId('import-file').textContent).toContain('first.xlsx'));
    choose('second.xls');
    await waitFor(() => expect(within(dialog).getByTestId('import-file').textContent).toContain('second.xls'));
    expect(within(dialog).queryByText('first.xlsx')).toBeNull();

    fail = true;
    choose('third.xlsx');
    await waitFor(() => expect(within(dialog).queryByTestId('import-file')).toBeNull());

    fail = false;
    choose('fourth.xlsx');
    await waitFor(() => expect(within(dialog).queryByLabelText('上传中')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: '移除 fourth.xlsx' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确定移除 fourth.xlsx？');
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).queryByTestId('import-file')).toBeNull());
  });

  it('downloads the template when the menu grants downloads, and offers no download otherwise', async () => {
    const client = clientOf();
    const { dialog } = open(client);
    fireEvent.click(within(dialog).getByRole('button', { name: '下载模板' }));
    await waitFor(() =>
      expect(saveDownload).toHaveBeenCalledWith({ name: '用户信息导入模板.xlsx', url: 'http://server/api/system/ExportFile/t1' }),
    );
    cleanup();
    const without = open(clientOf(), false);
    expect(within(without.dialog).queryByRole('button', { name: '下载模板' })).toBeNull();
  });

  it('previews the rows for editing, deletes rows and child rows, goes back, and imports what is left', async () => {
    const client = clientOf();
    const { dialog, notify, choose, button, onClose, onImported } = open(client);
    choose('users.xlsx');
    await waitFor(() => expect(client.upload).toHaveBeenCalled());
    await waitFor(() => expect(within(dialog).queryByLabelText('上传中')).toBeNull());
    fireEvent.click(button('下一步'));
    await waitFor(() => expect(within(dialog).getAllByTestId('import-preview-row')).toHaveLength(3));
    expect(client.preview).toHaveBeenCalledWith('20260101_abc.xlsx');
    expect(within(dialog).getAllByRole('listitem')[1]!.getAttribute('aria-current')).toBe('step');
    for (const title of ['序号', '账户', '户名', '联系方式', '操作'])
      expect(within(dialog).getAllByRole('columnheader', { name: title }).length).toBeGreaterThan(0);

    // Previous returns to the upload, with the file kept; next previews again.
    fireEvent.click(button('上一步'));
    expect(within(dialog).getByTestId('import-file').textContent).toContain('users.xlsx');
    fireEvent.click(button('下一步'));
    await waitFor(() => expect(within(dialog).getAllByTestId('import-preview-row')).toHaveLength(3));

    fireEvent.change(within(dialog).getByLabelText('户名 2'), { target: { value: '二号改' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除第3行' }));
    expect(within(dialog).getAllByTestId('import-preview-row')).toHaveLength(2);
    const children = within(within(dialog).getAllByTestId('import-preview-row')[0]!).getByRole('table', { name: '联系方式' });
    expect(within(children).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(within(children).getAllByRole('button', { name: '删除' })[1]!);
    expect(within(children).getAllByRole('row')).toHaveLength(2);
    fireEvent.change(within(children).getByLabelText('号码'), { target: { value: '139' } });

    fireEvent.click(button('下一步'));
    await waitFor(() => expect(within(dialog).getByTestId('import-result').textContent).toContain('导入成功！共导入 2 条数据'));
    expect(client.importData).toHaveBeenCalledWith([
      { account: 'u1', realName: '一号', phones: [{ kind: '手机', number: '139' }] },
      { account: 'u2', realName: '二号改', phones: [] },
    ]);
    expect(within(dialog).queryByRole('button', { name: '下一步' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '上一步' })).toBeNull();
    fireEvent.click(button('关闭'));
    expect(onClose).toHaveBeenCalled();
    expect(onImported).toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'warning' }));
  });

  it('refuses to import when every row was deleted', async () => {
    const client = clientOf({ preview: vi.fn(async () => ({ headerRow: preview.headerRow, dataRow: [{ account: 'only' }] })) });
    const { dialog, notify, choose, button } = open(client);
    choose('users.xlsx');
    await waitFor(() => expect(within(dialog).queryByLabelText('上传中')).toBeNull());
    fireEvent.click(button('下一步'));
    fireEvent.click(await within(dialog).findByRole('button', { name: '删除第1行' }));
    fireEvent.click(button('下一步'));
    warned(notify, '导入数据为空');
    expect(client.importData).not.toHaveBeenCalled();
  });

  it('shows the counts, the failed rows with their reasons, and exports them', async () => {
    const failResult = [{ account: 'u2', realName: '', phones: [{ kind: '手机', number: 'x' }], errorsInfo: '请输入户名' }];
    const client = clientOf({
      importData: vi.fn(async (): Promise<ImportResult> => ({ resultType: 1, snum: 2, fnum: 1, failResult, headerRow: preview.headerRow })),
    });
    const { dialog, choose, button, onClose, onImported } = open(client);
    choose('users.xlsx');
    await waitFor(() => expect(within(dialog).queryByLabelText('上传中')).toBeNull());
    fireEvent.click(button('下一步'));
    await within(dialog).findAllByTestId('import-preview-row');
    fireEvent.click(button('下一步'));
    const result = await within(dialog).findByTestId('import-result');
    expect(result.textContent).toContain('正常数量 2 条，异常数量 1 条');
    expect(within(result).getByRole('columnheader', { name: '错误原因' })).toBeTruthy();
    const [failed] = within(result).getAllByTestId('import-failed-row');
    expect(failed!.textContent).toContain('请输入户名');
    expect(failed!.textContent).toContain('手机 / x');
    fireEvent.click(within(result).getByRole('button', { name: '导出异常数据' }));
    await waitFor(() =>
      expect(saveDownload).toHaveBeenCalledWith({ name: '错误报告.xlsx', url: 'http://server/api/system/ExportFile/e1' }),
    );
    expect(client.exportFailed).toHaveBeenCalledWith(failResult);
    fireEvent.click(button('关闭'));
    expect(onClose).toHaveBeenCalled();
    expect(onImported).toHaveBeenCalled();
  });

  it('cancels from the upload without refreshing the list', () => {
    const { button, onClose, onImported } = open(clientOf());
    fireEvent.click(button('取消'));
    expect(onClose).toHaveBeenCalled();
    expect(onImported).not.toHaveBeenCalled();
  });
});
