/**
 * 系统公告 (menu `system.notice`, address `system/notice`): the notices with keyword and state search,
 * paged, newest first; add and edit in a dialog whose form is the JNPF definition of ../notice-form.ts
 * (compiled by the screen, which hands the compiled pair to `noticePage`); release and delete after a
 * confirmation; a read view. Buttons follow the menu's grants: btn_add, btn_edit, btn_release,
 * btn_remove (server/routes/messages.ts declares the same). Only drafts are edited or released
 * (the server refuses the others: 公告已发布，不能修改).
 */
import type { JsonObject, PageSchema } from '../page-types';
import { removeConfirm, t, words } from './page-texts';

/** The calls the screen's data source answers (screens/system/notice/notice-source.ts). */
export const noticeCalls = {
  list: 'notice.list',
  info: 'notice.info',
  create: 'notice.create',
  update: 'notice.update',
  remove: 'notice.remove',
  release: 'notice.release',
} as const;

/** The custom action that opens the read view (a handler of the screen). */
export const noticeViewHandler = 'noticeView';

export const noticeTexts = {
  title: t('标题', 'Title', '標題'),
  category: t('类型', 'Type', '類型'),
  announcement: t('公告', 'Announcement', '公告'),
  notification: t('通知', 'Notification', '通知'),
  creatorUser: t('创建人', 'Created by', '創建人'),
  releaseUser: t('发布人', 'Released by', '發布人'),
  releaseTime: t('发布时间', 'Released', '發布時間'),
  expirationTime: t('过期时间', 'Expires', '過期時間'),
  draft: t('草稿', 'Draft', '草稿'),
  released: t('已发布', 'Released', '已發布'),
  expired: t('已过期', 'Expired', '已過期'),
  release: t('发布', 'Release', '發布'),
  view: t('查看', 'View', '查看'),
  releaseConfirm: t('您确定要发布当前公告, 是否继续?', 'Release this notice to its receivers?', '您確定要發布當前公告, 是否繼續?'),
  addTitle: t('新建公告', 'New notice', '新建公告'),
  editTitle: t('编辑公告', 'Edit notice', '編輯公告'),
} as const;

/** State tags: 0 draft, 1 released, 2 expired (a released notice past its expiration time). */
export const noticeStateTags = {
  0: { label: noticeTexts.draft, color: 'gray' },
  1: { label: noticeTexts.released, color: 'green' },
  2: { label: noticeTexts.expired, color: 'orange' },
} as const;

const search = {
  schema: {
    type: 'object',
    properties: {
      keyword: { type: 'string', title: '关键词', maxLength: 100 },
      enabledMark: { type: 'integer', title: '状态', enum: [0, 1, 2] },
    },
  },
  uiSchema: {
    'ui:form': { labelWidth: 70 },
    keyword: { 'ui:field': 'input', 'ui:options': { span: 8, placeholder: '请输入标题查询' } },
    enabledMark: {
      'ui:field': 'select',
      'ui:options': { span: 6, placeholder: '全部', clearable: true, enumNames: ['草稿', '已发布', '已过期'] },
    },
  },
} as const;

const isDraft = { field: 'enabledMark', equals: 0 } as const;

/** The page, with the dialog's form: the compiled pair of `noticeFormDefinition` (JSON Schema and UI schema). */
export function noticePage(form: { schema: JsonObject; uiSchema?: JsonObject }): PageSchema {
  return {
    id: 'system-notice',
    search,
    list: { call: noticeCalls.list },
    toolbar: { buttons: [{ id: 'add', label: words.add, action: 'add', permission: 'btn_add', variant: 'primary' }], tools: ['refresh'] },
    columns: [
      { prop: 'title', label: noticeTexts.title },
      {
        prop: 'category',
        label: noticeTexts.category,
        kind: 'tag',
        width: 90,
        options: {
          map: { 1: { label: noticeTexts.announcement, color: 'blue' }, 2: { label: noticeTexts.notification, color: 'purple' } },
        },
      },
      { prop: 'creatorUser', label: noticeTexts.creatorUser, width: 130 },
      { prop: 'releaseUser', label: noticeTexts.releaseUser, width: 130 },
      { prop: 'releaseTime', label: noticeTexts.releaseTime, kind: 'dateTime', width: 160 },
      { prop: 'expirationTime', label: noticeTexts.expirationTime, kind: 'dateTime', width: 160 },
      { prop: 'enabledMark', label: words.status, kind: 'tag', width: 90, options: { map: noticeStateTags } },
    ],
    rowActions: [
      { id: 'view', label: noticeTexts.view, action: 'view' },
      { id: 'edit', label: words.edit, action: 'edit', permission: 'btn_edit', visible: isDraft },
      { id: 'release', label: noticeTexts.release, action: 'release', permission: 'btn_release', visible: isDraft },
      { id: 'remove', label: words.remove, action: 'remove', permission: 'btn_remove', variant: 'danger' },
    ],
    actions: {
      add: { type: 'dialog', dialog: 'notice', mode: 'create' },
      edit: { type: 'dialog', dialog: 'notice', mode: 'edit' },
      view: { type: 'custom', handler: noticeViewHandler },
      release: { type: 'call', call: noticeCalls.release, confirm: { message: noticeTexts.releaseConfirm } },
      remove: { type: 'call', call: noticeCalls.remove, confirm: removeConfirm },
    },
    dialogs: {
      notice: {
        title: { create: noticeTexts.addTitle, edit: noticeTexts.editTitle },
        width: 860,
        form,
        load: noticeCalls.info,
        save: { create: noticeCalls.create, update: noticeCalls.update },
      },
    },
  };
}
