/** The language of the form being rendered, for widgets' own words (placeholders, buttons). */
import { createContext, useCallback, useContext } from 'react';
import { engineText, type EngineLanguage, type MessageKey } from './messages';

export const EngineLanguageContext = createContext<EngineLanguage>('zh');

export function useEngineLanguage(): EngineLanguage {
  return useContext(EngineLanguageContext);
}

/** `t(key, params)` in the form's language. */
export function useEngineText(): (key: MessageKey, params?: Record<string, string | number>) => string {
  const language = useContext(EngineLanguageContext);
  return useCallback((key, params) => engineText(language, key, params), [language]);
}
