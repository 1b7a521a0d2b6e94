/**
 * `/dashboard`: the user's portal (`userInfo.portalId`), else the first portal they may see; they may
 * switch to another of theirs and make it their default (`Portal/{id}/Actions/SetDefault`).
 */
import { useEffect, useState } from 'react';
import { Text } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { PortalSelectorNode } from '../../api/portal';
import type { PortalClient } from '../../api/portal-client';
import { useBundleTranslation } from '../use-bundle-translation';
import { PORTAL_NAMESPACE, portalBundles } from './i18n';
import type { PortalEnv } from './portal-env';
import { PortalScreen } from './PortalScreen';

export interface DashboardScreenProps {
  client: PortalClient;
  env: PortalEnv;
  canDesign: boolean;
  notify(notice: Notice): void;
  /** `userInfo.portalId` ('' when none was chosen). */
  defaultPortalId: string;
  onDefaultChanged(id: string): void;
}

export function DashboardScreen({ client, env, canDesign, notify, defaultPortalId, onDefaultChanged }: DashboardScreenProps) {
  const { t } = useBundleTranslation(PORTAL_NAMESPACE, portalBundles);
  const [portals, setPortals] = useState<PortalSelectorNode[] | null>(null);
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    client.portals().then(
      (list) => current && setPortals(list),
      () => current && setPortals([]),
    );
    return () => {
      current = false;
    };
  }, [client]);

  if (portals === null) return <Text p="6">{t('loading')}</Text>;
  const portalId = shown ?? (portals.some((portal) => portal.id === defaultPortalId) ? defaultPortalId : portals[0]?.id);
  if (!portalId) return <Text p="6">{t('noPortal')}</Text>;
  return (
    <PortalScreen
      key={portalId}
      portalKey={portalId}
      client={client}
      env={env}
      canDesign={canDesign}
      notify={notify}
      choice={{
        portals,
        defaultId: defaultPortalId,
        onSwitch: setShown,
        onSetDefault: async (id) => {
          try {
            notify({ type: 'success', message: await client.setDefault(id), duration: 1500 });
            onDefaultChanged(id);
          } catch {
            // The request client showed the server's message.
          }
        },
      }}
    />
  );
}
