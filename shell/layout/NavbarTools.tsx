/**
 * The right side of the navbar: menu search, chat, message bell, language, full screen (desktop only,
 * as the original), the user dropdown and the settings button.
 */
import { useTranslation } from 'react-i18next';
import { HStack, IconButton } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { session } from '../session';
import { settings } from '../settings/settings-store';
import { FullscreenButton } from './FullscreenButton';
import { ShellIcon } from './icons';
import { LanguageMenu } from './LanguageMenu';
import { MenuSearch } from './MenuSearch';
import { SoftphoneSlot } from '../softphone/SoftphoneSlot';
import { ChatButton, MessageBell } from './NotificationSlots';
import { toggleSidebar, ui } from './ui-store';
import { UserMenu } from './UserMenu';

export function NavbarTools({ color = 'fg' }: { color?: string }) {
  const { t } = useTranslation();
  const { showSearch, showLanguage } = useSnapshot(settings);
  const { device } = useSnapshot(ui);
  const { sysConfig } = useSnapshot(session);
  const desktop = device === 'desktop';
  return (
    <HStack gap="1" flexShrink={0} data-testid="navbar-tools">
      <SoftphoneSlot />
      {desktop && showSearch ? <MenuSearch /> : null}
      {desktop ? <ChatButton color={color} /> : null}
      {desktop ? <MessageBell color={color} /> : null}
      {desktop && showLanguage ? <LanguageMenu color={color} /> : null}
      {desktop ? <FullscreenButton color={color} /> : null}
      <UserMenu color={color} />
      {sysConfig?.showSettings === false ? null : (
        <IconButton
          aria-label={t('navbar.settings')}
          title={t('navbar.settings')}
          variant="ghost"
          size="sm"
          color={color}
          onClick={() => {
            ui.settingsOpen = true;
          }}
          data-testid="settings-button"
        >
          <ShellIcon name="settings" />
        </IconButton>
      )}
    </HStack>
  );
}

/**
 * The hamburger. Its own colour on the header's background, with no filled background of its own while
 * the sidebar is open (the ghost button's "expanded" fill made a white icon on a light square in the dark
 * blend header); hovering tints it in a way that shows on light and dark headers alike.
 */
export function SidebarToggle({ color = 'fg', dark = false }: { color?: string; dark?: boolean }) {
  const { t } = useTranslation();
  const { sidebarOpened } = useSnapshot(settings);
  const { device, mobileSidebarOpen } = useSnapshot(ui);
  const expanded = device === 'mobile' ? mobileSidebarOpen : sidebarOpened;
  return (
    <IconButton
      aria-label={t('layout.toggleSidebar')}
      title={t('layout.toggleSidebar')}
      aria-expanded={expanded}
      variant="ghost"
      size="sm"
      color={color}
      bg="transparent"
      _expanded={{ bg: 'transparent' }}
      _hover={{ bg: dark ? 'whiteAlpha.200' : 'blackAlpha.100' }}
      onClick={toggleSidebar}
      data-testid="sidebar-toggle"
    >
      <ShellIcon name="menu" />
    </IconButton>
  );
}
