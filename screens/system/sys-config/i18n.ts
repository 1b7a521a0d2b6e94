import type { ScreenBundles } from '../../use-bundle-translation';

export const SYS_CONFIG_NAMESPACE = 'sysConfig';

export const sysConfigBundles: ScreenBundles = {
  zh: {
    loading: '正在读取系统配置',
    loadFailed: '读取系统配置失败',
    retry: '重试',
    save: '保存',
    saving: '保存中',
    reset: '还原',
    invalid: '请先更正标红的项',
    admins: '超级管理员',
    adminsHint: '超级管理员拥有全部权限；内置管理员 admin 不能移除。',
    saveAdmins: '保存超级管理员',
  },
  en: {
    loading: 'Loading the system settings',
    loadFailed: 'Could not load the system settings',
    retry: 'Retry',
    save: 'Save',
    saving: 'Saving',
    reset: 'Undo changes',
    invalid: 'Please correct the fields marked in red',
    admins: 'Administrators',
    adminsHint: 'Administrators are granted everything; the built-in admin cannot be removed.',
    saveAdmins: 'Save administrators',
  },
  zhtw: {
    loading: '正在讀取系統配置',
    loadFailed: '讀取系統配置失敗',
    retry: '重試',
    save: '保存',
    saving: '保存中',
    reset: '還原',
    invalid: '請先更正標紅的項',
    admins: '超級管理員',
    adminsHint: '超級管理員擁有全部權限；內置管理員 admin 不能移除。',
    saveAdmins: '保存超級管理員',
  },
};
