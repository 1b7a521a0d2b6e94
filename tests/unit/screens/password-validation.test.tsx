import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { md5Hex, type ModifyPasswordRequest, type PasswordPolicy } from '../../../api';
import { PasswordChangeForm } from '../../../screens/password/PasswordChangeForm';
import { validatePasswordChange } from '../../../screens/password/validation';
import { i18n } from '../../../shell/i18n';
import { ok, refused, renderScreen } from './render-screen';

const strict: PasswordPolicy = {
  passwordStrengthLimit: 1,
  passwordLengthMin: 1,
  passwordLengthMinNumber: 8,
  containsNumbers: 1,
  includeLowercaseLetters: 1,
  includeUppercaseLetters: 1,
  containsCharacters: 1,
  mandatoryModificationOfInitialPassword: 1,
};

const values = (newPassword: string, extra: Partial<Record<'oldPassword' | 'repeatPassword' | 'code', string>> = {}) => ({
  oldPassword: 'old',
  newPassword,
  repeatPassword: newPassword,
  code: '1234',
  ...extra,
});

describe('validatePasswordChange', () => {
  it('names every missing field with the messages of spec 000 section 5', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: '', repeatPassword: '', code: ' ' }, strict)).toEqual({
      oldPassword: '旧密码不能为空',
      newPassword: '新密码不能为空',
      repeatPassword: '重复密码不能为空',
      code: '验证码不能为空',
    });
  });

  it('applies the password policy in the order of the spec', () => {
    expect(validatePasswordChange(values('Ab1_'), strict).newPassword).toBe('新密码长度不能小于8位');
    expect(validatePasswordChange(values('Abcdefg_'), strict).newPassword).toBe('新密码必须包含数字');
    expect(validatePasswordChange(values('ABCDEF1_'), strict).newPassword).toBe('新密码必须包含小写字母');
    expect(validatePasswordChange(values('abcdef1_'), strict).newPassword).toBe('新密码必须包含大写字母');
    expect(validatePasswordChange(values('Abcdefg1'), strict).newPassword).toBe('新密码必须包含字符');
    expect(validatePasswordChange(values('Xiao_2026ab'), strict)).toEqual({});
  });

  it('ignores the policy when the strength limit is off, and compares the repeat', () => {
    expect(validatePasswordChange(values('a'), { ...strict, passwordStrengthLimit: 0 })).toEqual({});
    expect(validatePasswordChange(values('Xiao_2026ab', { repeatPassword: 'Xiao_2026aB' }), strict)).toEqual({
      repeatPassword: '两次密码输入不一致',
    });
  });
});

describe('PasswordChangeForm', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('zh');
  });
  afterEach(() => cleanup());

  function setup(modifyPassword = vi.fn((_body: ModifyPasswordRequest) => ok(null, '修改成功，请牢记新密码'))) {
    let n = 0;
    const captchaUrl = vi.fn((length: number, key: string) => `/api/oauth/ImageCode/${length}/${key}`);
    const onChanged = vi.fn();
    renderScreen(
      <PasswordChangeForm api={{ modifyPassword, captchaUrl }} policy={strict} onChanged={onChanged} newCaptchaKey={() => `k${++n}`} />,
    );
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    return { modifyPassword, captchaUrl, onChanged, fill };
  }

  it('shows the messages under the fields and sends nothing', async () => {
    const { modifyPassword, fill } = setup();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('旧密码不能为空')).toBeTruthy();
    expect(screen.getByText('新密码不能为空')).toBeTruthy();
    expect(screen.getByText('重复密码不能为空')).toBeTruthy();
    expect(screen.getByText('验证码不能为空')).toBeTruthy();

    fill('旧密码', 'Demo@2026');
    fill('新密码', 'Xiao_2026ab');
    fill('重复密码', 'Xiao_2026');
    fill('验证码', 'abcd');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('两次密码输入不一致')).toBeTruthy();
    expect(screen.queryByText('旧密码不能为空')).toBeNull();

    fill('新密码', 'short');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新密码长度不能小于8位')).toBeTruthy();
    expect(modifyPassword).not.toHaveBeenCalled();
  });

  it('sends both passwords hashed, the new one also in plain text, with the captcha and its key', async () => {
    const { modifyPassword, onChanged, fill } = setup();
    expect(screen.getByRole('img', { name: '验证码图片' }).getAttribute('src')).toBe('/api/oauth/ImageCode/4/k1');
    fill('旧密码', 'Demo@2026');
    fill('新密码', 'Xiao_2026ab');
    fill('重复密码', 'Xiao_2026ab');
    fill('验证码', ' ab12 ');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('修改成功，请牢记新密码'));
    expect(modifyPassword).toHaveBeenCalledWith({
      oldPassword: md5Hex('Demo@2026'),
      password: md5Hex('Xiao_2026ab'),
      plainPassword: 'Xiao_2026ab',
      code: 'ab12',
      timestamp: 'k1',
    });
  });

  it("shows the server's refusal and loads another captcha image", async () => {
    const { fill, onChanged } = setup(vi.fn(() => refused('验证码错误')));
    fill('旧密码', 'Demo@2026');
    fill('新密码', 'Xiao_2026ab');
    fill('重复密码', 'Xiao_2026ab');
    fill('验证码', 'zzzz');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect((await screen.findByRole('alert')).textContent).toContain('验证码错误');
    expect(screen.getByRole('img', { name: '验证码图片' }).getAttribute('src')).toBe('/api/oauth/ImageCode/4/k2');
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('loads another captcha image when the image is clicked', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '看不清？点击刷新' }));
    expect(screen.getByRole('img', { name: '验证码图片' }).getAttribute('src')).toBe('/api/oauth/ImageCode/4/k2');
  });
});
