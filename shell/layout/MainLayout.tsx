/**
 * A minimal main layout: a top bar with the product title, the signed-in user's name and a logout
 * button, and the page below. The real layouts (classic, functional, plain, blend; spec 000 2.5)
 * replace it in a later issue.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { useServices } from '../services';
import { resetSession, session } from '../session';

export function MainLayout() {
  const { t } = useTranslation();
  const { oauth, config } = useServices();
  const navigate = useNavigate();
  const snap = useSnapshot(session);
  const [leaving, setLeaving] = useState(false);
  const title = snap.sysConfig?.sysName || config.title || t('app.title');

  const logout = async () => {
    setLeaving(true);
    try {
      await oauth.logout();
    } catch {
      // Signed out locally all the same.
    } finally {
      resetSession();
      setLeaving(false);
      await navigate('/login', { replace: true });
    }
  };

  return (
    <Flex direction="column" minH="100vh">
      <Flex as="header" align="center" justify="space-between" px="6" h="14" bg="gray.800" color="white">
        <Text fontWeight="semibold">{title}</Text>
        <HStack gap="4">
          <Text title={t('layout.currentUser')}>{snap.userInfo?.userName ?? ''}</Text>
          <Button size="sm" variant="outline" colorPalette="gray" color="white" onClick={() => void logout()} loading={leaving}>
            {t('layout.logout')}
          </Button>
        </HStack>
      </Flex>
      <Box as="main" flex="1" bg="gray.50">
        <Outlet />
      </Box>
    </Flex>
  );
}
