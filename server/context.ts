import { CaptchaStore } from './auth/captcha';
import { SessionService } from './auth/sessions';
import { SignInService } from './auth/sign-in';
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
  access: AccessIndex;
  currentUserCache: CurrentUserCache;
  /** The time "now" for date-dependent rules (bill numbers); tests replace it. */
  clock: () => Date;
}

export function createContext(db: Database, config: ServerConfig): AppContext {
  const sessions = new SessionService(db);
  const captcha = new CaptchaStore(db);
  return {
    db,
    config,
    sysConfig: new SysConfigStore(db),
    sessions,
    captcha,
    signIn: new SignInService(db, sessions, captcha),
    access: new AccessIndex(db),
    currentUserCache: new CurrentUserCache(),
    clock: () => new Date(),
  };
}
