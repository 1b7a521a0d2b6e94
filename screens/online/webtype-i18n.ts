import type { ScreenBundles } from '../use-bundle-translation';

/** The words of the form-only page (web type 1) and the data view (web type 4) beyond the form's and the page engine's. */
export const WEB_TYPES_NAMESPACE = 'onlineWebTypes';

export const webTypeBundles: ScreenBundles = {
  zh: {
    confirm: '确 定',
    reset: '重 置',
    noAdd: '您没有新增数据的权限，不能填写此表单',
  },
  en: {
    confirm: 'OK',
    reset: 'Reset',
    noAdd: 'You may not add records: this form cannot be filled in',
  },
  zhtw: {
    confirm: '確 定',
    reset: '重 置',
    noAdd: '您沒有新增數據的權限，不能填寫此表單',
  },
};
