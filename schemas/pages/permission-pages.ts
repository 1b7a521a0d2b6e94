/**
 * 用户管理 and 角色管理: resource pages with what they add. Users: the organisation tree on the left
 * (all users until a node is chosen; a node shows its users and those of the organisations under it),
 * reset password (a dialog of its own), unlock. Roles: the authorisation dialog (the screen's code,
 * screens/permission/AuthorizeDialog.tsx).
 */
import { ruleOf } from '../form-rules';
import { roleResource } from '../resources/role';
import { userResource } from '../resources/user';
import type { DialogConfig, JsonObject } from '../page-types';
import { t, words } from './page-texts';
import { resourceCall, resourcePage } from './resource-page';

const code = (zh: string, en: string, zhtw: string) => t(zh, en, zhtw);

export const passwordResetMessages = {
  userPassword: '请输入新密码',
  validatePassword: '请输入确认密码',
};

/** 重置密码: the account shown, the new password twice; the call checks the policy and sends only MD5s. */
const passwordResetDialog: DialogConfig = {
  title: { create: code('重置密码', 'Reset password', '重置密碼'), edit: code('重置密码', 'Reset password', '重置密碼') },
  width: 500,
  form: {
    schema: {
      type: 'object',
      required: ['userPassword', 'validatePassword'],
      properties: {
        account: { type: 'string', title: '账户' },
        userPassword: { type: 'string', title: '新密码', minLength: 1, maxLength: 50 },
        validatePassword: { type: 'string', title: '确认密码', minLength: 1, maxLength: 50 },
      },
    } as JsonObject,
    uiSchema: {
      'ui:form': { labelWidth: 90 },
      account: { 'ui:field': 'input', 'ui:options': { disabled: true } },
      userPassword: { 'ui:field': 'input', 'ui:options': { showPassword: true, placeholder: passwordResetMessages.userPassword } },
      validatePassword: {
        'ui:field': 'input',
        'ui:options': {
          showPassword: true,
          placeholder: passwordResetMessages.validatePassword,
          rules: [ruleOf(/\S/, passwordResetMessages.validatePassword)],
        },
      },
    } as JsonObject,
  },
  save: { create: resourceCall(userResource, 'resetPassword'), update: resourceCall(userResource, 'resetPassword') },
  disabledOnEdit: ['account'],
};

const gender = {
  prop: 'gender',
  label: code('性别', 'Gender', '性別'),
  kind: 'tag',
  width: 70,
  options: { map: { '1': { label: code('男', 'Male', '男') }, '2': { label: code('女', 'Female', '女') } } },
} as const;

export const userPage = resourcePage(userResource, {
  id: 'permission-user',
  sideTree: {
    call: resourceCall(userResource, 'organizations'),
    title: code('组织机构', 'Organisations', '組織機構'),
    deselectable: true,
    menu: ['refresh'],
  },
  list: { params: { organizeId: '$node.id' } },
  rowDialogs: [
    {
      id: 'resetPassword',
      label: code('重置密码', 'Reset password', '重置密碼'),
      button: 'btn_resetPassword',
      dialog: passwordResetDialog,
    },
  ],
  rowCalls: [{ id: 'unlock', label: code('解除锁定', 'Unlock', '解除鎖定'), button: 'btn_unlock' }],
  dialog: { title: { create: code('新建用户', 'New user', '新建用戶'), edit: code('编辑用户', 'Edit user', '編輯用戶') }, width: 800 },
  columns: [
    { prop: 'account', label: code('账户', 'Account', '帳戶'), width: 120 },
    { prop: 'realName', label: code('姓名', 'Name', '姓名'), width: 110 },
    gender,
    { prop: 'mobilePhone', label: code('手机', 'Mobile', '手機'), width: 130 },
    { prop: 'organize', label: code('所属组织', 'Organisation', '所屬組織') },
    { prop: 'enabledMark', label: words.status, kind: 'status', width: 90 },
    { prop: 'sortCode', label: words.sort, width: 70 },
    { prop: 'creatorTime', label: words.createdAt, kind: 'dateTime', width: 150 },
  ],
});

export const rolePage = resourcePage(roleResource, {
  id: 'permission-role',
  rowHandlers: [{ id: 'authorize', label: code('权限授权', 'Authorise', '權限授權'), button: 'btn_authorize' }],
  dialog: { title: { create: code('新建角色', 'New role', '新建角色'), edit: code('编辑角色', 'Edit role', '編輯角色') } },
  columns: [
    { prop: 'fullName', label: code('角色名称', 'Role', '角色名稱') },
    { prop: 'enCode', label: code('角色编码', 'Code', '角色編碼') },
    { prop: 'typeName', label: code('角色类型', 'Type', '角色類型'), width: 110 },
    {
      prop: 'globalMark',
      label: code('角色范围', 'Scope', '角色範圍'),
      kind: 'tag',
      width: 100,
      options: {
        map: {
          '1': { label: code('全局', 'Global', '全局'), color: 'blue' },
          '0': { label: code('组织', 'Organisation', '組織'), color: 'green' },
        },
      },
    },
    { prop: 'organize', label: code('所属组织', 'Organisations', '所屬組織') },
    { prop: 'enabledMark', label: words.status, kind: 'status', width: 90 },
    { prop: 'sortCode', label: words.sort, width: 70 },
    { prop: 'creatorTime', label: words.createdAt, kind: 'dateTime', width: 150 },
  ],
});
