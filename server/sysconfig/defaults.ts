/**
 * System configuration keys (reference section 4.7) with the values seeded on first start.
 * Stored as text rows in `sys_config`; `readSysConfig` turns them back into typed values.
 */
export const sysConfigDefaults = {
  title: '智慧供热平台',
  sysName: '智慧供热平台',
  sysVersion: '3.4.7',
  copyright: 'Copyright © 2026 城东智慧供热有限公司',
  companyName: '城东智慧供热有限公司',
  logoIcon: '',
  loginIcon: '',
  navigationIcon: '',
  layoutType: 'classic',
  slideClass: 'dark',
  themeClass: 'blue',
  showSettings: 1,
  tagsView: 1,
  fixedHeader: 1,
  sidebarLogo: 1,
  showLanguage: 1,
  showSearch: 1,
  useCache: 1,
  tagsIcon: 1,
  errorLog: 1,
  /** 1: a later sign-in kicks the earlier session (code 601); 2: concurrent sessions allowed. */
  singleLogin: 1,
  /** Session lifetime in minutes, renewed while the session is used. */
  tokenTimeout: 480,
  lastLoginTimeSwitch: 1,
  /** Failed sign-ins before the account locks; below 3 turns locking off (reference 4.5). */
  passwordErrorsNumber: 5,
  /** 1: locked until an administrator unlocks; 2: locked for `lockTime` minutes. */
  lockType: 2,
  lockTime: 10,
  enableVerificationCode: 0,
  verificationCodeNumber: 4,
  passwordStrengthLimit: 1,
  passwordLengthMin: 1,
  passwordLengthMinNumber: 6,
  containsNumbers: 1,
  includeLowercaseLetters: 0,
  includeUppercaseLetters: 0,
  containsCharacters: 0,
  mandatoryModificationOfInitialPassword: 0,
} as const;

export type SysConfigKey = keyof typeof sysConfigDefaults;
export type SysConfig = { [K in SysConfigKey]: (typeof sysConfigDefaults)[K] extends number ? number : string };

export const sysConfigNames: Partial<Record<SysConfigKey, string>> = {
  title: '系统标题',
  sysName: '系统名称',
  sysVersion: '系统版本',
  singleLogin: '登录方式',
  tokenTimeout: '超时登出(分钟)',
  passwordErrorsNumber: '密码错误次数',
  lockType: '锁定方式',
  lockTime: '锁定时长(分钟)',
  enableVerificationCode: '启用验证码',
  verificationCodeNumber: '验证码位数',
  passwordStrengthLimit: '密码强度限制',
  mandatoryModificationOfInitialPassword: '强制修改初始密码',
};
