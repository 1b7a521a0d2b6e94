import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SystemLogItem } from '../../../api';
import { SignInLogPanel } from '../../../screens/profile/SignInLogPanel';
import { i18n } from '../../../shell/i18n';
import { ok, renderScreen } from './render-screen';

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const row = (n: number, abstracts: string, loginMark: 0 | 1 = 1): SystemLogItem => ({
  id: `log${n}`,
  creatorTime: Date.UTC(2026, 2, 5, 8, n),
  userName: '张伟',
  ipAddress: `10.0.0.${n}`,
  ipAddressName: '局域网',
  platForm: 'Windows',
  browser: 'Chrome',
  loginMark,
  abstracts,
});

function logApi(rows: SystemLogItem[]) {
  return vi.fn(({ currentPage = 1, pageSize = 20 }: { currentPage?: number; pageSize?: number }) =>
    ok({
      list: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      pagination: { currentPage, pageSize, total: rows.length },
    }),
  );
}

describe('sign-in log', () => {
  it('shows the known notes of the server in the interface language, an unknown one as written', async () => {
    const rows = [row(1, 'sign-in'), row(2, 'wrong password', 0), row(3, 'unknown account', 0), row(4, '自定义说明')];
    renderScreen(<SignInLogPanel getSystemLog={logApi(rows)} />);
    const table = await screen.findByRole('table', { name: '登录日志' });
    await waitFor(() => expect(within(table).getByText('登录成功')).toBeTruthy());
    expect(within(table).getByText('密码错误')).toBeTruthy();
    expect(within(table).getByText('账户不存在')).toBeTruthy();
    expect(within(table).getByText('自定义说明')).toBeTruthy();
    expect(within(table).queryByText('sign-in')).toBeNull();
    cleanup();

    await i18n.changeLanguage('en');
    renderScreen(<SignInLogPanel getSystemLog={logApi(rows)} />);
    const english = await screen.findByRole('table', { name: 'Sign-in log' });
    await waitFor(() => expect(within(english).getByText('Signed in')).toBeTruthy());
    expect(within(english).getByText('Wrong password')).toBeTruthy();
    cleanup();

    await i18n.changeLanguage('zhtw');
    renderScreen(<SignInLogPanel getSystemLog={logApi(rows)} />);
    const traditional = await screen.findByRole('table', { name: '登入日誌' });
    await waitFor(() => expect(within(traditional).getByText('登入成功')).toBeTruthy());
    expect(within(traditional).getByText('密碼錯誤')).toBeTruthy();
  });

  it('pages with the shared pager: total, page numbers and next', async () => {
    const rows = Array.from({ length: 45 }, (_, i) => row(i, 'sign-in'));
    const api = logApi(rows);
    renderScreen(<SignInLogPanel getSystemLog={api} />);
    const table = await screen.findByRole('table', { name: '登录日志' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    const pager = screen.getByTestId('pager');
    expect(pager.textContent).toContain('共 45 条');
    fireEvent.click(within(pager).getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(api).toHaveBeenLastCalledWith({ currentPage: 3, pageSize: 20 });
    expect(within(pager).getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(true);
  });
});
