/** Functional (settings: top): the menu runs across the header; no sidebar (on mobile: the overlay). */
import { Box, Flex } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { useMenu } from '../menu/menu-store';
import { settings } from '../settings/settings-store';
import { TagsView } from '../tabs/TagsView';
import { AppMain } from './AppMain';
import { Header } from './Header';
import { MobileSidebar } from './MobileSidebar';
import { NavbarTools, SidebarToggle } from './NavbarTools';
import { sidebarColors } from './Sidebar';
import { SidebarLogo } from './SidebarLogo';
import { TopMenu } from './TopMenu';
import { ui } from './ui-store';

export function FunctionalLayout() {
  const { nav } = useMenu();
  const { slideClass, tagsView } = useSnapshot(settings);
  const { device } = useSnapshot(ui);
  const colors = sidebarColors[slideClass];
  const mobile = device === 'mobile';
  return (
    <Flex direction="column" h="100vh" overflow="hidden" data-layout="functional">
      <Header bg={colors.bg} color={colors.fg} bordered={slideClass === 'light'}>
        {mobile ? <SidebarToggle color={colors.fg} dark={slideClass === 'dark'} /> : null}
        <Box w={mobile ? 'auto' : '200px'} flexShrink={0}>
          <SidebarLogo collapsed={mobile} />
        </Box>
        {mobile ? <Box flex="1" /> : <TopMenu items={nav} color={colors.fg} />}
        <NavbarTools color={colors.fg} />
      </Header>
      {mobile ? <MobileSidebar items={nav} /> : null}
      {tagsView ? <TagsView /> : null}
      <AppMain />
    </Flex>
  );
}
