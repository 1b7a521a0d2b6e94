/**
 * The sidebar menu (spec 000 sections 2.5, 2.6): 210 px wide, dark or light, directories expand in
 * place; collapsed it is a 54 px strip of icons. The directories on the way to the current page open
 * by themselves.
 */
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { navTrail, type NavItem } from '../menu/menu-routes';
import { menuTitle } from '../menu/view-title';
import { setSidebarOpened, settings, type SlideClass } from '../settings/settings-store';
import { menuIconName, ShellIcon } from './icons';
import { isActiveItem } from './nav-active';
import { menuItemHref, useOpenMenuItem } from './use-open-menu-item';
import { SidebarLogo } from './SidebarLogo';

export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 54;

export const sidebarColors: Record<SlideClass, { bg: string; fg: string; muted: string; hover: string; activeBg: string; activeFg: string; border: string }> = {
  dark: { bg: '#001529', fg: 'rgba(255,255,255,0.85)', muted: 'rgba(255,255,255,0.6)', hover: 'rgba(255,255,255,0.08)', activeBg: 'brand.solid', activeFg: 'white', border: 'transparent' },
  light: { bg: 'white', fg: 'gray.700', muted: 'gray.500', hover: 'gray.100', activeBg: 'brand.subtle', activeFg: 'brand.fg', border: 'gray.200' },
};

export interface SidebarProps {
  items: readonly NavItem[];
  collapsed: boolean;
  showLogo: boolean;
  /** Fills the height of its parent instead of the viewport. */
  embedded?: boolean;
}

export function Sidebar({ items, collapsed, showLogo, embedded = false }: SidebarProps) {
  const { t } = useTranslation();
  const { slideClass } = useSnapshot(settings);
  const colors = sidebarColors[slideClass];
  const { pathname, search } = useLocation();
  const trailIds = navTrail(items, (item) => isActiveItem(item, pathname, search)).map((item) => item.id);
  const trailKey = trailIds.join('/');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(trailIds));
  const [openedTrail, setOpenedTrail] = useState(trailKey);
  // The directories above the current page open whenever that page changes.
  if (openedTrail !== trailKey) {
    setOpenedTrail(trailKey);
    setOpen(new Set([...open, ...trailIds]));
  }

  const toggle = (id: string) => {
    if (collapsed) {
      setSidebarOpened(true);
      setOpen((previous) => new Set([...previous, id]));
      return;
    }
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  return (
    <Flex
      as="nav"
      aria-label={t('layout.sideMenu')}
      data-testid="sidebar"
      data-collapsed={collapsed ? 'true' : 'false'}
      data-theme={slideClass}
      direction="column"
      flexShrink={0}
      w={`${collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH}px`}
      h={embedded ? '100%' : '100vh'}
      bg={colors.bg}
      color={colors.fg}
      borderRightWidth="1px"
      borderColor={colors.border}
      transition="width 0.2s"
      overflow="hidden"
    >
      {showLogo ? <SidebarLogo collapsed={collapsed} /> : null}
      <Box flex="1" overflowY="auto" overflowX="hidden" py="1">
        <SidebarEntries items={items} depth={0} collapsed={collapsed} open={open} onToggle={toggle} colors={colors} />
      </Box>
    </Flex>
  );
}

interface EntriesProps {
  items: readonly NavItem[];
  depth: number;
  collapsed: boolean;
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
  colors: (typeof sidebarColors)[SlideClass];
}

const EntryLink = chakra('a');
const EntryButton = chakra('button');

function SidebarEntries({ items, depth, collapsed, open, onToggle, colors }: EntriesProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const openItem = useOpenMenuItem();

  const rowStyle = {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    w: '100%',
    h: '44px',
    pl: collapsed ? '0' : `${16 + depth * 16}px`,
    pr: '3',
    justifyContent: collapsed ? 'center' : 'flex-start',
    fontSize: 'sm',
    textAlign: 'left' as const,
    cursor: 'pointer',
    _hover: { bg: colors.hover },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' },
  };

  return (
    <chakra.ul listStyleType="none" m="0" p="0">
      {items.map((item) => {
        const title = menuTitle(item, t);
        if (item.target.kind === 'group') {
          const expanded = open.has(item.id) && !collapsed;
          return (
            <li key={item.id}>
              <EntryButton type="button" {...rowStyle} aria-expanded={expanded} title={collapsed ? title : undefined} onClick={() => onToggle(item.id)}>
                <ShellIcon name={menuIconName(item.type)} size={16} />
                {collapsed ? null : (
                  <>
                    <Text as="span" flex="1" truncate>
                      {title}
                    </Text>
                    <ShellIcon name={expanded ? 'chevronDown' : 'chevronRight'} size={14} />
                  </>
                )}
              </EntryButton>
              {expanded ? <SidebarEntries items={item.children} depth={depth + 1} collapsed={collapsed} open={open} onToggle={onToggle} colors={colors} /> : null}
            </li>
          );
        }
        const active = isActiveItem(item, pathname, search);
        const external = item.target.kind === 'window';
        const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          openItem(item);
        };
        return (
          <li key={item.id}>
            <EntryLink
              {...rowStyle}
              href={menuItemHref(item)}
              target={external ? '_blank' : undefined}
              rel={external ? 'noopener noreferrer' : undefined}
              aria-current={active ? 'page' : undefined}
              title={collapsed ? title : undefined}
              bg={active ? colors.activeBg : undefined}
              color={active ? colors.activeFg : undefined}
              _hover={{ bg: active ? colors.activeBg : colors.hover }}
              onClick={onClick}
            >
              <ShellIcon name={menuIconName(item.type)} size={16} />
              {collapsed ? null : (
                <Text as="span" flex="1" truncate>
                  {title}
                </Text>
              )}
            </EntryLink>
          </li>
        );
      })}
    </chakra.ul>
  );
}
