/** Classic (settings: side): the full-height sidebar on the left, the navbar, tabs and page on the right. */
import { Box, Flex } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { useMenu } from '../menu/menu-store';
import { settings } from '../settings/settings-store';
import { TagsView } from '../tabs/TagsView';
import { AppMain } from './AppMain';
import { Header } from './Header';
import { MobileSidebar } from './MobileSidebar';
import { NavbarTools, SidebarToggle } from './NavbarTools';
import { Sidebar } from './Sidebar';
import { ui } from './ui-store';

export function ClassicLayout() {
  const { nav } = useMenu();
  const { sidebarOpened, sidebarLogo, tagsView } = useSnapshot(settings);
  const { device } = useSnapshot(ui);
  return (
    <Flex h="100vh" overflow="hidden" data-layout="classic">
      {device === 'mobile' ? <MobileSidebar items={nav} /> : <Sidebar items={nav} collapsed={!sidebarOpened} showLogo={sidebarLogo} />}
      <Flex direction="column" flex="1" minW="0">
        <Header>
          <SidebarToggle />
          <Box flex="1" />
          <NavbarTools />
        </Header>
        {tagsView ? <TagsView /> : null}
        <AppMain />
      </Flex>
    </Flex>
  );
}
