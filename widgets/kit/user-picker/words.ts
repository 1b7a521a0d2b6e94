/** Words of the user and role pickers in the form's language (zh, en, zh-TW), beside the pickers' shared ones (../words.ts). */
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
