/**
 * Choices the user makes in the navbar and the settings drawer that the server also keeps: the
 * language (`PUT SystemLanguage`, spec 000 sections 3 and 7.2) and the layout (`PUT SystemTheme`, answered
 * as `theme` by the next sign-in). Both apply and persist locally at once; a failed save has already
 * been shown by the request client and leaves the local choice in place.
 */
import type { CurrentUserApi, LayoutTheme } from '../api';
import { setLanguage, type Language } from './i18n';
import { session, setLayoutType } from './session';

export async function chooseLanguage(language: Language, api: Pick<CurrentUserApi, 'setSystemLanguage'>): Promise<void> {
  await setLanguage(language);
  if (!session.token) return;
  try {
    await api.setSystemLanguage({ language });
  } catch {
    // Shown by the request client; the choice stays in this browser.
  }
}

export async function chooseLayout(layout: LayoutTheme, api: Pick<CurrentUserApi, 'setSystemTheme'>): Promise<void> {
  if (layout === session.layoutType) return;
  setLayoutType(layout);
  try {
    await api.setSystemTheme({ theme: layout });
  } catch {
    // Shown by the request client; the choice stays in this browser.
  }
}
