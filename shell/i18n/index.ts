/**
 * i18next set up with the three language packs of spec 000 section 9 (zh default, en, zhtw).
 * Detection: the stored choice (`jnpf_language`), else the browser language ('tw' means traditional
 * Chinese, 'en…' English), else zh. Initialised synchronously on import.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageGetString, storageSet } from '../storage';
import { en } from './en';
import { zh } from './zh';
import { zhtw } from './zhtw';

export type Language = 'zh' | 'en' | 'zhtw';
export const languages: readonly Language[] = ['zh', 'en', 'zhtw'];
export const DEFAULT_LANGUAGE: Language = 'zh';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language for a stored choice and the browser's languages. */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const raw of browserLanguages) {
    const lang = raw.toLowerCase();
    if (lang.includes('tw') || lang.includes('hant')) return 'zhtw';
    if (lang.startsWith('zh')) return 'zh';
    if (lang.startsWith('en')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}

function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return [...navigator.languages];
  return navigator.language ? [navigator.language] : [];
}

export const resources = {
  zh: { translation: zh },
  en: { translation: en },
  zhtw: { translation: zhtw },
} as const;

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(storageGetString('language'), browserLanguages()),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function syncDocumentLanguage(lng: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng === 'zhtw' ? 'zh-TW' : lng === 'zh' ? 'zh-CN' : lng;
}

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** Switch the language and remember the choice. */
export async function setLanguage(lng: Language): Promise<void> {
  storageSet('language', lng);
  await i18n.changeLanguage(lng);
}
