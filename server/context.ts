import { CaptchaStore } from './auth/captcha';
import { SessionService } from './auth/sessions';
import { SignInService } from './auth/sign-in';
import { SignInThrottle } from './auth/sign-in-throttle';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { AccessIndex } from './permissions/access-index';
import { CurrentUserCache } from './permissions/current-user-cache';
import { SysConfigStore } from './sysconfig/sys-config';

/** The services every route reaches through `app.ctx`. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  sysConfig: SysConfigStore;
  sessions: SessionService;
  captcha: CaptchaStore;
  signIn: SignInService;
  /** Throttling of password checks, counters in the database (server/auth/sign-in-throttle.ts). */
  signInThrottle: SignInThrottle;
  access: AccessIndex;
  currentUserCache: CurrentUserCache;
  /** The time "now" for date-dependent rules (bill numbers, account locks, purges); tests replace it. */
  clock: () => Date;
}

export function createContext(db: Database, config: ServerConfig): AppContext {
  const sessions = new SessionService(db);
  const captcha = new CaptchaStore(db);
  const signInThrottle = new SignInThrottle(db);
  const ctx: AppContext = {
    db,
    config,
    sysConfig: new SysConfigStore(db),
    sessions,
    captcha,
    signIn: new SignInService(db, sessions, captcha, signInThrottle, () => ctx.clock()),
    signInThrottle,
    access: new AccessIndex(db),
    currentUserCache: new CurrentUserCache(),
    clock: () => new Date(),
  };
  return ctx;
}
