/**
 * The floating uploader panel (widgets/kit/uploader/UploaderPanel.tsx; spec 002 sections 2.7 and 4.7):
 * each file's name, size, status text and progress, the buttons its status allows, collapsing (by itself
 * once every file is stored), and closing once nothing is on its way.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createFakeFileServices } from '../../stories/fixtures/file-services';
import { ChunkUploader } from '../../widgets/kit/uploader/uploader';
import { UploaderPanel } from '../../widgets/kit/uploader/UploaderPanel';

afterEach(cleanup);

function setup(init: Parameters<typeof createFakeFileServices>[0] = {}) {
  const services = createFakeFileServices(init);
  const hashes = new Map<string, (hex: string) => void>();
  const uploader = new ChunkUploader({
    api: services.api,
    notify: services.notify,
    simultaneous: 1,
    hash: (file) => new Promise<string>((resolve) => hashes.set((file as File).name, resolve)),
  });
  render(
    <ChakraProvider value={defaultSystem}>
      <UploaderPanel uploader={uploader} />
    </ChakraProvider>,
  );
  const add = (name: string, size = 10) => act(() => void uploader.add(new File([new Uint8Array(size)], name), { type: 'annex' }));
  const hashed = (name: string) => act(() => hashes.get(name)!(`md5-${name}`));
  const row = (name: string) => screen.getByRole('listitem', { name });
  const status = (name: string) => within(row(name)).getByRole('status').textContent;
  const buttons = (name: string) => within(row(name)).queryAllByRole('button').map((b) => b.textContent);
  return { services, uploader, add, hashed, row, status, buttons };
}

describe('uploader panel', () => {
  it('is hidden while the list is empty', () => {
    setup();
    expect(screen.queryByRole('region', { name: '上传列表' })).toBeNull();
  });

  it('shows each file with its size, status and progress; no buttons while checking; pause and remove while waiting or uploading', async () => {
    const { add, hashed, row, status, buttons } = setup({ latency: 100 });
    add('合同#1.pdf', 2048);
    add('b.pdf');
    expect(screen.getByRole('region', { name: '上传列表' }).textContent).toContain('0/2 已完成');
    expect(status('合同1.pdf')).toBe('文件校验中');
    expect(buttons('合同1.pdf')).toEqual([]);
    expect(within(row('合同1.pdf')).getByText('2 KB')).toBeTruthy();

    hashed('合同#1.pdf');
    hashed('b.pdf');
    await waitFor(() => expect(status('合同1.pdf')).toBe('上传中 0%'));
    expect(buttons('合同1.pdf')).toEqual(['暂停', '移除']);
    expect(status('b.pdf')).toBe('等待上传');
    expect(buttons('b.pdf')).toEqual(['暂停', '移除']);

    fireEvent.click(within(row('b.pdf')).getByRole('button', { name: '暂停 b.pdf' }));
    expect(status('b.pdf')).toBe('暂停中 0%');
    expect(buttons('b.pdf')).toEqual(['继续', '移除']);

    await waitFor(() => expect(status('合同1.pdf')).toBe('上传成功'));
    expect(within(row('合同1.pdf')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(buttons('合同1.pdf')).toEqual([]);
    expect(status('b.pdf')).toBe('暂停中 0%');

    fireEvent.click(within(row('b.pdf')).getByRole('button', { name: '继续 b.pdf' }));
    // Everything stored: the panel folds to its header, which still counts them, and opens on demand.
    const panel = screen.getByRole('region', { name: '上传列表' });
    await waitFor(() => expect(panel.textContent).toContain('2/2 已完成'));
    expect(within(panel).queryByRole('list')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: '展开' }));
    expect(status('b.pdf')).toBe('上传成功');
  });

  it('an error offers retry and remove; remove takes the file off', async () => {
    const { services, add, hashed, row, status, buttons } = setup({ lostChunks: 6 });
    add('a.pdf');
    hashed('a.pdf');
    await waitFor(() => expect(status('a.pdf')).toBe('上传失败'));
    expect(services.notices.map((n) => n.message)).toEqual(['上传失败']);
    expect(buttons('a.pdf')).toEqual(['重试', '移除']);
    fireEvent.click(within(row('a.pdf')).getByRole('button', { name: '重试 a.pdf' }));
    await waitFor(() => expect(screen.getByRole('region', { name: '上传列表' }).textContent).toContain('1/1 已完成'));

    // A new file on its way opens the folded panel again.
    add('c.pdf');
    expect(status('c.pdf')).toBe('文件校验中');
    hashed('c.pdf');
    await waitFor(() => expect(buttons('c.pdf')).toEqual(['暂停', '移除']));
    fireEvent.click(within(row('c.pdf')).getByRole('button', { name: '移除 c.pdf' }));
    expect(screen.queryByRole('listitem', { name: 'c.pdf' })).toBeNull();
  });

  it('collapses and expands; closes (taking the stored files off) only when nothing is on its way', async () => {
    const { add, hashed, status } = setup({ latency: 50 });
    add('a.pdf');
    const panel = screen.getByRole('region', { name: '上传列表' });
    const close = within(panel).getByRole('button', { name: '关闭' }) as HTMLButtonElement;
    expect(close.disabled).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: '收起' }));
    expect(within(panel).queryByRole('list')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: '展开' }));
    expect(status('a.pdf')).toBe('文件校验中');
    hashed('a.pdf');
    await waitFor(() => expect(close.disabled).toBe(false));
    expect(within(panel).queryByRole('list')).toBeNull();
    fireEvent.click(close);
    expect(screen.queryByRole('region', { name: '上传列表' })).toBeNull();
  });

  it('speaks the language it is given', () => {
    const services = createFakeFileServices();
    const uploader = new ChunkUploader({ api: services.api, notify: services.notify, hash: () => new Promise(() => undefined) });
    act(() => void uploader.add(new File(['x'], 'x.pdf'), { type: 'annex' }));
    render(<UploaderPanel uploader={uploader} language="en" inline />);
    expect(screen.getByRole('region', { name: 'Uploads' }).textContent).toContain('Verifying file');
  });
});
