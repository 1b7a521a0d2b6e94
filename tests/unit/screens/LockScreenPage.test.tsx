import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { md5Hex, type LockScreenRequest } from '../../../api';
import { LockScreenPage } from '../../../screens/lock-screen/LockScreenPage';
import { i18n } from '../../../shell/i18n';
import { ok, refused, renderScreen } from './render-screen';

/** A fake `POST /api/oauth/LockScreen`: zhangwei / Demo@2026 unlocks. */
const lockScreen = () =>
  vi.fn((body: LockScreenRequest) =>
    body.account === 'zhangwei' && body.password === md5Hex('Demo@2026')
      ? ok(null, '解锁成功')
      : refused('账户或密码错误，请重新输入', '/api/oauth/LockScreen'),
  );

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => cleanup());

describe('LockScreenPage', () => {
  it('unlocks with the right password, sent as MD5 with the account', async () => {
    const api = { lockScreen: lockScreen() };
    const onUnlocked = vi.fn();
    renderScreen(<LockScreenPage api={api} account="zhangwei" userName="张伟" onUnlocked={onUnlocked} />);
    expect(screen.getByRole('heading', { name: '屏幕已锁定' })).toBeTruthy();
    expect(screen.getByText('张伟')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Demo@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '解锁' }));
    await waitFor(() => expect(onUnlocked).toHaveBeenCalledTimes(1));
    expect(api.lockScreen).toHaveBeenCalledWith({ account: 'zhangwei', password: md5Hex('Demo@2026') });
  });

  it("shows the server's message for a wrong password and stays locked", async () => {
    const api = { lockScreen: lockScreen() };
    const onUnlocked = vi.fn();
    renderScreen(<LockScreenPage api={api} account="zhangwei" onUnlocked={onUnlocked} />);
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: '解锁' }));
    expect((await screen.findByRole('alert')).textContent).toContain('账户或密码错误，请重新输入');
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('');
    expect(onUnlocked).not.toHaveBeenCalled();
  });

  it('asks for the password before calling the server', async () => {
    const api = { lockScreen: lockScreen() };
    renderScreen(<LockScreenPage api={api} account="zhangwei" onUnlocked={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '解锁' }));
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(api.lockScreen).not.toHaveBeenCalled();
  });

  it('offers signing out only when the shell passes it', () => {
    const onSignOut = vi.fn();
    renderScreen(<LockScreenPage api={{ lockScreen: lockScreen() }} account="zhangwei" onUnlocked={() => {}} onSignOut={onSignOut} />);
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
