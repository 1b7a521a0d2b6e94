/** Typed sign-in and session calls of spec 000 section 7.1 (`/api/oauth`), on top of an {@link HttpClient}. */
import SparkMD5 from 'spark-md5';
import type { ApiEnvelope } from './envelope';
import type { HttpClient } from './http-client';
import type { CurrentUserResult, LockScreenRequest, LoginConfig, LoginRequest, LoginResult } from './session';

/** Lower-case hex MD5, how passwords travel (reference section 1.3). */
export function md5Hex(text: string): string {
  return SparkMD5.hash(text);
}

/** What the sign-in form collects, in plain text. */
export interface LoginInput {
  account: string;
  password: string;
  /** Captcha text; empty when none is required. */
  code?: string;
  /** The random key the captcha image was fetched with. */
  timestamp?: string;
}

/** The form-encoded body of `POST /api/oauth/Login`: account trimmed, password hashed. */
export function buildLoginRequest(input: LoginInput): LoginRequest {
  return {
    account: input.account.trim(),
    password: md5Hex(input.password),
    code: input.code ?? '',
    timestamp: input.timestamp ?? '',
    origin: 'password',
    jnpf_ticket: '',
    grant_type: 'password',
  };
}

export function toFormBody(body: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

/** A new random captcha key, as the original (`Math.random()`). */
export function newCaptchaTimestamp(): string {
  return String(Math.random());
}

export interface OAuthApi {
  /**
   * `POST /api/oauth/Login`, form-encoded. A failure rejects with the whole envelope
   * (`{code, msg, data}`), not an Error.
   */
  login(form: LoginRequest): Promise<ApiEnvelope<LoginResult>>;
  /** `GET /api/oauth/getConfig/{account}`: whether the sign-in needs a captcha for this account. */
  getLoginConfig(account: string): Promise<ApiEnvelope<LoginConfig>>;
  /** `GET /api/oauth/CurrentUser`. */
  currentUser(): Promise<ApiEnvelope<CurrentUserResult>>;
  /** `GET /api/oauth/Logout`. */
  logout(): Promise<ApiEnvelope<unknown>>;
  /** `POST /api/oauth/LockScreen` with a JSON body (password hashed by the caller, see {@link md5Hex}). */
  lockScreen(body: LockScreenRequest): Promise<ApiEnvelope<unknown>>;
  /** Address of the captcha image `GET /api/oauth/ImageCode/{codeLength}/{timestamp}`. */
  captchaUrl(codeLength: number, timestamp: string): string;
}

export function createOAuthApi(client: HttpClient): OAuthApi {
  return {
    login: (form) => client.request<LoginResult>({ url: '/api/oauth/Login', method: 'POST', data: toFormBody(form) }),
    getLoginConfig: (account) => client.request<LoginConfig>({ url: `/api/oauth/getConfig/${encodeURIComponent(account)}` }),
    currentUser: () => client.request<CurrentUserResult>({ url: '/api/oauth/CurrentUser' }),
    logout: () => client.request({ url: '/api/oauth/Logout' }),
    lockScreen: (body) => client.request({ url: '/api/oauth/LockScreen', method: 'POST', data: body }),
    captchaUrl: (codeLength, timestamp) =>
      client.resolveUrl(`/api/oauth/ImageCode/${encodeURIComponent(String(codeLength))}/${encodeURIComponent(timestamp)}`),
  };
}
