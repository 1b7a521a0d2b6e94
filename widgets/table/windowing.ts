/**
 * When and how the editable sub-table windows its rows (issue 19): above `WINDOW_ABOVE` rows only the
 * rows in view (and `WINDOW_OVERSCAN` on each side) are in the DOM, inside a scroll box at most
 * `WINDOW_MAX_HEIGHT` high. Smaller tables render every row, as a plain grid. The benchmark's floor
 * (bench/engine/pages/floor.tsx) windows with the same settings.
 */
export const WINDOW_ABOVE = 50;
export const WINDOW_OVERSCAN = 6;
/** The scroll box of a windowed table: most of a screen, never taller than the page. */
export const WINDOW_MAX_HEIGHT = 'min(70vh, 40rem)';
/** The height assumed for the box before it has a layout (tests in jsdom, a hidden tab pane). */
export const WINDOW_FALLBACK_HEIGHT = 640;
