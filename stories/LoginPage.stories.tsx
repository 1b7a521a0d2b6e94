import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiEnvelope, LoginConfig, LoginResult } from '../api';
import { md5Hex } from '../api';
import { LoginPage, type LoginPageApi } from '../screens/login/LoginPage';

/** A captcha image drawn locally, so the story needs no server. */
function captchaDataUrl(text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#eef2f7"/><text x="60" y="27" font-size="20" font-family="monospace" text-anchor="middle" fill="#1a365d">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const ok = <T,>(data: T): ApiEnvelope<T> => ({ code: 200, msg: 'ok', data });

/** Fake calls: admin / Admin@2026 signs in; anything else fails like the server does. */
function fakeApi(captcha: boolean): LoginPageApi {
  return {
    getLoginConfig: async () => ok<LoginConfig>({ enableVerificationCode: captcha ? 1 : 0, verificationCodeNumber: 4 }),
    login: async (form) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      if (form.account === 'admin' && form.password === md5Hex('Admin@2026')) return ok<LoginResult>({ token: 'bearer story', theme: 'classic' });
      throw { code: 400, msg: '账户或密码错误，请重新输入', data: null };
    },
    captchaUrl: (length, timestamp) => captchaDataUrl(timestamp.replace(/\D/g, '').slice(2, 2 + length) || '1234'),
  };
}

const meta = {
  title: 'Shell/LoginPage',
  component: LoginPage,
  args: {
    api: fakeApi(false),
    onSuccess: (result: LoginResult) => {
      console.info('signed in', result);
    },
    defaultAccount: 'admin',
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account needs no captcha. Sign in with admin / Admin@2026; another password shows the server's message. */
export const WithoutCaptcha: Story = {};

/** The account needs a captcha: leave the account field (or submit) to see the code field and image. */
export const WithCaptcha: Story = {
  args: { api: fakeApi(true) },
};
