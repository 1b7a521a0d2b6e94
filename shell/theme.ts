/**
 * The Chakra systems. Both are the default theme plus a `brand` colour palette that follows the theme
 * colour chosen in the settings drawer (its shades mix the CSS variable `--jnpf-primary` with white or
 * black, so changing that one variable recolours every `brand` component at run time).
 *
 * The sign-in page starts on a lean system: Chakra's base (conditions, utilities), the default tokens,
 * global styles and text styles, but only the recipes of what the sign-in page and the loading screen
 * draw. The full system (every recipe of the default theme, ./theme-full.ts) is a chunk loaded before
 * any other page renders (the root route's loader waits for it, shell/router.tsx), so a page never
 * draws a component without its recipe; the provider switches to it when it is in (docs/serving.md).
 */
import { useSyncExternalStore } from 'react';
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig, type SystemContext } from '@chakra-ui/react';
// Parts of Chakra's default theme without the index that imports every recipe (scripts/lean-bundle.mjs).
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from 'virtual:chakra-theme-base';
import { alertSlotRecipe } from 'virtual:chakra-recipe/alert';
import { buttonRecipe } from 'virtual:chakra-recipe/button';
import { fieldSlotRecipe } from 'virtual:chakra-recipe/field';
import { headingRecipe } from 'virtual:chakra-recipe/heading';
import { inputRecipe } from 'virtual:chakra-recipe/input';
import { spinnerRecipe } from 'virtual:chakra-recipe/spinner';
import { toastSlotRecipe } from 'virtual:chakra-recipe/toast';
import { DEFAULT_THEME_COLOR, PRIMARY_COLOR_VAR } from './settings/theme-colors';

const primary = `var(${PRIMARY_COLOR_VAR}, ${DEFAULT_THEME_COLOR})`;
const tint = (percent: number) => ({ value: `color-mix(in srgb, ${primary} ${percent}%, white)` });
const shade = (percent: number) => ({ value: `color-mix(in srgb, ${primary} ${percent}%, black)` });

/** The `brand` palette, over whichever theme. */
export const brandConfig = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: tint(8),
          100: tint(16),
          200: tint(32),
          300: tint(50),
          400: tint(75),
          500: { value: primary },
          600: shade(85),
          700: shade(70),
          800: shade(55),
          900: shade(40),
          950: shade(25),
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.600}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

type ThemeRecipes = Pick<NonNullable<SystemConfig['theme']>, 'recipes' | 'slotRecipes'>;

/** The default theme's config (as `defaultConfig` in @chakra-ui/react's preset) with the given recipes. */
export function themeConfig({ recipes, slotRecipes }: ThemeRecipes): SystemConfig {
  return mergeConfigs(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss,
      theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
    }),
  );
}

/** Only the recipes of the sign-in page (button, input, heading, field, alert), the loading screen (spinner) and the notices (toast). */
export const signInSystem = createSystem(
  themeConfig({
    recipes: { button: buttonRecipe, input: inputRecipe, heading: headingRecipe, spinner: spinnerRecipe },
    slotRecipes: { field: fieldSlotRecipe, alert: alertSlotRecipe, toast: toastSlotRecipe },
  }),
  brandConfig,
);

let fullSystem: SystemContext | undefined;
let fullSystemLoad: Promise<SystemContext> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the full system (every recipe); the provider switches to it. Resolves at once when it is in;
 * after a failed load (a chunk that did not come) the next call tries again.
 */
export function loadFullSystem(): Promise<SystemContext> {
  fullSystemLoad ??= import('./theme-full').then(
    ({ appSystem }) => {
      fullSystem = appSystem;
      listeners.forEach((listener) => listener());
      return appSystem;
    },
    (error: unknown) => {
      fullSystemLoad = undefined;
      throw error;
    },
  );
  return fullSystemLoad;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The system to provide: the full one once loaded, the sign-in one until then. */
export function useAppSystem(): SystemContext {
  return useSyncExternalStore(subscribe, () => fullSystem ?? signInSystem);
}
