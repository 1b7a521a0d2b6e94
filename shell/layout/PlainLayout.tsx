/** Plain (settings: simple): one header across the page, the sidebar below it without its own logo. */
import { Box, Flex } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { useMenu } from '../menu/menu-store';
import { settings } from '../settings/settings-store';
import { TagsView } from '../tabs/TagsView';
import { AppMain } from './AppMain';
import { Header } from './Header';
import { MobileSidebar } from './MobileSidebar';
import { NavbarTools, SidebarToggle } from './NavbarTools';
import { Sidebar, SIDEBAR_WIDTH } from './Sidebar';
import { SidebarLogo } from './SidebarLogo';
import { ui } from './ui-store';

export function PlainLayout() {
  const { nav } = useMenu();
  const { sidebarOpened, tagsView } = useSnapshot(settings);
  const { device } = useSnapshot(ui);
  const mobile = device === 'mobile';
  return (
    <Flex direction="column" h="100vh" overflow="hidden" data-layout="plain">
      <Header>
        <Box w={mobile ? 'auto' : `${SIDEBAR_WIDTH - 8}px`} flexShrink={0}>
          <SidebarLogo collapsed={mobile} />
        </Box>
        <SidebarToggle />
        <Box flex="1" />
        <NavbarTools />
      </Header>
      <Flex flex="1" minH="0">
        {mobile ? <MobileSidebar items={nav} /> : <Sidebar items={nav} collapsed={!sidebarOpened} showLogo={false} embedded />}
        <Flex direction="column" flex="1" minW="0">
          {tagsView ? <TagsView /> : null}
          <AppMain />
        </Flex>
      </Flex>
    </Flex>
  );
}
