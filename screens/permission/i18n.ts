import type { ScreenBundles } from '../use-bundle-translation';

export const AUTHORIZE_NAMESPACE = 'authorize';

export const authorizeBundles: ScreenBundles = {
  zh: {
    title: '权限授权 - {{name}}',
    loading: '加载中',
    search: '搜索菜单、按钮、列或字段',
    checkAll: '全选',
    button: '按钮',
    column: '列表',
    form: '表单',
    resource: '数据',
    cancel: '取消',
    save: '确定',
  },
  en: {
    title: 'Authorise - {{name}}',
    loading: 'Loading',
    search: 'Search menus, buttons, columns or fields',
    checkAll: 'Select all',
    button: 'Buttons',
    column: 'Columns',
    form: 'Fields',
    resource: 'Rows',
    cancel: 'Cancel',
    save: 'OK',
  },
  zhtw: {
    title: '權限授權 - {{name}}',
    loading: '載入中',
    search: '搜尋選單、按鈕、列或欄位',
    checkAll: '全選',
    button: '按鈕',
    column: '列表',
    form: '表單',
    resource: '資料',
    cancel: '取消',
    save: '確定',
  },
};
