/** Types of the build's virtual modules (scripts/lean-bundle.mjs): parts of Chakra's default theme, without all its recipes. */
declare module 'virtual:chakra-theme-base' {
  export {
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
  } from '@chakra-ui/react/theme';
}
declare module 'virtual:chakra-recipe/alert' {
  export { alertSlotRecipe } from '@chakra-ui/react/theme';
}
declare module 'virtual:chakra-recipe/button' {
  export { buttonRecipe } from '@chakra-ui/react/theme';
}
declare module 'virtual:chakra-recipe/field' {
  export { fieldSlotRecipe } from '@chakra-ui/react/theme';
}
declare module 'virtual:chakra-recipe/heading' {
  export { headingRecipe } from '@chakra-ui/react/theme';
}
declare module 'virtual:chakra-recipe/input' {
  export { inputRecipe } from '@chakra-ui/react/theme';
}
declare module 'virtual:chakra-recipe/spinner' {
  export { spinnerRecipe } from '@chakra-ui/react/theme';
}
declare module 'virtual:chakra-recipe/toast' {
  export { toastSlotRecipe } from '@chakra-ui/react/theme';
}
