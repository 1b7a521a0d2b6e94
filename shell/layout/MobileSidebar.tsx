/** On a mobile device the sidebar is closed; the hamburger opens it over the page. */
import { Box } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import type { NavItem } from '../menu/menu-routes';
import { settings } from '../settings/settings-store';
import { Sidebar } from './Sidebar';
import { ui } from './ui-store';

export function MobileSidebar({ items }: { items: readonly NavItem[] }) {
  const { mobileSidebarOpen } = useSnapshot(ui);
  const { sidebarLogo } = useSnapshot(settings);
  if (!mobileSidebarOpen) return null;
  return (
    <Box position="fixed" inset="0" zIndex="overlay">
      <Box
        position="absolute"
        inset="0"
        bg="blackAlpha.500"
        data-testid="sidebar-backdrop"
        onClick={() => {
          ui.mobileSidebarOpen = false;
        }}
      />
      <Box position="absolute" left="0" top="0" h="100vh" boxShadow="lg">
        <Sidebar items={items} collapsed={false} showLogo={sidebarLogo} />
      </Box>
    </Box>
  );
}
