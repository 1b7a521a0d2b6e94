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

export function SidebarLogo({ collapsed = false, color }: { collapsed?: boolean; color?: string }) {
  const name = useProductName();
  return (
    <Flex align="center" justify={collapsed ? 'center' : 'flex-start'} h="60px" px={collapsed ? '0' : '4'} gap="2" flexShrink={0} color={color}>
      <Flex align="center" justify="center" w="28px" h="28px" borderRadius="md" bg="brand.solid" color="white" fontWeight="bold" fontSize="sm" flexShrink={0}>
        {name.slice(0, 1)}
      </Flex>
      {collapsed ? null : (
        <Text fontWeight="semibold" fontSize="md" truncate data-testid="product-name">
          {name}
        </Text>
      )}
    </Flex>
  );
}
