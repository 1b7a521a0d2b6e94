/** Words of the popup kinds (popupSelect, popupTableSelect, autoComplete) in the form's language (zh, en, zh-TW), beside the pickers' shared ones (../words.ts). */
import { useCallback } from 'react';
import { useEngineLanguage } from '../../../engine/i18n/context';
import type { EngineLanguage } from '../../../engine/i18n/messages';

const zh = {
  popupTitle: '选择数据',
  keyword: '关键词',
  keywordPlaceholder: '请输入关键词',
  query: '查询',
  reset: '重置',
  refresh: '刷新',
  choose: '选择',
  suggestions: '建议',
};

export type PopupWord = keyof typeof zh;
type Words = Record<PopupWord, string>;

const en: Words = {
  popupTitle: 'Choose data',
  keyword: 'Keyword',
  keywordPlaceholder: 'Enter a keyword',
  query: 'Search',
  reset: 'Reset',
  refresh: 'Refresh',
  choose: 'Choose',
  suggestions: 'Suggestions',
};

const zhtw: Words = {
  popupTitle: '選擇數據',
  keyword: '關鍵詞',
  keywordPlaceholder: '請輸入關鍵詞',
  query: '查詢',
  reset: '重置',
  refresh: '重新整理',
  choose: '選擇',
  suggestions: '建議',
};

const table: Record<EngineLanguage, Words> = { zh, en, zhtw };

export function popupWord(language: EngineLanguage, key: PopupWord): string {
  return (table[language] ?? zh)[key];
}

/** `p(key)` in the form's language. */
export function usePopupWords(): (key: PopupWord) => string {
  const language = useEngineLanguage();
  return useCallback((key) => popupWord(language, key), [language]);
}
