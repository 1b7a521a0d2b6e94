/** The one accent colour palette of the shared components (buttons, current page, switched-on tracks). */
export const KIT_PALETTE = 'blue';
