import { describe, expect, it } from 'vitest';
import { columnSettingsText, createColumnSettingsClient, parseColumnSettings } from '../../../api/column-settings-client';
import type { HttpClient } from '../../../api';

describe('the column settings client', () => {
  it('reads JNPF 3.4.7’s columnVisible and the later visible; drops items without a prop and text that is not a list', () => {
    expect(
      parseColumnSettings(
        JSON.stringify([
          { prop: 'a', label: 'A', columnVisible: false },
          { prop: 'b', label: 'B', visible: false, columnVisible: true },
          { prop: 'c' },
          { label: 'no prop' },
          'junk',
        ]),
      ),
    ).toEqual([
      { prop: 'a', label: 'A', visible: false },
      { prop: 'b', label: 'B', visible: false },
      { prop: 'c', label: '', visible: true },
    ]);
    expect(parseColumnSettings('')).toBeUndefined();
    expect(parseColumnSettings('{"prop":"a"}')).toBeUndefined();
    expect(parseColumnSettings('not json')).toBeUndefined();
  });

  it('gets by menu and saves by PUT with moduleId and fieldList holding visible and columnVisible both', async () => {
    const calls: { method: string; url: string; data?: unknown }[] = [];
    const http = {
      get: async (url: string) => {
        calls.push({ method: 'GET', url });
        return { code: 200, msg: '', data: { moduleId: 'm 1', fieldList: '[{"prop":"a","label":"A","visible":true}]' } };
      },
      put: async (url: string, data?: unknown) => {
        calls.push({ method: 'PUT', url, data });
        return { code: 200, msg: '保存成功', data: null };
      },
    } as unknown as Pick<HttpClient, 'get' | 'put'>;
    const client = createColumnSettingsClient(http);
    expect(await client.get('m 1')).toEqual([{ prop: 'a', label: 'A', visible: true }]);
    await client.save('m 1', [{ prop: 'a', label: 'A', visible: false }]);
    expect(calls).toEqual([
      { method: 'GET', url: '/api/permission/Authority/GetColumnsByModuleId/m%201' },
      {
        method: 'PUT',
        url: '/api/permission/Authority/SetColumnsByModuleId',
        data: { moduleId: 'm 1', fieldList: columnSettingsText([{ prop: 'a', label: 'A', visible: false }]) },
      },
    ]);
    expect(JSON.parse(columnSettingsText([{ prop: 'a', label: 'A', visible: false }]))).toEqual([
      { prop: 'a', label: 'A', visible: false, columnVisible: false },
    ]);
  });
});
