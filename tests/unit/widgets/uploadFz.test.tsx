/**
 * The file upload kind (uploadFz / uploadFile; spec 002 sections 5.2, 7.2 and 8): files chosen go through
 * the chunked uploader to the value as JNPF stores them; the field's rules and their messages; delete
 * with confirmation, downloads, preview; read, disabled and list-cell renderings. A fake transport
 * (stories/fixtures/file-services.ts) answers the calls.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { compileJnpfForm, createMemoryDataSource, fieldKinds, type JnpfField } from '../../../engine';
import type { FileValue } from '../../../api/files';
import { createFakeFileServices, type FakeFilesInit } from '../../../stories/fixtures/file-services';
import { UploaderPanel } from '../../../widgets/kit/uploader/UploaderPanel';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

/** The designer's field of V2 (3.4.7), as stored. */
const v2Field = (props: Record<string, unknown> = {}): JnpfField => ({
  __vModel__: 'files',
  __config__: {
    jnpfKey: 'uploadFz',
    label: '附件',
    labelWidth: undefined,
    showLabel: true,
    tag: 'JNPF-UploadFz',
    tagIcon: 'icon-ym icon-ym-generator-upload',
    defaultValue: [],
    required: false,
    layout: 'colFormItem',
    span: 24,
    dragDisabled: false,
    tableName: '',
    regList: [],
    trigger: 'click',
  },
  disabled: false,
  accept: '',
  fileSize: 5,
  sizeUnit: 'MB',
  buttonText: '点击上传',
  showTip: false,
  limit: 9,
  ...props,
});

const stored: FileValue[] = [
  { name: '合同#2026.pdf', fileId: '20260101_a1.pdf', url: '/api/file/Image/annex/20260101_a1.pdf', fileSize: 2048, fileExtension: 'pdf', fileVersionId: 'v1' },
  { name: '照片.png', fileId: '20260101_b2.png', url: '/api/file/Image/annex/20260101_b2.png', fileSize: 1024 },
  { name: '图纸.dwg', fileId: '20260101_c3.dwg', url: '/api/file/Image/annex/20260101_c3.dwg' },
  { name: '说明.txt', fileId: '20260101_d4.txt', url: '/api/file/Image/annex/20260101_d4.txt', fileExtension: 'txt' },
];

function setup(field: JnpfField = v2Field(), init: FakeFilesInit = {}, options: { mode?: 'edit' | 'read' | 'disabled'; initialValues?: Record<string, unknown> } = {}) {
  const files = createFakeFileServices(init);
  const dataSource = { ...createMemoryDataSource(), files };
  const rendered = renderDefinition([field], { dataSource, ...options });
  return { ...rendered, files };
}

const choose = (container: HTMLElement, ...chosen: File[]) => {
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: chosen } });
};
const fileOf = (name: string, size = 10, type = '') => new File([new Uint8Array(size)], name, { type });
const group = () => screen.getByRole('group', { name: '附件' });

