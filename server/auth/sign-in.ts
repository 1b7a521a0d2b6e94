import { randomBytes } from 'node:crypto';
import type { LayoutTheme, LockScreenRequest, LoginRequest, LoginResult } from '../../api/session';
import { layoutThemes } from '../../api/session';
import { queryOne, type Database } from '../db/database';
import { ApiError, badRequest } from '../http/api-error';
import type { Language } from '../http/validation-message';
import type { SysConfig } from '../sysconfig/defaults';
import type { CaptchaStore } from './captcha';
import { hashPassword, md5Hex, verifyPassword } from './passwords';
import type { SessionService, SessionUser } from './sessions';
import { logSignIn, placeOfAddress, type ClientFacts } from './sign-in-log';
import type { SignInThrottle, ThrottleSubject } from './sign-in-throttle';

/** Failure messages of sign-in and the lock screen, in the caller's language. */
export const signInTexts = {
  zh: {
    wrongCredentials: '账户或密码错误，请重新输入',
    disabled: '账户已被禁用，请联系管理员',
    lockedUntilUnlocked: '账户已被锁定，请联系管理员解除锁定',
    lockedFor: (minutes: number) => `账户已被锁定，请${minutes}分钟后再试`,
    captchaRequired: '请输入验证码',
    captchaExpired: '验证码已过期，请刷新验证码',
    captchaWrong: '验证码错误',
    tooManyAttempts: (seconds: number) =>
      seconds < 60 ? `登录尝试过于频繁，请${seconds}秒后再试` : `登录尝试过于频繁，请${Math.ceil(seconds / 60)}分钟后再试`,
  },
  en: {
    wrongCredentials: 'Wrong account or password, please try again',
    disabled: 'This account is disabled, please contact the administrator',
    lockedUntilUnlocked: 'This account is locked, please ask the administrator to unlock it',
    lockedFor: (minutes: number) => `This account is locked, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    captchaRequired: 'Please enter the verification code',
    captchaExpired: 'The verification code has expired, please get a new one',
    captchaWrong: 'Wrong verification code',
    tooManyAttempts: (seconds: number) =>
      seconds < 60
        ? `Too many sign-in attempts, please try again in ${seconds} second${seconds === 1 ? '' : 's'}`
        : `Too many sign-in attempts, please try again in ${Math.ceil(seconds / 60)} minutes`,
  },
} as const;

/** The Chinese messages (other modules check captchas with the same words). */
export const signInMessages = signInTexts.zh;

/** HTTP 429 with the envelope code 429: the caller must wait `retryAfterSeconds` (also sent as `Retry-After`). */
export class TooManyAttemptsError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    language: Language,
  ) {
    super(429, signInTexts[language].tooManyAttempts(retryAfterSeconds), 429);
  }
}

/** The account row sign-in reads ($1 the account). */
export const signInUserSql = `select id, account, real_name, password_hash, enabled_mark, unlock_time, theme from users where account = $1 and delete_mark is null`;

interface UserRow {
  id: string;
  account: string;
  real_name: string;
  password_hash: string;
  enabled_mark: number;
  unlock_time: Date | null;
  theme: string;
}

/** Lockout applies when the limit is 3 or more, never to the built-in administrator (reference 4.5). */
export const lockoutActive = (config: SysConfig, account: string) => config.passwordErrorsNumber > 2 && account !== 'admin';

/** The password check sign-in uses; a field so that tests can watch what is verified. */
export interface PasswordVerifier {
  verify(clientMd5: string, stored: string): Promise<boolean>;
}

export interface AttemptContext {
  config: SysConfig;
  client: ClientFacts;
  language: Language;
  /** The stored key of the caller's captcha for the request's timestamp (see `captchaKeyOf`). */
  captchaKey: string;
}

export class SignInService {
  readonly passwords: PasswordVerifier = { verify: verifyPassword };
  /** A hash of a random secret with the cost of real ones: unknown accounts are checked against it. */
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly captcha: CaptchaStore,
    private readonly throttle: SignInThrottle,
    private readonly clock: () => Date,
  ) {
    this.dummyHash = hashPassword(md5Hex(randomBytes(16).toString('hex')));
    // Awaited at the first unknown account; a failure then surfaces there, not as an unhandled rejection.
    this.dummyHash.catch(() => undefined);
  }

  /**
   * Unknown accounts, wrong passwords, and disabled or locked accounts with a wrong password all
   * answer the same message after the same work (one scrypt verification, one counting update);
   * whether an account is disabled or locked is said only to a caller who gave its right password.
   */
  async signIn(request: LoginRequest, attempt: AttemptContext): Promise<LoginResult> {
    const { config, client, language } = attempt;
    const texts = signInTexts[language];
    const account = request.account.trim();
    if (config.enableVerificationCode === 1) await this.checkCaptcha(request, attempt.captchaKey, language);

    const ticket = await this.admit({ account, ip: client.ip }, language);
    const user = await queryOne<UserRow>(this.db, signInUserSql, [account]);
    const passwordMatches = await this.passwords.verify(request.password.toLowerCase(), user?.password_hash ?? (await this.dummy()));

    if (!user || !passwordMatches) {
      await this.countFailure(account, config);
      await logSignIn(
        this.db,
        {
          userId: user?.id ?? null,
          userName: user?.real_name ?? account,
          success: false,
          abstracts: user ? 'wrong password' : 'unknown account',
        },
        client,
      );
      throw badRequest(texts.wrongCredentials);
    }
    // The right password: guessing is over for this account, whatever its state.
    await this.throttle.succeeded(ticket);
    if (user.enabled_mark === 0) {
      await logSignIn(this.db, { userId: user.id, userName: user.real_name, success: false, abstracts: 'disabled' }, client);
      throw badRequest(texts.disabled);
    }
    if (user.enabled_mark === 2) await this.checkLock(user, config, attempt);

    await this.db.query(
      `update users set prev_log_time = last_log_time, prev_log_ip = last_log_ip, prev_log_ip_name = last_log_ip_name,
              last_log_time = now(), last_log_ip = $2, last_log_ip_name = $3,
              first_log_time = coalesce(first_log_time, now()), first_log_ip = coalesce(first_log_ip, $2),
              log_success_count = log_success_count + 1, log_error_count = 0, enabled_mark = 1, unlock_time = null
        where id = $1`,
      [user.id, client.ip, placeOfAddress(client.ip)],
    );
    const token = await this.sessions.create(user.id, config.tokenTimeout, client.ip, client.userAgent, config.singleLogin === 1);
    await logSignIn(this.db, { userId: user.id, userName: user.real_name, success: true, abstracts: 'sign-in' }, client);
    const theme = layoutThemes.includes(user.theme as LayoutTheme) ? (user.theme as LayoutTheme) : 'classic';
    return { token, theme };
  }

  /**
   * The lock screen's password check (`POST /api/oauth/LockScreen`): throttled like sign-in under
   * the session's account; a wrong password, or another account's name, answers the sign-in message.
   */
  async unlockScreen(user: SessionUser, body: LockScreenRequest, client: ClientFacts, language: Language): Promise<void> {
    const ticket = await this.admit({ account: user.account, ip: client.ip }, language);
    const row = await queryOne<{ password_hash: string }>(this.db, 'select password_hash from users where id = $1', [user.userId]);
    const passwordMatches = await this.passwords.verify(body.password.toLowerCase(), row?.password_hash ?? (await this.dummy()));
    if (!row || !passwordMatches || body.account.trim() !== user.account) throw badRequest(signInTexts[language].wrongCredentials);
    await this.throttle.succeeded(ticket);
  }

  private async admit(subject: ThrottleSubject, language: Language) {
    const admission = await this.throttle.admit(subject);
    if (!admission.admitted) throw new TooManyAttemptsError(admission.retryAfterSeconds, language);
    return admission.ticket;
  }

  private dummy(): Promise<string> {
    return this.dummyHash;
  }

  private async checkCaptcha(request: LoginRequest, key: string, language: Language): Promise<void> {
    const texts = signInTexts[language];
    if (!request.code?.trim() || !request.timestamp) throw badRequest(texts.captchaRequired);
    const verdict = await this.captcha.consume(key, request.code);
    if (verdict === 'expired') throw badRequest(texts.captchaExpired);
    if (verdict === 'wrong') throw badRequest(texts.captchaWrong);
  }

  /** A locked account with its right password: type 1 waits for an administrator; type 2 reopens once its time has passed. */
  private async checkLock(user: UserRow, config: SysConfig, attempt: AttemptContext): Promise<void> {
    const texts = signInTexts[attempt.language];
    const refuse = async (message: string) => {
      await logSignIn(this.db, { userId: user.id, userName: user.real_name, success: false, abstracts: 'locked' }, attempt.client);
      return badRequest(message);
    };
    if (config.lockType !== 2 || !user.unlock_time) throw await refuse(texts.lockedUntilUnlocked);
    const remainingMs = user.unlock_time.getTime() - this.clock().getTime();
    if (remainingMs > 0) throw await refuse(texts.lockedFor(Math.max(1, Math.ceil(remainingMs / 60_000))));
  }

  /**
   * Counts a wrong password by account name (one statement whether or not the account exists) and
   * locks the account at the limit. A lock whose time has passed starts counting again.
   */
  private async countFailure(account: string, config: SysConfig): Promise<void> {
    const rows = await this.db.query<{ id: string; log_error_count: number }>(
      `update users set
              log_error_count = case when enabled_mark = 2 and unlock_time <= $2 then 1 else log_error_count + 1 end,
              enabled_mark = case when enabled_mark = 2 and unlock_time <= $2 then 1 else enabled_mark end,
              unlock_time = case when enabled_mark = 2 and unlock_time <= $2 then null else unlock_time end
        where account = $1 and delete_mark is null
        returning id, log_error_count`,
      [account, this.clock()],
    );
    const row = rows[0];
    if (!row || !lockoutActive(config, account) || row.log_error_count < config.passwordErrorsNumber) return;
    const until = config.lockType === 2 ? new Date(this.clock().getTime() + config.lockTime * 60_000) : null;
    await this.db.query(`update users set enabled_mark = 2, unlock_time = $2 where id = $1 and enabled_mark = 1`, [row.id, until]);
  }
}
