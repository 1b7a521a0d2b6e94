/**
 * Build-side helpers that keep the sign-in page and the first admin page small (docs/serving.md,
 * "What a page loads"); vite.config.ts registers them.
 *
 * - `virtual:chakra-theme-base`: Chakra's default theme without its recipes (tokens, semantic tokens,
 *   global CSS, text, layer and animation styles, breakpoints, keyframes), and
 *   `virtual:chakra-recipe/<file>`: one recipe of it (`recipes/button.js` -> `buttonRecipe`). The package
 *   exposes these only through `@chakra-ui/react/theme`, whose index statically imports all 76 recipes:
 *   the sign-in system (shell/theme.ts) would carry them all. Read from the package's own index, minus
 *   the recipes, so that a Chakra upgrade keeps them in step (and fails the build if its shape changes).
 * - `markdown-to-jsx/react` -> engine/renderer/no-markdown.tsx: @rjsf/core draws markdown only for
 *   `ui:enableMarkdownInDescription`/`InHelp` (never set by the engine) and in templates the engine
 *   replaces or never reaches (engine/renderer/no-markdown.tsx says which); 84 KB of parser otherwise.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const chakraTheme = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')), 'dist/esm/theme');

const BASE_ID = 'virtual:chakra-theme-base';
const RECIPE_PREFIX = 'virtual:chakra-recipe/';

/**
 * The theme index's code without recipes, its `defaultThemeConfig` and `defineConfig`; imports made absolute.
 * @param {string} indexSource
 * @param {string} themeDir
 * @returns {string}
 */
export function chakraThemeBaseCode(indexSource, themeDir) {
  const statements = indexSource.split('\n');
  const imports = statements.filter((line) => /^import \{ \w+ \} from '\.\/[\w/-]+\.js';$/.test(line) && !/\/(slot-)?recipes\.js'/.test(line));
  /** @param {string} name */
  const block = (name) => indexSource.match(new RegExp(`^const ${name} = [\\s\\S]*?;$`, 'm'))?.[0];
  const blocks = ['tokens', 'semanticTokens', 'cssVarsPrefix', 'cssVarsRoot'].map((name) => block(name));
  if (imports.length < 20 || blocks.some((b) => b === undefined)) {
    throw new Error(`lean-bundle: ${themeDir}/index.js is not shaped as expected (Chakra upgraded?): update scripts/lean-bundle.mjs`);
  }
  const names = 'animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens';
  return [
    ...imports.map((line) => line.replace("from './", `from '${themeDir}/`)),
    ...blocks,
    `export { ${names} };`,
  ].join('\n');
}

/** @returns {import('vite').Plugin} */
export function leanBundle() {
  return {
    name: 'lean-bundle',
    enforce: 'pre',
    /** @param {string} id */
    resolveId(id) {
      if (id === BASE_ID || id.startsWith(RECIPE_PREFIX)) return `\0${id}`;
      if (id === 'markdown-to-jsx/react') return join(root, 'engine/renderer/no-markdown.tsx');
      return null;
    },
    /** @param {string} id */
    load(id) {
      if (id === `\0${BASE_ID}`) return chakraThemeBaseCode(readFileSync(join(chakraTheme, 'index.js'), 'utf8'), chakraTheme);
      if (id.startsWith(`\0${RECIPE_PREFIX}`)) {
        const file = id.slice(RECIPE_PREFIX.length + 1);
        if (!/^[a-z-]+$/.test(file)) throw new Error(`lean-bundle: no recipe ${file}`);
        return `export * from '${chakraTheme}/recipes/${file}.js';`;
      }
      return null;
    },
  };
}

