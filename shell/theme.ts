/**
 * The Chakra system: the default one plus a `brand` colour palette that follows the theme colour
 * chosen in the settings drawer. Its shades mix the CSS variable `--jnpf-primary` with white or
 * black, so changing that one variable recolours every `brand` component at run time.
 */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { DEFAULT_THEME_COLOR, PRIMARY_COLOR_VAR } from './settings/theme-colors';

const primary = `var(${PRIMARY_COLOR_VAR}, ${DEFAULT_THEME_COLOR})`;
const tint = (percent: number) => ({ value: `color-mix(in srgb, ${primary} ${percent}%, white)` });
const shade = (percent: number) => ({ value: `color-mix(in srgb, ${primary} ${percent}%, black)` });

const config = defineConfig({
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

export const appSystem = createSystem(defaultConfig, config);
