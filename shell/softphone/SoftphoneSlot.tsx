/**
 * The softphone's place in the navbar: empty unless `usingSoftphone` is set (./softphone-flag.ts) and a
 * user is signed in; then the panel (screens/softphone), loaded on first use, with the CTI address of
 * config.json, the browser storage of its settings, the request client and the tab navigation.
 */
import { lazy, Suspense, useCallback } from 'react';
import { Box } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { SettingsStorage } from '../../screens/softphone/softphone-settings';
import { useServices } from '../services';
import { session } from '../session';
import { storageGet, storageSet } from '../storage';
import { useSoftphoneFlag } from './softphone-flag';

const SoftphonePanel = lazy(() => import('../../screens/softphone/SoftphonePanel').then((m) => ({ default: m.SoftphonePanel })));

const browserStorage: SettingsStorage = { get: storageGet, set: storageSet };

export function SoftphoneSlot() {
  const on = useSoftphoneFlag();
  const { config, http, notify } = useServices();
  const { userInfo } = useSnapshot(session);
  const navigate = useNavigate();
  const openPath = useCallback((path: string) => void navigate(path), [navigate]);
  if (!on || !userInfo) return null;
  return (
    <Box minW="0" maxW="min(56vw, 900px)" flexShrink={1} data-testid="softphone-slot">
      <Suspense fallback={null}>
        <SoftphonePanel
          ctiServer={config.ctiServer}
          storage={browserStorage}
          user={{ userId: userInfo.userId, account: userInfo.userAccount }}
          http={http}
          notify={notify}
          openPath={openPath}
        />
      </Suspense>
    </Box>
  );
}
