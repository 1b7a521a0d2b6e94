import { describe, expect, it } from 'vitest';
import type { ResourceClient } from '../../../../api/resource-client';
import type { DataSource } from '../../../../engine/data-source';
import { resourcePage } from '../../../../schemas/pages/resource-page';
import { groupResource } from '../../../../schemas/resources/group';
import { positionResource } from '../../../../schemas/resources/position';
import { userResource } from '../../../../schemas/resources/user';
import { md5Hex } from '../../../../api/oauth';
import { NO_PASSWORD_POLICY } from '../../../../screens/password/validation';
import { createResourceSource, resourceBody } from '../../../../screens/resource/resource-source';

function recordingClient() {
  const calls: [string, ...unknown[]][] = [];
  const client: ResourceClient = {
    list: async (query) => (calls.push(['list', query]), { list: [{ id: 'a' }], pagination: { currentPage: 1, pageSize: 20, total: 41 } }),
    selector: async () => [
      {
        id: 'c',
        type: 'company',
        children: [
          { id: 'd', type: 'department', children: [{ id: 'p', type: 'position' }] },
          { id: 'p2', type: 'position' },
        ],
      },
    ],
    all: async () => [],
    info: async (id) => (calls.push(['info', id]), { id, fullName: '会计' }),
    create: async (body) => (calls.push(['create', body]), { msg: '新建成功', data: { id: 'n' } }),
    update: async (id, body) => (calls.push(['update', id, body]), { msg: '修改成功', data: null }),
    remove: async (id) => (calls.push(['remove', id]), { msg: '删除成功', data: null }),
    toggleState: async (id) => (calls.push(['state', id]), { msg: '更新成功', data: { enabledMark: 0 } }),
    get: async <T>(subPath: string, query?: Record<string, unknown>) => (calls.push(['get', subPath, query]), { list: [] } as T),
    send: async <T>(method: string, subPath: string, body?: unknown) => (
      calls.push(['send', method, subPath, body]),
      { msg: '操作成功', data: null as T }
    ),
    at: () => client,
  };
  return { client, calls };
}

const form = {} as DataSource;

describe('the page of a resource, from its definition', () => {
  it('offers add, edit and delete under the buttons the definition names, with its dialog and calls', () => {
    const page = resourcePage(positionResource, { id: 'p', columns: [{ prop: 'fullName', label: '岗位名称' }] });
    expect(page.toolbar?.buttons).toEqual([expect.objectContaining({ action: 'add', permission: 'btn_add' })]);
    expect(page.rowActions?.map((button) => [button.action, button.permission])).toEqual([
      ['edit', 'btn_edit'],
      ['remove', 'btn_remove'],
    ]);
    expect(page.list.call).toBe('position.list');
    expect(page.dialogs?.record).toMatchObject({ load: 'position.info', save: { create: 'position.create', update: 'position.update' } });
    expect(page.dialogs?.record?.form.schema).toBe(positionResource.form.schema);
  });

  it('turns the status column into a switch only when the resource has a state action', () => {
    const columns = [{ prop: 'enabledMark', label: '状态', kind: 'status' }];
    expect(resourcePage(groupResource, { id: 'g', columns }).columns[0]).toEqual(columns[0]);
    const withState = { ...groupResource, actions: { ...groupResource.actions, state: { button: 'btn_enable' } } };
    expect(resourcePage(withState, { id: 'g', columns }).columns[0]).toMatchObject({
      kind: 'switch',
      action: 'state',
      permission: 'btn_enable',
    });
  });
});

describe('the data source of a resource screen', () => {
  it('lists through the client with the total of all pages, and sends only the form’s fields', async () => {
    const { client, calls } = recordingClient();
    const source = createResourceSource(groupResource, client, form);
    expect(await source.list('group.list', { keyword: '抢修', currentPage: 2, pageSize: 20, type: 'work' })).toEqual({
      list: [{ id: 'a' }],
      total: 41,
    });
    expect(calls[0]).toEqual(['list', expect.objectContaining({ keyword: '抢修', currentPage: 2, type: 'work' })]);
    await source.call('group.update', {
      id: 'g1',
      values: { id: 'g1', fullName: '组', enCode: 'x', type: 'work', description: '', typeName: '工作组' },
    });
    expect(calls[1]).toEqual(['update', 'g1', { fullName: '组', enCode: 'x', type: 'work' }]);
    expect((await source.call('group.remove', { id: 'g1' })).msg).toBe('删除成功');
  });

  it('refuses a call of another resource or one it does not have', async () => {
    const source = createResourceSource(groupResource, recordingClient().client, form);
    await expect(async () => source.call('position.remove', { id: 'x' })).rejects.toThrow('group source: no call position.remove');
    await expect(async () => source.call('group.organizations', {})).rejects.toThrow('no call group.organizations');
  });

  it("lets a write drop what the dialogs' pickers keep, so they offer the new data", async () => {
    let forgotten = 0;
    const source = createResourceSource(groupResource, recordingClient().client, { ...form, forget: () => (forgotten += 1) });
    await source.call('group.remove', { id: 'g1' });
    expect(forgotten).toBe(1);
    await source.list('group.list', { currentPage: 1, pageSize: 20 });
    expect(forgotten).toBe(1);
  });

  it('keeps zero and drops empty text in a body', () => {
    expect(resourceBody(groupResource, { fullName: '组', sortCode: 0, enabledMark: 0, description: '' })).toEqual({
      fullName: '组',
      sortCode: 0,
      enabledMark: 0,
    });
  });

  it('resets a user’s password with its MD5 only once the policy and the repeat allow it, and says why not', async () => {
    const { client, calls } = recordingClient();
    const notices: string[] = [];
    const policy = {
      ...NO_PASSWORD_POLICY,
      passwordStrengthLimit: 1 as const,
      passwordLengthMin: 1 as const,
      passwordLengthMinNumber: 8,
      containsNumbers: 1 as const,
    };
    const source = createResourceSource(userResource, client, form, {
      passwordPolicy: policy,
      notify: (notice) => notices.push(notice.message),
    });
    await expect(
      source.call('user.resetPassword', { id: 'u1', values: { userPassword: 'short1', validatePassword: 'short1' } }),
    ).rejects.toThrow();
    await expect(
      source.call('user.resetPassword', { id: 'u1', values: { userPassword: 'longenough1', validatePassword: 'other' } }),
    ).rejects.toThrow();
    expect(notices).toEqual(['新密码长度不能小于8位', '两次密码输入不一致']);
    expect(calls).toEqual([]);
    await source.call('user.resetPassword', { id: 'u1', values: { userPassword: 'longenough1', validatePassword: 'longenough1' } });
    expect(calls).toEqual([
      ['send', 'POST', '/u1/Actions/ResetPassword', { userPassword: md5Hex('longenough1'), validatePassword: md5Hex('longenough1') }],
    ]);
    await source.call('user.unlock', { id: 'u1' });
    expect(calls[1]).toEqual(['send', 'PUT', '/u1/Actions/unlock', undefined]);
  });
});
