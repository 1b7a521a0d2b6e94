import type { Plugin } from 'vite';

/** Chakra's theme index (`dist/esm/theme/index.js`) without its recipes, imports made absolute to `themeDir`. */
export function chakraThemeBaseCode(indexSource: string, themeDir: string): string;
/** The virtual Chakra theme modules and the markdown stub (scripts/lean-bundle.mjs). */
export function leanBundle(): Plugin;
