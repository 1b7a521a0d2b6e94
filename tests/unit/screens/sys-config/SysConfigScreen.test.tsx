import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PermissionEntry } from '../../../../api/session';
import type { SysConfigApi } from '../../../../api/sys-config';
import { createMemoryDataSource } from '../../../../engine';
import { PermissionProvider } from '../../../../engine/permission/Can';
import { loadValidator } from '../../../../engine/validation/ajv';
import { sysConfigFields, sysConfigIcons, sysConfigProperties, sysConfigReadOnly } from '../../../../schemas/sys-config';
import { bodyOf, formValuesOf, SysConfigScreen, sysConfigForm } from '../../../../screens/system/sys-config/SysConfigScreen';
import { sysConfigDefaults } from '../../../../server/sysconfig/defaults';
import { i18n } from '../../../../shell/i18n';
import '../../helpers/kinds';
import { ok, renderScreen } from '../render-screen';

afterEach(cleanup);
beforeAll(async () => {
  await i18n.changeLanguage('zh');
  await loadValidator();
});

const stored: Record<string, string | number> = { ...sysConfigDefaults };

function fakeApi(values: Record<string, string | number> = stored) {
  return {
    get: vi.fn<SysConfigApi['get']>(() => ok({ ...values })),
    update: vi.fn<SysConfigApi['update']>(() => ok(null, '保存成功')),
    adminList: vi.fn<SysConfigApi['adminList']>(() =>
      ok({ list: [{ id: 'u-admin', account: 'admin', realName: '系统管理员', fullName: '系统管理员/admin', builtIn: true }] }),
    ),
    setAdminList: vi.fn<SysConfigApi['setAdminList']>(() => ok(null, '设置成功')),
  } satisfies SysConfigApi;
}

function renderConfig(api: SysConfigApi, codes: string[]) {
  const notices: { message: string }[] = [];
  const button = codes.map((enCode) => ({ id: enCode, enCode, fullName: enCode }));
  const permissionList: PermissionEntry[] = [{ modelId: 'm', moduleName: '系统配置', button, column: [], form: [], resource: [] }];
  const dataSource = createMemoryDataSource({ labels: { user: { 'u-admin': '系统管理员/admin' } } });
  renderScreen(
    <PermissionProvider value={{ permissionList, modelId: 'm' }}>
      <SysConfigScreen api={api} form={dataSource} notify={(notice) => notices.push(notice)} />
    </PermissionProvider>,
  );
  return { notices };
}

describe('the 系统配置 form (a JNPF definition compiled by the engine)', () => {
  it('has a field for every key, with the bounds the server checks, and nothing unmapped', () => {
    const form = sysConfigForm();
    expect(form.issues).toEqual([]);
    expect([...form.fields.keys()].sort()).toEqual([...sysConfigFields].sort());
    for (const field of sysConfigFields) {
      const server = sysConfigProperties[field] as { minimum?: number; maximum?: number; maxLength?: number };
      const client = form.schema.properties?.[field] as { minimum?: number; maximum?: number; maxLength?: number };
      if (server.minimum !== undefined) expect([client.minimum, client.maximum], field).toEqual([server.minimum, server.maximum]);
      if (server.maxLength !== undefined && !(sysConfigIcons as readonly string[]).includes(field))
        expect(form.fields.get(field)?.options, field).toMatchObject({ maxlength: server.maxLength });
    }
    expect(form.schema.required).toEqual(expect.arrayContaining(['title', 'sysName', 'tokenTimeout']));
  });

  it('sends back what the answer held, without the read-only version', () => {
    expect(bodyOf({ title: 'x', sysVersion: '9', tokenTimeout: 30, extra: 1 }, { title: 'a', sysVersion: '1', tokenTimeout: 480 })).toEqual(
      {
        title: 'x',
        tokenTimeout: 30,
      },
    );
    expect(sysConfigReadOnly).toEqual(['sysVersion']);
  });

  it('edits each icon as an upload of one image and saves it as its address', () => {
    const form = sysConfigForm();
    for (const icon of sysConfigIcons) expect(form.fields.get(icon)?.kind, icon).toBe('uploadImg');
    const address = '/api/file/Image/annexpic/logo.png';
    const values = formValuesOf({ title: 'a', logoIcon: address, loginIcon: '' });
    expect(values).toEqual({ title: 'a', logoIcon: [{ name: 'logo.png', url: address }], loginIcon: [] });
    const loaded = { title: 'a', logoIcon: address, loginIcon: '' };
    expect(bodyOf(values, loaded)).toEqual(loaded);
    expect(
      bodyOf({ ...values, logoIcon: [], loginIcon: [{ name: 'x.png', url: '/api/file/Image/annexpic/x.png', fileId: 'x.png' }] }, loaded),
    ).toEqual({
      title: 'a',
      logoIcon: '',
      loginIcon: '/api/file/Image/annexpic/x.png',
    });
  });
});

describe('the 系统配置 screen', () => {
  it('saves the changed configuration under btn_edit', async () => {
    const api = fakeApi();
    const { notices } = renderConfig(api, ['btn_edit']);
    const title = await screen.findByLabelText(/系统标题/);
    fireEvent.change(title, { target: { value: '城东供热运营平台' } });
    fireEvent.click(screen.getByTestId('sys-config-save'));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    const body = api.update.mock.calls[0]![0];
    expect(body).toMatchObject({ title: '城东供热运营平台', tokenTimeout: 480, mandatoryModificationOfInitialPassword: 0 });
    expect(body).not.toHaveProperty('sysVersion');
    await waitFor(() => expect(notices).toContainEqual(expect.objectContaining({ message: '保存成功' })));
  });

  it('does not save an empty title', async () => {
    const api = fakeApi();
    renderConfig(api, ['btn_edit']);
    fireEvent.change(await screen.findByLabelText(/系统标题/), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('sys-config-save'));
    expect(await screen.findByText('请输入系统标题')).toBeTruthy();
    expect(api.update).not.toHaveBeenCalled();
  });

  it('shows the configuration without a save button to a user without btn_edit', async () => {
    const api = fakeApi();
    renderConfig(api, []);
    expect(await screen.findByLabelText(/系统标题/)).toBeTruthy();
    expect(screen.queryByTestId('sys-config-save')).toBeNull();
    expect(screen.queryByRole('button', { name: '保存超级管理员' })).toBeNull();
  });

  it('shows only the fields the answer holds (the form grants hide the others)', async () => {
    const { title: _title, ...withoutTitle } = stored;
    const api = fakeApi(withoutTitle);
    renderConfig(api, ['btn_edit']);
    expect(await screen.findByLabelText(/系统名称/)).toBeTruthy();
    expect(screen.queryByLabelText(/系统标题/)).toBeNull();
    fireEvent.click(screen.getByTestId('sys-config-save'));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update.mock.calls[0]![0]).not.toHaveProperty('title');
  });
});
