/**
 * The image upload kind (uploadImg; spec 002 sections 5.3, 7.2 and 8): images chosen go by the simple
 * upload to `annexpic` and are stored as `{name, fileId, url}`; its rules and messages (1.5 s); the
 * thumbnails, the viewer, delete with confirmation; read, disabled and list-cell renderings.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { compileJnpfForm, createMemoryDataSource, fieldKinds, type JnpfField } from '../../../engine';
import type { ImageValue } from '../../../api/files';
import { createFakeFileServices, type FakeFilesInit } from '../../../stories/fixtures/file-services';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const imgField = (props: Record<string, unknown> = {}): JnpfField => ({
  __vModel__: 'pics',
  __config__: { jnpfKey: 'uploadImg', label: '现场照片', defaultValue: [], trigger: 'click', tag: 'JNPF-UploadImg', dragDisabled: false, tableName: '' },
  disabled: false,
  accept: '',
  showTip: false,
  fileSize: 5,
  sizeUnit: 'MB',
  limit: 9,
  ...props,
});

const stored: ImageValue[] = [
  { name: '泵站#1.png', fileId: '20260101_p1.png', url: '/api/file/Image/annexpic/20260101_p1.png' },
  { name: '阀门.jpg', fileId: '20260101_p2.jpg', url: '/api/file/Image/annexpic/20260101_p2.jpg' },
];

function setup(field: JnpfField = imgField(), init: FakeFilesInit = {}, initialValues?: Record<string, unknown>) {
  const files = createFakeFileServices(init);
  const rendered = renderDefinition([field], { dataSource: { ...createMemoryDataSource(), files }, initialValues });
  return { ...rendered, files };
}

const choose = (container: HTMLElement, ...chosen: File[]) =>
  fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, { target: { files: chosen } });
const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const group = () => screen.getByRole('group', { name: '现场照片' });

describe('uploadImg kind', () => {
  it('compiles to an array of images with the designer props, without issues (buttonText is not one of them)', () => {
    const form = compileJnpfForm({ fields: [imgField()] });
    expect(form.issues).toEqual([]);
    expect(form.uiSchema.pics['ui:options']).toMatchObject({ limit: 9, fileSize: 5, sizeUnit: 'MB', type: 'annexpic' });
    expect(compileJnpfForm({ fields: [imgField({ buttonText: '上传' })] }).issues.map((issue) => issue.key)).toEqual(['buttonText']);
  });

  it('uploads a chosen image to annexpic and stores {name, fileId, url}; the thumbnail opens the viewer', async () => {
    const { container, controller, files } = setup(imgField({ pathType: 'selfPath', isAccount: 0, folder: 'site' }));
    choose(container, png('泵房#3.png'));
    await waitFor(() => expect(controller.getValues().pics).toHaveLength(1));
    const [value] = controller.getValues().pics as ImageValue[];
    expect(value).toEqual({ name: '泵房#3.png', fileId: expect.stringMatching(/^20260101_\w+\.png$/), url: expect.stringMatching(/^\/api\/file\/Image\/annexpic\//) });
    expect(files.calls[0]).toMatchObject({ call: 'upload', args: ['annexpic', expect.any(File), '泵房#3.png', { pathType: 'selfPath', isAccount: '0', folder: 'site' }] });
    fireEvent.click(within(group()).getByRole('button', { name: '预览 泵房3.png' }));
    const viewer = await screen.findByRole('dialog', { name: '泵房3.png' });
    // The address the browser loads: the base address joined (here, the uploaded picture itself).
    expect(within(viewer).getByRole('img', { name: '泵房3.png' }).getAttribute('src')).toBe(files.api.fileUrl(value!.url));
  });

  it('a server failure shows its message for 1.5 s and drops the image', async () => {
    const { container, controller, files } = setup(imgField(), { refuseUpload: '图片大小不能超过5M' });
    choose(container, png('a.png'));
    await waitFor(() => expect(files.notices).toEqual([{ type: 'error', message: '图片大小不能超过5M', duration: 1500 }]));
    expect(controller.getValues().pics).toEqual([]);
    expect(within(group()).queryByRole('status')).toBeNull();
  });

  it('refuses non-images (请上传图片), large images (图片大小超过…) and images past the limit (最多只能上传N张图片)', async () => {
    const { container, files } = setup(imgField({ limit: 2, fileSize: 1, sizeUnit: 'KB' }), {}, { pics: [stored[0]] });
    choose(container, new File(['x'], 'a.pdf', { type: 'application/pdf' }), png('big.png', 4096), png('ok.png'), png('more.png'));
    await waitFor(() => expect(files.notices.map((n) => n.message)).toEqual(['请上传图片', '图片大小超过1KB', '最多只能上传2张图片']));
    expect(files.notices.every((n) => n.duration === 1500)).toBe(true);
    await waitFor(() => expect(files.calls.filter((c) => c.call === 'upload').map((c) => c.args[2])).toEqual(['ok.png']));
  });

  it('deletes an image once confirmed; the viewer steps through the images', async () => {
    const { controller } = setup(imgField(), {}, { pics: stored });
    fireEvent.click(within(group()).getByRole('button', { name: '预览 泵站1.png' }));
    const viewer = await screen.findByRole('dialog', { name: '泵站1.png' });
    fireEvent.click(within(viewer).getByRole('button', { name: '下一张' }));
    expect(await screen.findByRole('dialog', { name: '阀门.jpg' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(group()).getByRole('button', { name: '删除 阀门.jpg' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('此操作将永久删除该数据, 是否继续？');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(controller.getValues().pics).toEqual([stored[0]]));
  });

  it('single-image mode at limit 1; read and disabled modes show thumbnails only; the list cell shows small ones', () => {
    const { container, rerenderMode } = setup(imgField({ limit: 1 }), {}, { pics: stored });
    expect((container.querySelector('input[type=file]') as HTMLInputElement).multiple).toBe(false);
    expect((container.querySelector('input[type=file]') as HTMLInputElement).accept).toBe('image/*');
    rerenderMode('read');
    expect(container.querySelector('input[type=file]')).toBeNull();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['泵站1.png', '阀门.jpg']);
    rerenderMode('disabled');
    expect(screen.queryByRole('button', { name: /^删除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '上传图片' })).toBeNull();

    cleanup();
    const kind = fieldKinds.get('uploadImg')!;
    const form = compileJnpfForm({ fields: [imgField()] });
    const Cell = kind.Cell!;
    render(<Cell value={stored} field={form.fields.get('pics')!} dataSource={createMemoryDataSource()} row={{}} />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(stored.map((image) => image.url));
  });
});
