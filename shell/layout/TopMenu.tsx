/**
 * The horizontal first-level menu of the functional (top) and blend (mixed) layouts. Entries that do
 * not fit (one per 116 px) go into 'More ...'. In the functional layout a directory opens a dropdown;
 * in the blend layout it selects the group the sidebar shows.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Box, Button, Flex, Menu, Portal } from '@chakra-ui/react';
import { navTrail, type NavItem } from '../menu/menu-routes';
import { menuTitle } from '../menu/view-title';
import { ShellIcon } from './icons';
import { isActiveItem } from './nav-active';
import { NavMenuEntries } from './NavMenuEntries';
import { splitTopMenu } from './top-menu-split';
import { useOpenMenuItem } from './use-open-menu-item';

export interface TopMenuProps {
  items: readonly NavItem[];
  /** Blend layout: the directory whose children the sidebar shows, and how to pick another. */
  selectedGroupId?: string;
  onSelectGroup?: (item: NavItem) => void;
  color: string;
}

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function TopMenu({ items, selectedGroupId, onSelectGroup, color }: TopMenuProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const openItem = useOpenMenuItem();
  const { ref, width } = useWidth<HTMLDivElement>();
  const { visible, more } = splitTopMenu(items, width);
  const activeTopId = navTrail(items, (item) => isActiveItem(item, pathname, search))[0]?.id;

  const entryStyle = (selected: boolean) => ({
    variant: 'ghost' as const,
    size: 'sm' as const,
    color,
    h: '60px',
    w: '116px',
    px: '2',
    borderRadius: '0',
    borderBottom: '3px solid',
    borderBottomColor: selected ? 'brand.solid' : 'transparent',
    _hover: { bg: 'blackAlpha.200' },
  });

  return (
    <Flex ref={ref} as="nav" aria-label={t('layout.topMenu')} data-testid="top-menu" flex="1" minW="0" h="60px" overflow="hidden">
      {visible.map((item) => {
        const title = menuTitle(item, t);
        const selected = onSelectGroup ? item.id === (selectedGroupId ?? activeTopId) : item.id === activeTopId;
        if (item.target.kind !== 'group') {
          return (
            <Button key={item.id} {...entryStyle(selected)} onClick={() => openItem(item)} title={title}>
              <Box as="span" truncate>
                {title}
              </Box>
            </Button>
          );
        }
        if (onSelectGroup) {
          return (
            <Button key={item.id} {...entryStyle(selected)} aria-pressed={selected} onClick={() => onSelectGroup(item)} title={title}>
              <Box as="span" truncate>
                {title}
              </Box>
            </Button>
          );
        }
        return (
          <Menu.Root key={item.id} positioning={{ placement: 'bottom-start', gutter: 0 }}>
            <Menu.Trigger asChild>
              <Button {...entryStyle(selected)} title={title}>
                <Box as="span" truncate>
                  {title}
                </Box>
                <ShellIcon name="chevronDown" size={12} />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="160px">
                  <NavMenuEntries items={item.children} onOpen={openItem} />
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        );
      })}
      {more.length > 0 ? (
        <Menu.Root positioning={{ placement: 'bottom-start', gutter: 0 }}>
          <Menu.Trigger asChild>
            <Button {...entryStyle(more.some((item) => item.id === (selectedGroupId ?? activeTopId)))}>{t('layout.moreMenu')}</Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="160px">
                <NavMenuEntries items={more} onOpen={openItem} onGroup={onSelectGroup} />
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : null}
    </Flex>
  );
}
