/**
 * The tabs bar (spec 000 section 2.5): one tab per visited full path; middle click or X closes a
 * tab (pinned ones have no X), a right click opens the 105 px context menu: refresh, close, close
 * others, close all. Tabs that do not fit scroll (./TabScroller.tsx).
 */
import { type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { chakra, Flex, Menu, Portal } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { ShellIcon } from '../layout/icons';
import { settings } from '../settings/settings-store';
import type { TabView } from './tabs-model';
import { TabScroller } from './TabScroller';
import { closeAllTabs, closeOtherTabs, closeTab, refreshTab, tabs } from './tabs-store';
import { useViewTitle } from './use-view-title';

export const TAB_MENU_WIDTH = 105;

const TabLink = chakra(RouterLink);

export function TagsView() {
  const { t } = useTranslation();
  const { visited } = useSnapshot(tabs);
  const { tagsIcon } = useSnapshot(settings);
  const location = useLocation();
  const navigate = useNavigate();
  const titleFor = useViewTitle();
  const active = location.pathname + location.search;

  const go = (to: string | null) => {
    if (to) void navigate(to);
  };
  const refresh = (fullPath: string) => {
    refreshTab(fullPath);
    if (fullPath !== active) void navigate(fullPath);
  };

  return (
    <Flex
      as="nav"
      aria-label={t('tabs.bar')}
      data-testid="tags-view"
      h="34px"
      flexShrink={0}
      align="center"
      px="2"
      bg="bg"
      borderBottomWidth="1px"
      minW="0"
      overflow="hidden"
    >
      <TabScroller activeKey={`${active}|${visited.map((view) => view.fullPath).join(' ')}`}>
        {visited.map((view) => (
          <Tab
            key={view.fullPath}
            view={view}
            title={titleFor(view.fullPath) || view.title}
            active={view.fullPath === active}
            showIcon={tagsIcon}
            onClose={() => go(closeTab(view.fullPath, active))}
            onCloseOthers={() => go(closeOtherTabs(view.fullPath, active))}
            onCloseAll={() => go(closeAllTabs(active))}
            onRefresh={() => refresh(view.fullPath)}
          />
        ))}
      </TabScroller>
    </Flex>
  );
}

interface TabProps {
  view: TabView;
  title: string;
  active: boolean;
  showIcon: boolean;
  onClose: () => void;
  onCloseOthers: () => void;
  onCloseAll: () => void;
  onRefresh: () => void;
}

function Tab({ view, title, active, showIcon, onClose, onCloseOthers, onCloseAll, onRefresh }: TabProps) {
  const { t } = useTranslation();
  const closable = !view.affix;

  const onMouseDown = (event: MouseEvent) => {
    if (event.button === 1) event.preventDefault(); // no auto-scroll, no new browser tab
  };
  const onAuxClick = (event: MouseEvent) => {
    if (event.button !== 1) return;
    event.preventDefault();
    if (closable) onClose();
  };

  return (
    <Menu.Root>
      <Menu.ContextTrigger asChild>
        <Flex
          data-testid="tab"
          data-active={active ? 'true' : 'false'}
          data-affix={view.affix ? 'true' : 'false'}
          align="center"
          gap="1"
          h="26px"
          px="2"
          flexShrink={0}
          fontSize="xs"
          borderWidth="1px"
          borderRadius="sm"
          borderColor={active ? 'brand.solid' : 'border'}
          bg={active ? 'brand.solid' : 'bg'}
          color={active ? 'brand.contrast' : 'fg'}
          onMouseDown={onMouseDown}
          onAuxClick={onAuxClick}
        >
          {showIcon ? <ShellIcon name="page" size={12} /> : null}
          <TabLink
            to={view.fullPath}
            aria-current={active ? 'page' : undefined}
            color="inherit"
            _hover={{ textDecoration: 'none' }}
            whiteSpace="nowrap"
          >
            {title}
          </TabLink>
          {closable ? (
            <chakra.button
              type="button"
              aria-label={t('tabs.closeTab', { title })}
              display="inline-flex"
              borderRadius="full"
              p="1px"
              cursor="pointer"
              _hover={{ bg: 'blackAlpha.300' }}
              onClick={onClose}
            >
              <ShellIcon name="close" size={10} />
            </chakra.button>
          ) : null}
        </Flex>
      </Menu.ContextTrigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content w={`${TAB_MENU_WIDTH}px`} minW={`${TAB_MENU_WIDTH}px`} data-testid="tab-menu">
            <Menu.Item value="refresh" onSelect={onRefresh}>
              {t('tabs.refresh')}
            </Menu.Item>
            {closable ? (
              <Menu.Item value="close" onSelect={onClose}>
                {t('tabs.close')}
              </Menu.Item>
            ) : null}
            <Menu.Item value="closeOthers" onSelect={onCloseOthers}>
              {t('tabs.closeOthers')}
            </Menu.Item>
            <Menu.Item value="closeAll" onSelect={onCloseAll}>
              {t('tabs.closeAll')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
