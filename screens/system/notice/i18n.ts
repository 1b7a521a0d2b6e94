import type { ScreenBundles } from '../../use-bundle-translation';

/** The words of the notice screen's read view (the list's words are in its page schema). */
export const NOTICE_NAMESPACE = 'systemNotice';

export const noticeBundles: ScreenBundles = {
  zh: {
    category: '类型',
    state: '状态',
    creator: '创建人',
    releaseUser: '发布人',
    releaseTime: '发布时间',
    expirationTime: '过期时间',
    never: '长期有效',
    notReleased: '未发布',
    close: '关闭',
    categories: { 1: '公告', 2: '通知' },
    states: { 0: '草稿', 1: '已发布', 2: '已过期' },
  },
  en: {
    category: 'Type',
    state: 'Status',
    creator: 'Created by',
    releaseUser: 'Released by',
    releaseTime: 'Released',
    expirationTime: 'Expires',
    never: 'Never',
    notReleased: 'Not released',
    close: 'Close',
    categories: { 1: 'Announcement', 2: 'Notification' },
    states: { 0: 'Draft', 1: 'Released', 2: 'Expired' },
  },
  zhtw: {
    category: '類型',
    state: '狀態',
    creator: '創建人',
    releaseUser: '發布人',
    releaseTime: '發布時間',
    expirationTime: '過期時間',
    never: '長期有效',
    notReleased: '未發布',
    close: '關閉',
    categories: { 1: '公告', 2: '通知' },
    states: { 0: '草稿', 1: '已發布', 2: '已過期' },
  },
};
