/**
 * Blend (settings: mixed): the first menu level across the header, the chosen directory's entries in
 * the sidebar. The directory of the current page is chosen until the user picks another.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, Flex } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { navTrail } from '../menu/menu-routes';
import { useMenu } from '../menu/menu-store';
import { settings } from '../settings/settings-store';
import { TagsView } from '../tabs/TagsView';
import { AppMain } from './AppMain';
import { Header } from './Header';
import { MobileSidebar } from './MobileSidebar';
import { isActiveItem } from './nav-active';
import { NavbarTools, SidebarToggle } from './NavbarTools';
import { Sidebar, sidebarColors } from './Sidebar';
import { SidebarLogo } from './SidebarLogo';
import { TopMenu } from './TopMenu';
import { ui } from './ui-store';

export function BlendLayout() {
  const { nav } = useMenu();
  const { slideClass, tagsView, sidebarOpened } = useSnapshot(settings);
  const { device } = useSnapshot(ui);
  const { pathname, search } = useLocation();
  const colors = sidebarColors[slideClass];
  const mobile = device === 'mobile';
  const activeTopId = navTrail(nav, (item) => isActiveItem(item, pathname, search))[0]?.id;
  // The user's pick holds while the page stays the same; a new page under another directory wins.
  const [picked, setPicked] = useState<{ id: string; at: string } | null>(null);
  const chosenId = picked && picked.at === pathname + search ? picked.id : activeTopId;
  const group =
    nav.find((item) => item.id === chosenId && item.target.kind === 'group') ?? nav.find((item) => item.target.kind === 'group');
  const sideItems = group?.children ?? [];

  return (
    <Flex direction="column" h="100vh" overflow="hidden" data-layout="blend">
      <Header bg={colors.bg} color={colors.fg} bordered={slideClass === 'light'}>
        {mobile || sideItems.length > 0 ? <SidebarToggle color={colors.fg} dark={slideClass === 'dark'} /> : null}
        <Box w={mobile ? 'auto' : '200px'} flexShrink={0}>
          <SidebarLogo collapsed={mobile} />
        </Box>
        {mobile ? (
          <Box flex="1" />
        ) : (
          <TopMenu
            items={nav}
            color={colors.fg}
            selectedGroupId={group?.id}
            onSelectGroup={(item) => setPicked({ id: item.id, at: pathname + search })}
          />
        )}
        <NavbarTools color={colors.fg} />
      </Header>
      <Flex flex="1" minH="0">
        {mobile ? (
          <MobileSidebar items={nav} />
        ) : sideItems.length > 0 ? (
          <Sidebar items={sideItems} collapsed={!sidebarOpened} showLogo={false} embedded />
        ) : null}
        <Flex direction="column" flex="1" minW="0">
          {tagsView ? <TagsView /> : null}
          <AppMain />
        </Flex>
      </Flex>
    </Flex>
  );
}
