import { describe, expect, it, vi } from 'vitest';
import type { ResourceClient } from '../../../../api/resource-client';
import { createMemoryDataSource } from '../../../../engine';
import { createVisualDevSource } from '../../../../screens/visual-dev/visual-dev-source';

function fakeClient() {
  const sent: { method: string; path: string; body?: unknown }[] = [];
  const client = {
    get: vi.fn(async (path: string) =>
      path === '/MenuSelector'
        ? {
            list: [
              {
                id: 's1',
                fullName: '智慧供热平台',
                type: 0,
                disabled: true,
                children: [{ id: 'd1', fullName: '供热业务', type: 1, children: [] }],
              },
              { id: 's2', fullName: '呼叫中心', type: 0, disabled: true, children: [] },
            ],
          }
        : { url: '/api/system/ExportFile/t', name: '抄表.bvd' },
    ),
    send: vi.fn(async (method: string, path: string, body?: unknown) => {
      sent.push({ method, path, body });
      return { msg: '发布成功', data: null };
    }),
    resolveUrl: (url: string) => `http://host${url}`,
  } as unknown as ResourceClient;
  return { client, sent };
}

describe('the 功能设计 data source', () => {
  const form = createMemoryDataSource({ dictionaries: { webDesign: [{ id: 'c1', fullName: '供热业务', enCode: 'heatingBusiness' }] } });

  it('lists the categories of webDesign and offers each system’s directories named with their system', async () => {
    const { client } = fakeClient();
    const source = createVisualDevSource(client, form);
    expect((await source.list('visualDev.categories', {})).list).toEqual([{ id: 'c1', fullName: '供热业务', enCode: 'heatingBusiness' }]);
    expect((await source.call('visualDev.menuSelector', {})).data).toEqual([
      { id: 'd1', fullName: '供热业务（智慧供热平台）', type: 1, children: [] },
    ]);
  });

  it('releases with the dialog’s directory, name and icon, copies, exports and imports', async () => {
    const { client, sent } = fakeClient();
    const source = createVisualDevSource(client, form);
    const released = await source.call('visualDev.release', {
      id: 'v 1',
      values: { pcModuleParentId: 'd1', menuName: ' 抄表 ', menuIcon: '' },
    });
    expect(released.msg).toBe('发布成功');
    expect(sent[0]).toEqual({ method: 'POST', path: '/v%201/Actions/Release', body: { pcModuleParentId: 'd1', fullName: '抄表' } });
    await source.call('visualDev.copy', { id: 'v1' });
    expect(sent[1]).toMatchObject({ method: 'POST', path: '/v1/Actions/Copy' });
    expect((await source.call('visualDev.export', { id: 'v1' })).download).toEqual({
      url: 'http://host/api/system/ExportFile/t',
      name: '抄表.bvd',
    });
    await source.call('visualDev.import', { file: new File(['{}'], '抄表.bvd') });
    expect(sent[2]!.path).toBe('/Actions/Import');
    expect((sent[2]!.body as FormData).get('file')).toBeInstanceOf(File);
  });
});
