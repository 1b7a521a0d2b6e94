/** The product name on top of the sidebar or the header (the system's `sysName`, else the title). */
import { useTranslation } from 'react-i18next';
import { Flex, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { useServices } from '../services';
import { session } from '../session';

export function useProductName(): string {
  const { t } = useTranslation();
  const { config } = useServices();
  const snap = useSnapshot(session);
  return snap.sysConfig?.sysName || config.title || t('app.title');
}

/**
 * The mark beside the name: 系统配置's 系统图标 (logoIcon) while the sidebar is open, its 导航图标
 * (navigationIcon, else the logo) when folded; without them the name's first letter.
 */
function useMark(collapsed: boolean): string {
  const snap = useSnapshot(session);
  const { logoIcon = '', navigationIcon = '' } = snap.sysConfig ?? {};
  return collapsed ? navigationIcon || logoIcon : logoIcon;
}

export function SidebarLogo({ collapsed = false, color }: { collapsed?: boolean; color?: string }) {
  const name = useProductName();
  const mark = useMark(collapsed);
  return (
    <Flex align="center" justify={collapsed ? 'center' : 'flex-start'} h="60px" px={collapsed ? '0' : '4'} gap="2" flexShrink={0} color={color}>
      {mark ? (
        <img src={mark} alt="" style={{ height: 28, maxWidth: collapsed ? 28 : 120, objectFit: 'contain' }} data-testid="product-mark" />
      ) : (
        <Flex align="center" justify="center" w="28px" h="28px" borderRadius="md" bg="brand.solid" color="white" fontWeight="bold" fontSize="sm" flexShrink={0}>
          {name.slice(0, 1)}
        </Flex>
      )}
      {collapsed ? null : (
        <Text fontWeight="semibold" fontSize="md" truncate data-testid="product-name">
          {name}
        </Text>
      )}
    </Flex>
  );
}
