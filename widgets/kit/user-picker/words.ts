/** Words of the user, role, general and approver pickers in the form's language (zh, en, zh-TW), beside the pickers' shared ones (../words.ts). */
import { useCallback } from 'react';
import { useEngineLanguage } from '../../../engine/i18n/context';
import type { EngineLanguage } from '../../../engine/i18n/messages';

const zh = {
  pickUser: '选择用户',
  pickRole: '选择角色',
  tabAll: '全部数据',
  tabOrganization: '当前组织',
  tabSubordinates: '我的下属',
  tabSystem: '系统变量',
  currentUser: '当前用户',
  tabOrganizeRoles: '组织',
  tabGlobalRoles: '全局',
  users: '用户',
  tabDepartment: '部门',
  tabRole: '角色',
  tabPosition: '岗位',
  tabGroup: '分组',
  approver: '审批人',
  pickTitle: '选择{title}',
  pleasePick: '请选择{title}',
} as const;

export type PickerWord = keyof typeof zh;
type Words = Record<PickerWord, string>;

const en: Words = {
  pickUser: 'Select user',
  pickRole: 'Select role',
  tabAll: 'All',
  tabOrganization: 'My organisation',
  tabSubordinates: 'My subordinates',
  tabSystem: 'System variables',
  currentUser: 'Current user',
  tabOrganizeRoles: 'Organisation',
  tabGlobalRoles: 'Global',
  users: 'Users',
  tabDepartment: 'Department',
  tabRole: 'Role',
  tabPosition: 'Position',
  tabGroup: 'Group',
  approver: 'approver',
  pickTitle: 'Select {title}',
  pleasePick: 'Please select {title}',
};

const zhtw: Words = {
  pickUser: '選擇用戶',
  pickRole: '選擇角色',
  tabAll: '全部數據',
  tabOrganization: '當前組織',
  tabSubordinates: '我的下屬',
  tabSystem: '系統變量',
  currentUser: '當前用戶',
  tabOrganizeRoles: '組織',
  tabGlobalRoles: '全局',
  users: '用戶',
  tabDepartment: '部門',
  tabRole: '角色',
  tabPosition: '崗位',
  tabGroup: '分組',
  approver: '審批人',
  pickTitle: '選擇{title}',
  pleasePick: '請選擇{title}',
};

const table: Record<EngineLanguage, Words> = { zh, en, zhtw };

export function pickerWord(language: EngineLanguage, key: PickerWord): string {
  return (table[language] ?? zh)[key];
}

/** `p(key)` in the form's language. */
export function usePickerWords(): (key: PickerWord) => string {
  const language = useEngineLanguage();
  return useCallback((key) => pickerWord(language, key), [language]);
}
