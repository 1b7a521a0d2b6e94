/**
 * Layout state that is not a setting: the device class (spec 000 section 2.5: under 992 px of body
 * width the device is mobile and the sidebar closes), the mobile sidebar overlay, the settings drawer.
 */
import { proxy } from 'valtio';
import { restoreSidebarOpened, setSidebarOpened, settings } from '../settings/settings-store';

export const MOBILE_BREAKPOINT = 992;

export type Device = 'desktop' | 'mobile';

export const ui = proxy({
  device: 'desktop' as Device,
  /** The sidebar overlay on a mobile device. */
  mobileSidebarOpen: false,
  settingsOpen: false,
});

export function deviceForWidth(width: number): Device {
  return width - 1 < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

/** Follow the body width: becoming mobile closes the sidebar; back on a desktop it is as the user left it. */
export function updateDevice(width: number): void {
  const device = deviceForWidth(width);
  if (device === ui.device) return;
  ui.device = device;
  ui.mobileSidebarOpen = false;
  if (device === 'mobile') setSidebarOpened(false, false);
  else restoreSidebarOpened();
}

/** The hamburger: on mobile it opens the overlay, on desktop it collapses or expands the sidebar. */
export function toggleSidebar(): void {
  if (ui.device === 'mobile') ui.mobileSidebarOpen = !ui.mobileSidebarOpen;
  else setSidebarOpened(!settings.sidebarOpened);
}
