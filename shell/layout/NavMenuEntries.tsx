/** Menu entries as a Chakra dropdown: pages and links as items, directories as submenus. */
import { useTranslation } from 'react-i18next';
import { Menu, Portal } from '@chakra-ui/react';
import type { NavItem } from '../menu/menu-routes';
import { menuTitle } from '../menu/view-title';
import { ShellIcon } from './icons';

export interface NavMenuEntriesProps {
  items: readonly NavItem[];
  onOpen: (item: NavItem) => void;
  /** Directories call this instead of opening a submenu (the blend layout picks the sidebar's group). */
  onGroup?: (item: NavItem) => void;
}

export function NavMenuEntries({ items, onOpen, onGroup }: NavMenuEntriesProps) {
  const { t } = useTranslation();
  return (
    <>
      {items.map((item) => {
        const title = menuTitle(item, t);
        if (item.target.kind !== 'group') {
          return (
            <Menu.Item key={item.id} value={item.id} onSelect={() => onOpen(item)}>
              {title}
            </Menu.Item>
          );
        }
        if (onGroup) {
          return (
            <Menu.Item key={item.id} value={item.id} onSelect={() => onGroup(item)}>
              {title}
            </Menu.Item>
          );
        }
        return (
          <Menu.Root key={item.id} positioning={{ placement: 'right-start', gutter: 2 }}>
            <Menu.TriggerItem>
              {title}
              <ShellIcon name="chevronRight" size={14} style={{ marginLeft: 'auto' }} />
            </Menu.TriggerItem>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="160px">
                  <NavMenuEntries items={item.children} onOpen={onOpen} />
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        );
      })}
    </>
  );
}
