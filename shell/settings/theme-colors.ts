/** The 8 theme colours of the settings drawer (spec 000 section 9) and how the page takes them on. */

export const themeColors = {
  blue: '#1890ff',
  purple: '#722ed1',
  azure: '#211bce',
  ocean: '#13c2c2',
  green: '#3eac12',
  yellow: '#f8bc18',
  orange: '#f5811c',
  red: '#f5222d',
} as const;

export type ThemeClass = keyof typeof themeColors;
export const themeClasses = Object.keys(themeColors) as ThemeClass[];

/** The colour of an unknown theme class. */
export const DEFAULT_THEME_COLOR = '#409eff';

export function isThemeClass(value: unknown): value is ThemeClass {
  return typeof value === 'string' && value in themeColors;
}

export function themeColor(themeClass: string): string {
  return isThemeClass(themeClass) ? themeColors[themeClass] : DEFAULT_THEME_COLOR;
}

/** The CSS variable the `brand` colour palette of the Chakra system reads (see ../theme.ts). */
export const PRIMARY_COLOR_VAR = '--jnpf-primary';

export function applyThemeColor(themeClass: string, root: HTMLElement = document.documentElement): void {
  root.style.setProperty(PRIMARY_COLOR_VAR, themeColor(themeClass));
  root.dataset.theme = themeClass;
}
