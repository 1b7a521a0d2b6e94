import type { Messages } from './zh';

export const en: Messages = {
  app: { title: 'Smart Heating Platform', loading: 'Loading…' },
  route: { login: 'Sign in', home: 'Home', notFound: '404' },
  login: {
    heading: 'Sign in',
    account: 'Account',
    password: 'Password',
    code: 'Verification code',
    accountPlaceholder: 'Enter your account',
    passwordPlaceholder: 'Enter your password',
    codePlaceholder: 'Enter the verification code',
    accountRequired: 'Please enter your account',
    passwordRequired: 'Please enter your password',
    codeRequired: 'Please enter the verification code',
    captchaImage: 'Verification code image',
    refreshCaptcha: 'Show another code',
    submit: 'Sign in',
    submitting: 'Signing in…',
    failed: 'Sign-in failed',
  },
  layout: { logout: 'Log out', currentUser: 'Current user' },
  home: { heading: 'Home', welcome: 'Welcome, {{name}}', placeholder: 'The workbench comes in a later version.' },
  notFound: { heading: '404', message: 'Sorry, the page you visited does not exist', backHome: 'Back to home' },
  guard: {
    insufficientPermissions: 'Your permissions are insufficient, please contact the administrator',
    verificationFailed: 'Verification failed, please log in again.',
    hasError: 'Has Error',
  },
};
