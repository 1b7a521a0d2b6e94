/** The messaging shell's strings, as their own i18next namespace (the shell's packs stay untouched). */
import { i18n } from '../i18n';

export const MESSAGING_NAMESPACE = 'messaging';

export const messagingBundles = {
  zh: {
    newMessage: '新消息',
    closeNotice: '关闭',
    loggedOut: '您已被下线',
    callCentre: { incoming: '来电提醒', shiftChange: '交接班提醒', collaborative: '协同工单', workOrder: '工单提醒' },
  },
  en: {
    newMessage: 'New message',
    closeNotice: 'Close',
    loggedOut: 'You have been signed out',
    callCentre: {
      incoming: 'Incoming call',
      shiftChange: 'Shift change',
      collaborative: 'Collaborative work order',
      workOrder: 'Work order',
    },
  },
  zhtw: {
    newMessage: '新消息',
    closeNotice: '關閉',
    loggedOut: '您已被下線',
    callCentre: { incoming: '來電提醒', shiftChange: '交接班提醒', collaborative: '協同工單', workOrder: '工單提醒' },
  },
};

for (const [language, resources] of Object.entries(messagingBundles)) {
  if (!i18n.hasResourceBundle(language, MESSAGING_NAMESPACE)) i18n.addResourceBundle(language, MESSAGING_NAMESPACE, resources, true, false);
}
