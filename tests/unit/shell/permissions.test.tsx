import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { PermissionEntry } from '../../../api';
import { Can, PermissionProvider, usePermissions } from '../../../engine/permission/Can';
import { hasButton, hasColumn, hasForm } from '../../../engine/permission/permissions';

const item = (enCode: string) => ({ id: enCode, fullName: enCode, enCode });
const list: PermissionEntry[] = [
  { modelId: 'm-user', moduleName: '用户管理', button: [item('btn_add'), item('btn_edit')], column: [item('account')], form: [item('realName')], resource: [] },
  { modelId: 'm-empty', moduleName: '空', button: [], column: [], form: [], resource: [] },
];

afterEach(cleanup);

describe('permission helpers (spec 000 6, reference 1.6)', () => {
  it('answers by modelId and enCode for buttons, columns and form fields', () => {
    expect(hasButton(list, 'm-user', 'btn_add')).toBe(true);
    expect(hasButton(list, 'm-user', 'btn_remove')).toBe(false);
    expect(hasColumn(list, 'm-user', 'account')).toBe(true);
    expect(hasColumn(list, 'm-user', 'btn_add')).toBe(false);
    expect(hasForm(list, 'm-user', 'realName')).toBe(true);
    expect(hasForm(list, 'm-user', 'account')).toBe(false);
  });

  it('is false without a modelId, without a matching entry, with an empty list or an empty code', () => {
    expect(hasButton(list, undefined, 'btn_add')).toBe(false);
    expect(hasButton(list, '', 'btn_add')).toBe(false);
    expect(hasButton(list, 'm-other', 'btn_add')).toBe(false);
    expect(hasButton(list, 'm-empty', 'btn_add')).toBe(false);
    expect(hasButton(list, 'm-user', '')).toBe(false);
  });

  it('<Can> removes what the page does not grant; usePermissions answers the same', () => {
    function Checks() {
      const { hasButton: may } = usePermissions();
      return <p>{may('btn_edit') ? 'edit allowed' : 'edit refused'}</p>;
    }
    render(
      <PermissionProvider value={{ permissionList: list, modelId: 'm-user' }}>
        <Can code="btn_add">
          <button type="button">新增</button>
        </Can>
        <Can code="btn_remove" fallback={<span>no remove</span>}>
          <button type="button">删除</button>
        </Can>
        <Can code="account" kind="column">
          <span>account column</span>
        </Can>
        <Checks />
      </PermissionProvider>,
    );
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getByText('no remove')).toBeTruthy();
    expect(screen.getByText('account column')).toBeTruthy();
    expect(screen.getByText('edit allowed')).toBeTruthy();
  });

  it('<Can> outside a page with a modelId shows nothing', () => {
    render(
      <Can code="btn_add">
        <button type="button">新增</button>
      </Can>,
    );
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });
});
