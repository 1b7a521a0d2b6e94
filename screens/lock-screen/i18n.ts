import type { ScreenBundles } from '../use-bundle-translation';

export const LOCK_SCREEN_NAMESPACE = 'lockScreen';

export const lockScreenBundles: ScreenBundles = {
  zh: {
    title: '屏幕已锁定',
    hint: '请输入登录密码解锁',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    passwordRequired: '请输入密码',
    unlock: '解锁',
    unlocking: '解锁中',
    failed: '解锁失败',
    signOut: '退出登录',
  },
  en: {
    title: 'Screen locked',
    hint: 'Enter your sign-in password to unlock',
    password: 'Password',
    passwordPlaceholder: 'Enter the password',
    passwordRequired: 'Please enter the password',
    unlock: 'Unlock',
    unlocking: 'Unlocking',
    failed: 'Unlocking failed',
    signOut: 'Sign out',
  },
  zhtw: {
    title: '螢幕已鎖定',
    hint: '請輸入登入密碼解鎖',
    password: '密碼',
    passwordPlaceholder: '請輸入密碼',
    passwordRequired: '請輸入密碼',
    unlock: '解鎖',
    unlocking: '解鎖中',
    failed: '解鎖失敗',
    signOut: '登出',
  },
};
