/** The full Chakra system: the default theme with every recipe, plus the `brand` palette (./theme.ts loads it). */
import { createSystem } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { brandConfig, themeConfig } from './theme';

export const appSystem = createSystem(themeConfig({ recipes, slotRecipes }), brandConfig);
