/** The interface languages of spec 000 section 9; the formatters word their output by it. */
export type FormatLanguage = 'zh' | 'en' | 'zhtw';

/** Any other text (an i18next code such as 'zh-CN', or nothing) reads as the default, zh. */
export function toFormatLanguage(language: string | null | undefined): FormatLanguage {
  if (language === 'en' || language?.startsWith('en-')) return 'en';
  if (language === 'zhtw' || language === 'zh-TW' || language === 'zh-HK') return 'zhtw';
  return 'zh';
}
