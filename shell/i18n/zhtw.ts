import type { Messages } from './zh';

export const zhtw: Messages = {
  app: { title: '智慧供熱平台', loading: '載入中…' },
  route: { login: '登入', home: '首頁', notFound: '404' },
  login: {
    heading: '帳戶登入',
    account: '帳號',
    password: '密碼',
    code: '驗證碼',
    accountPlaceholder: '請輸入帳號',
    passwordPlaceholder: '請輸入密碼',
    codePlaceholder: '請輸入驗證碼',
    accountRequired: '請輸入帳號',
    passwordRequired: '請輸入密碼',
    codeRequired: '請輸入驗證碼',
    captchaImage: '驗證碼圖片',
    refreshCaptcha: '看不清？換一張',
    submit: '登入',
    submitting: '登入中…',
    failed: '登入失敗',
  },
  layout: { logout: '登出', currentUser: '目前使用者' },
  home: { heading: '首頁', welcome: '歡迎，{{name}}', placeholder: '工作台內容將在後續版本中提供。' },
  notFound: { heading: '404', message: '抱歉，您訪問的頁面不存在', backHome: '返回首頁' },
  guard: {
    insufficientPermissions: '您的權限不足，請聯繫管理員',
    verificationFailed: '驗證失敗，請重新登入',
    hasError: 'Has Error',
  },
};
