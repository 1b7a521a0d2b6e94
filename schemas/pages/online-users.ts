/** 在线用户: the live sessions, searched by account or name, each with 强制下线 under btn_forced. */
import type { PageSchema } from '../page-types';
import { keywordSearch, t } from './page-texts';

export const onlineUsersPage: PageSchema = {
  id: 'system-onlineUser',
  search: keywordSearch,
  list: { call: 'onlineUser.list' },
  toolbar: { tools: ['refresh'] },
  indexColumn: true,
  columns: [
    { prop: 'userAccount', label: t('账户', 'Account', '帳戶'), width: 120 },
    { prop: 'userName', label: t('姓名', 'Name', '姓名'), width: 110 },
    { prop: 'organize', label: t('所属组织', 'Organisation', '所屬組織') },
    { prop: 'loginTime', label: t('登录时间', 'Signed in', '登入時間'), kind: 'dateTime', width: 160 },
    { prop: 'lastTime', label: t('最近活动', 'Last active', '最近活動'), kind: 'dateTime', width: 160 },
    { prop: 'loginIPAddress', label: t('登录IP', 'Address', '登入IP'), width: 130 },
    { prop: 'device', label: t('设备', 'Device', '設備') },
  ],
  rowActions: [{ id: 'end', label: t('强制下线', 'End session', '強制下線'), action: 'end', permission: 'btn_forced', variant: 'danger' }],
  actions: {
    end: {
      type: 'call',
      call: 'onlineUser.end',
      confirm: { message: t('确定要强制该用户下线吗？', 'End this session?', '確定要強制該用戶下線嗎？') },
    },
  },
};
