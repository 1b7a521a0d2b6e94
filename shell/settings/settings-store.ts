/**
 * Display settings of the settings drawer (spec 000 sections 2.6 and 3 'Local settings'), in a valtio
 * store. Each is stored on its own under the product prefix (`jnpf_tagsView = true|Boolean`, …). A
 * setting the user never changed follows the system configuration of `CurrentUser`, else the built-in
 * default. The layout itself lives in the session store (it comes with the login answer).
 */
import { proxy } from 'valtio';
import type { SysConfigInfo } from '../../api';
import { storageGet, storageSet } from '../storage';
import { applyThemeColor, isThemeClass, type ThemeClass } from './theme-colors';

export type SlideClass = 'dark' | 'light';

export interface DisplaySettings {
  tagsView: boolean;
  tagsIcon: boolean;
  /** Keep visited tabs alive (view cache). */
  useCache: boolean;
  showLanguage: boolean;
  showSearch: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  themeClass: ThemeClass;
  slideClass: SlideClass;
}

export const builtInSettings: DisplaySettings = {
  tagsView: true,
  tagsIcon: true,
  useCache: true,
  showLanguage: true,
  showSearch: true,
  fixedHeader: true,
  sidebarLogo: true,
  themeClass: 'blue',
  slideClass: 'dark',
};

type SettingKey = keyof DisplaySettings;
const settingKeys = Object.keys(builtInSettings) as SettingKey[];

function validFor<K extends SettingKey>(key: K, value: unknown): value is DisplaySettings[K] {
  if (key === 'themeClass') return isThemeClass(value);
  if (key === 'slideClass') return value === 'dark' || value === 'light';
  return typeof value === 'boolean';
}

function storedSetting<K extends SettingKey>(key: K): DisplaySettings[K] | undefined {
  const value = storageGet(key);
  return validFor(key, value) ? value : undefined;
}

function readSettings(): DisplaySettings {
  const result = { ...builtInSettings };
  for (const key of settingKeys) {
    const value = storedSetting(key);
    if (value !== undefined) (result as Record<SettingKey, unknown>)[key] = value;
  }
  return result;
}

function readSidebarOpened(): boolean {
  return storageGet('sidebarStatus') !== 0;
}

export const settings = proxy<DisplaySettings & { sidebarOpened: boolean }>({ ...readSettings(), sidebarOpened: readSidebarOpened() });

/** Re-read everything from storage (tests, or another tab changed it). */
export function reloadSettingsFromStorage(): void {
  Object.assign(settings, readSettings(), { sidebarOpened: readSidebarOpened() });
}

export function changeSetting<K extends SettingKey>(key: K, value: DisplaySettings[K]): void {
  (settings as DisplaySettings)[key] = value;
  storageSet(key, value);
  if (key === 'themeClass') applyThemeColor(value as ThemeClass);
}

/** The sidebar's open state, stored as 1 or 0 (`jnpf_sidebarStatus`). */
export function setSidebarOpened(opened: boolean, persist = true): void {
  settings.sidebarOpened = opened;
  if (persist) storageSet('sidebarStatus', opened ? 1 : 0);
}

/** The stored open state (after a mobile width closed the sidebar without storing it). */
export function restoreSidebarOpened(): void {
  settings.sidebarOpened = readSidebarOpened();
}

/** The system configuration's values for every setting the user has not chosen. */
export function applySysConfigDefaults(config: Partial<SysConfigInfo> | null | undefined): void {
  if (!config) return;
  const fromConfig: Partial<Record<SettingKey, unknown>> = {
    tagsView: config.tagsView,
    tagsIcon: config.tagsIcon,
    useCache: config.useCache,
    showLanguage: config.showLanguage,
    showSearch: config.showSearch,
    fixedHeader: config.fixedHeader,
    sidebarLogo: config.sidebarLogo,
    themeClass: config.themeClass,
    slideClass: config.slideClass,
  };
  for (const key of settingKeys) {
    if (storedSetting(key) !== undefined) continue;
    const raw = fromConfig[key];
    const value = typeof builtInSettings[key] === 'boolean' && typeof raw === 'number' ? raw === 1 : raw;
    if (validFor(key, value)) (settings as Record<SettingKey, unknown>)[key] = value;
  }
  applyThemeColor(settings.themeClass);
}
