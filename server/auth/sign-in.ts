import type { LayoutTheme, LoginRequest, LoginResult } from '../../api/session';
import { layoutThemes } from '../../api/session';
import { queryOne, type Database } from '../db/database';
import { badRequest } from '../http/api-error';
import type { SysConfig } from '../sysconfig/defaults';
import type { CaptchaStore } from './captcha';
import { verifyPassword } from './passwords';
import type { SessionService } from './sessions';
import { logSignIn, placeOfAddress, type ClientFacts } from './sign-in-log';

export const signInMessages = {
  wrongCredentials: '账户或密码错误，请重新输入',
  disabled: '账户已被禁用，请联系管理员',
  lockedUntilUnlocked: '账户已被锁定，请联系管理员解除锁定',
  lockedFor: (minutes: number) => `账户已被锁定，请${minutes}分钟后再试`,
  captchaRequired: '请输入验证码',
  captchaExpired: '验证码已过期，请刷新验证码',
  captchaWrong: '验证码错误',
} as const;

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

export class SignInService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly captcha: CaptchaStore,
  ) {}

  async signIn(request: LoginRequest, config: SysConfig, client: ClientFacts): Promise<LoginResult> {
    const account = request.account.trim();
    if (config.enableVerificationCode === 1) await this.checkCaptcha(request);

    const user = await queryOne<UserRow>(this.db, signInUserSql, [account]);
    if (!user) {
      await logSignIn(this.db, { userId: null, userName: account, success: false, abstracts: 'unknown account' }, client);
      throw badRequest(signInMessages.wrongCredentials);
    }
    if (user.enabled_mark === 0) throw badRequest(signInMessages.disabled);
    if (user.enabled_mark === 2) await this.checkLock(user, config);

    if (!(await verifyPassword(request.password.toLowerCase(), user.password_hash))) {
      await logSignIn(this.db, { userId: user.id, userName: user.real_name, success: false, abstracts: 'wrong password' }, client);
      throw badRequest(await this.countFailure(user, config));
    }

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

  private async checkCaptcha(request: LoginRequest): Promise<void> {
    if (!request.code?.trim() || !request.timestamp) throw badRequest(signInMessages.captchaRequired);
    const verdict = await this.captcha.consume(request.timestamp, request.code);
    if (verdict === 'expired') throw badRequest(signInMessages.captchaExpired);
    if (verdict === 'wrong') throw badRequest(signInMessages.captchaWrong);
  }

  /** A locked account: type 1 waits for an administrator; type 2 reopens once its time has passed. */
  private async checkLock(user: UserRow, config: SysConfig): Promise<void> {
    if (config.lockType !== 2 || !user.unlock_time) throw badRequest(signInMessages.lockedUntilUnlocked);
    const remainingMs = user.unlock_time.getTime() - Date.now();
    if (remainingMs > 0) throw badRequest(signInMessages.lockedFor(Math.max(1, Math.ceil(remainingMs / 60_000))));
    await this.db.query(`update users set enabled_mark = 1, log_error_count = 0, unlock_time = null where id = $1`, [user.id]);
  }

  /** Counts a wrong password atomically and locks the account at the limit; returns the message to show. */
  private async countFailure(user: UserRow, config: SysConfig): Promise<string> {
    const rows = await this.db.query<{ log_error_count: number }>(
      `update users set log_error_count = log_error_count + 1 where id = $1 returning log_error_count`,
      [user.id],
    );
    const failures = rows[0]?.log_error_count ?? 0;
    if (!lockoutActive(config, user.account) || failures < config.passwordErrorsNumber) return signInMessages.wrongCredentials;
    const byTime = config.lockType === 2;
    await this.db.query(
      `update users set enabled_mark = 2, unlock_time = case when $2 then now() + make_interval(mins => $3) else null end where id = $1`,
      [user.id, byTime, config.lockTime],
    );
    return byTime ? signInMessages.lockedFor(config.lockTime) : signInMessages.lockedUntilUnlocked;
  }
}
