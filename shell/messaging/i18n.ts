/** The messaging shell's strings, as their own i18next namespace (the shell's packs stay untouched). */
import { i18n } from '../i18n';

export const MESSAGING_NAMESPACE = 'messaging';

const bundles = {
  zh: { newMessage: '新消息', closeNotice: '关闭', loggedOut: '您已被下线' },
  en: { newMessage: 'New message', closeNotice: 'Close', loggedOut: 'You have been signed out' },
  zhtw: { newMessage: '新消息', closeNotice: '關閉', loggedOut: '您已被下線' },
};

for (const [language, resources] of Object.entries(bundles)) {
  if (!i18n.hasResourceBundle(language, MESSAGING_NAMESPACE)) i18n.addResourceBundle(language, MESSAGING_NAMESPACE, resources, true, false);
}
