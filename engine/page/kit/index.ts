/**
 * The shared look of lists and panels: pager, switch, toolbar and empty state. Engine pages and the
 * screens (message record and drawer, chat, sign-in log, settings) use these, so they look alike.
 */
export { Pager, type PagerProps } from './Pager';
export { pageWindow } from './page-window';
export { ToggleSwitch, type ToggleSwitchProps } from './ToggleSwitch';
export { switchTrackStyles } from './switch-look';
export { Toolbar, type ToolbarProps } from './Toolbar';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { KIT_PALETTE } from './palette';
