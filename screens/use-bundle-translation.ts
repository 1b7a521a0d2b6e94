/**
 * A screen's own strings, kept next to the screen: `useBundleTranslation('profile', bundles)` adds the
 * bundles (zh, en, zhtw) to the i18next instance of the surrounding provider under the namespace
 * the first time it runs, and returns `useTranslation(namespace)`. The shell's packs stay untouched.
 */
import { useTranslation } from 'react-i18next';

export type ScreenBundles = Record<'zh' | 'en' | 'zhtw', Record<string, unknown>>;

export function useBundleTranslation(namespace: string, bundles: ScreenBundles) {
  const { i18n } = useTranslation();
  for (const [language, resources] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, resources, true, false);
  }
  return useTranslation(namespace);
}