describe('uploadFz kind', () => {
  it('compiles both generations (uploadFz, uploadFile) to an array with the designer props, without issues', () => {
    expect(fieldKinds.canonical('uploadFile')).toBe('uploadFz');
    for (const jnpfKey of ['uploadFz', 'uploadFile']) {
      const base = v2Field();
      const form = compileJnpfForm({ fields: [{ ...base, __config__: { ...base.__config__, jnpfKey } }] });
      expect(form.issues).toEqual([]);
      expect(form.schema.properties?.files).toMatchObject({ type: 'array', default: [] });
      expect(form.uiSchema.files['ui:options']).toMatchObject({ limit: 9, fileSize: 5, sizeUnit: 'MB', buttonText: '点击上传', type: 'annex', pathType: 'defaultPath' });
    }
  });

  it('sends a chosen file in chunks and stores it as JNPF does; the name shows without #', async () => {
    const { container, controller, files } = setup();
    choose(container, fileOf('方案#A.pdf', 1000, 'application/pdf'));
    await waitFor(() => expect(controller.getValues().files).toHaveLength(1), { timeout: 20_000 });
    const [value] = controller.getValues().files as FileValue[];
    expect(value).toEqual({
      name: '方案#A.pdf',
      fileId: expect.stringMatching(/^20260101_\w+\.pdf$/),
      url: expect.stringMatching(/^\/api\/file\/Image\/annex\/20260101_\w+\.pdf$/),
      fileSize: 1000,
      fileExtension: 'pdf',
    });
    expect(files.calls.map((c) => c.call)).toEqual(['chunkTest', 'uploadChunk', 'merge']);
    expect(files.calls[2]!.args[0]).toMatchObject({ fileName: '方案A.pdf', type: 'annex', pathType: 'defaultPath', extension: 'pdf', fileSize: 1000 });
    expect(within(group()).getByRole('button', { name: '预览 方案A.pdf' }).textContent).toBe('方案A.pdf');
    // No file of the field is on its way any more.
    expect(within(group()).queryByRole('progressbar')).toBeNull();
  });

  it('shows the file on its way with its status and progress, in the field and in the floating panel', async () => {
    const files = createFakeFileServices({ latency: 150 });
    const dataSource = { ...createMemoryDataSource(), files };
    const { container, controller } = renderDefinition([v2Field()], { dataSource });
    render(
      <ChakraProvider value={defaultSystem}>
        <UploaderPanel services={files} />
      </ChakraProvider>,
    );
    choose(container, fileOf('slow.pdf'));
    const bar = await within(group()).findByRole('progressbar', { name: 'slow.pdf' });
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    const panel = screen.getByRole('region', { name: '上传列表' });
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toMatch(/^上传中/));
    expect(within(panel).getByRole('button', { name: '暂停 slow.pdf' })).toBeTruthy();
    await waitFor(() => expect(controller.getValues().files).toHaveLength(1));
    // Stored: the panel folds to its header; opened, it shows the file done, with nothing left to do.
    await waitFor(() => expect(panel.textContent).toContain('1/1 已完成'));
    fireEvent.click(within(panel).getByRole('button', { name: '展开' }));
    expect(within(panel).getByRole('status').textContent).toBe('上传成功');
    expect(within(panel).queryByRole('button', { name: /移除/ })).toBeNull();
  });

  it('a server refusal shows its message for 1 s and drops the file', async () => {
    const { container, controller, files } = setup();
    choose(container, fileOf('setup.exe'));
    await waitFor(() => expect(files.notices).toEqual([{ type: 'error', message: '不允许上传.exe类型的文件', duration: 1000 }]));
    expect(controller.getValues().files).toEqual([]);
    expect(within(group()).queryByRole('progressbar')).toBeNull();
  });

  it('refuses files past the limit, too large or of a type not accepted, each with its message', async () => {
    const { container, files } = setup(v2Field({ limit: 2, fileSize: 1, sizeUnit: 'KB', accept: '.pdf,.txt' }), {}, { initialValues: { files: [stored[0]] } });
    choose(container, fileOf('a.docx'), fileOf('big.pdf', 2048), fileOf('ok.txt'), fileOf('more.pdf'));
    await waitFor(() =>
      expect(files.notices.map((n) => n.message)).toEqual(['请选择.pdf,.txt类型的文件', '文件大小超过1KB', '当前限制最多可以上传2个文件']),
    );
    expect(files.notices.every((n) => n.type === 'error' && n.duration === 1000)).toBe(true);
    await waitFor(() => expect(files.calls.filter((c) => c.call === 'merge').map((c) => (c.args[0] as { fileName: string }).fileName)).toEqual(['ok.txt']));
  });

  it('single-file mode at limit 1: the picker takes one file', () => {
    const { container } = setup(v2Field({ limit: 1 }));
    expect((container.querySelector('input[type=file]') as HTMLInputElement).multiple).toBe(false);
    cleanup();
    const other = setup(v2Field({ limit: 0, accept: 'word' }));
    const input = other.container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.doc,.docx');
  });

  it('deletes a file only once confirmed (此操作将永久删除该数据, 是否继续？)', async () => {
    const { controller } = setup(v2Field(), {}, { initialValues: { files: stored } });
    fireEvent.click(within(group()).getByRole('button', { name: '删除 合同2026.pdf' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('此操作将永久删除该数据, 是否继续？');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(controller.getValues().files).toHaveLength(4);

    fireEvent.click(within(group()).getByRole('button', { name: '删除 合同2026.pdf' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect((controller.getValues().files as FileValue[]).map((f) => f.fileId)).toEqual(['20260101_b2.png', '20260101_c3.dwg', '20260101_d4.txt']));
  });

  it('downloads one file by its link and all as a zip; 未发现文件 when there are none', async () => {
    const { files, controller } = setup(v2Field(), {}, { initialValues: { files: stored.slice(0, 2) } });
    fireEvent.click(within(group()).getByRole('button', { name: '下载 合同2026.pdf' }));
    await waitFor(() => expect(files.opened).toHaveLength(1));
    expect(files.calls.at(-1)).toEqual({ call: 'downloadLink', args: ['annex', '20260101_a1.pdf'] });
    expect(files.opened[0]).toEqual({ url: '/api/file/Download?encryption=fake&name=20260101_a1.pdf', name: '合同2026.pdf' });

    fireEvent.click(within(group()).getByRole('button', { name: '全部下载' }));
    await waitFor(() => expect(files.opened).toHaveLength(2));
    expect(files.calls.at(-1)).toEqual({
      call: 'packDownload',
      args: [
        'annex',
        [
          { fileId: '20260101_a1.pdf', fileName: '合同#2026.pdf' },
          { fileId: '20260101_b2.png', fileName: '照片.png' },
        ],
      ],
    });

    act(() => controller.change(['files'], []));
    fireEvent.click(within(group()).getByRole('button', { name: '全部下载' }));
    expect(files.notices).toEqual([{ type: 'error', message: '未发现文件', duration: 1000 }]);
    expect(files.opened).toHaveLength(2);
  });

  it('previews: images in the viewer (zoom, rotate), pdf in a frame of the preview address, 文件不存在 when there is none', async () => {
    const { files } = setup(v2Field(), { previews: { '20260101_a1.pdf': 'http://preview.test/a1.pdf?token=t' } }, { initialValues: { files: stored } });
    fireEvent.click(within(group()).getByRole('button', { name: '预览 照片.png' }));
    const viewer = await screen.findByRole('dialog', { name: '照片.png' });
    const image = within(viewer).getByRole('img', { name: '照片.png' });
    fireEvent.click(within(viewer).getByRole('button', { name: '放大' }));
    fireEvent.click(within(viewer).getByRole('button', { name: '向右旋转' }));
    expect(image.getAttribute('data-zoom')).toBe('1.2');
    expect(image.getAttribute('data-rotate')).toBe('90');
    fireEvent.click(within(viewer).getByRole('button', { name: '缩小' }));
    fireEvent.click(within(viewer).getByRole('button', { name: '向左旋转' }));
    fireEvent.click(within(viewer).getByRole('button', { name: '向左旋转' }));
    expect(image.getAttribute('data-zoom')).toBe('1');
    expect(image.getAttribute('data-rotate')).toBe('-90');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '照片.png' })).toBeNull());
    expect(files.calls.some((c) => c.call === 'preview')).toBe(false);

    fireEvent.click(within(group()).getByRole('button', { name: '预览 合同2026.pdf' }));
    const frame = await waitFor(() => {
      const found = document.querySelector('iframe');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(frame.getAttribute('src')).toBe('http://preview.test/a1.pdf?token=t');
    expect(files.calls.find((c) => c.call === 'preview')?.args[0]).toEqual({
      fileName: '20260101_a1.pdf',
      fileVersionId: 'v1',
      fileDownloadUrl: '/api/file/Image/annex/20260101_a1.pdf',
      type: 'annex',
    });
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(document.querySelector('iframe')).toBeNull());

    fireEvent.click(within(group()).getByRole('button', { name: '预览 说明.txt' }));
    await waitFor(() => expect(files.notices).toEqual([{ type: 'warning', message: '文件不存在', duration: 1000 }]));
    expect(screen.queryByRole('dialog')).toBeNull();

    // A type the server does not show inline: its download is offered, nothing asked.
    const asked = files.calls.length;
    fireEvent.click(within(group()).getByRole('button', { name: '预览 图纸.dwg' }));
    const offer = await screen.findByRole('dialog', { name: '图纸.dwg' });
    expect(offer.textContent).toContain('该类型的文件不能在线预览，请下载后查看');
    expect(files.calls.length).toBe(asked);
    fireEvent.click(within(offer).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(files.opened.at(-1)?.name).toBe('图纸.dwg'));
  });

  it('read and disabled modes: the files to preview and download, nothing to upload or delete; the list cell names them', () => {
    const { rerenderMode, container } = setup(v2Field(), {}, { initialValues: { files: stored } });
    rerenderMode('read');
    expect(container.querySelector('input[type=file]')).toBeNull();
    expect(screen.getByRole('button', { name: '预览 合同2026.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '全部下载' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^删除/ })).toBeNull();
    rerenderMode('disabled');
    expect(container.querySelector('input[type=file]')).toBeNull();
    expect(screen.queryByRole('button', { name: /^删除/ })).toBeNull();
    expect(screen.getByRole('button', { name: '下载 照片.png' })).toBeTruthy();

    const kind = fieldKinds.get('uploadFz')!;
    const form = compileJnpfForm({ fields: [v2Field()] });
    cleanup();
    const Cell = kind.Cell!;
    render(<Cell value={stored} field={form.fields.get('files')!} dataSource={createMemoryDataSource()} row={{}} />);
    expect(screen.getByText('合同2026.pdf，照片.png，图纸.dwg，说明.txt')).toBeTruthy();
  });

  it('without file services it shows the names and offers no upload', () => {
    const { container } = renderDefinition([v2Field()], { initialValues: { files: stored } });
    expect(screen.getByText('合同2026.pdf')).toBeTruthy();
    expect((screen.getByRole('button', { name: '点击上传' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '全部下载' })).toBeNull();
    expect(container.querySelector('input[type=file]')).toBeTruthy();
  });

  it('required: 请至少选择一个附件 until a file is stored', async () => {
    const base = v2Field();
    const { controller, container } = setup({ ...base, __config__: { ...base.__config__, required: true } });
    act(() => {
      controller.submit();
    });
    expect(screen.getByRole('alert').textContent).toBe('请至少选择一个附件');
    choose(container, fileOf('a.txt'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
