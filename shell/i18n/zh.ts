/** Simplified Chinese (the default language). Only what the sign-in, home and 404 pages need so far. */
export const zh = {
  app: { title: '智慧供热平台', loading: '加载中…' },
  route: { login: '登录', home: '首页', notFound: '404' },
  login: {
    heading: '账户登录',
    account: '账号',
    password: '密码',
    code: '验证码',
    accountPlaceholder: '请输入账号',
    passwordPlaceholder: '请输入密码',
    codePlaceholder: '请输入验证码',
    accountRequired: '请输入账号',
    passwordRequired: '请输入密码',
    codeRequired: '请输入验证码',
    captchaImage: '验证码图片',
    refreshCaptcha: '看不清？换一张',
    submit: '登录',
    submitting: '登录中…',
    failed: '登录失败',
  },
  layout: { logout: '退出登录', currentUser: '当前用户' },
  home: { heading: '首页', welcome: '欢迎，{{name}}', placeholder: '工作台内容将在后续版本中提供。' },
  notFound: { heading: '404', message: '抱歉，您访问的页面不存在', backHome: '返回首页' },
  guard: {
    insufficientPermissions: '您的权限不足，请联系管理员',
    verificationFailed: '验证失败，请重新登录',
    hasError: 'Has Error',
  },
};

/** The shape every language pack has. */
export type Messages = typeof zh;
