/** `/dashboard`: the user's portal (screens/portal/DashboardScreen), its default kept in the session. */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { portalMenu } from '../../api/portal';
import { createPortalClient } from '../../api/portal-client';
import { usePermissions } from '../../engine/permission/Can';
import { DashboardScreen } from '../../screens/portal/DashboardScreen';
import { useServices } from '../services';
import { session } from '../session';
import { usePortalEnv } from './use-portal-env';

export function DashboardRoute() {
  const { http, notify } = useServices();
  const { userInfo } = useSnapshot(session);
  const client = useMemo(() => createPortalClient(http), [http]);
  const env = usePortalEnv();
  const canDesign = usePermissions(portalMenu).hasButton('btn_edit');
  return (
    <DashboardScreen
      client={client}
      env={env}
      canDesign={canDesign}
      notify={notify}
      defaultPortalId={userInfo?.portalId ?? ''}
      onDefaultChanged={(id) => {
        if (session.userInfo) session.userInfo.portalId = id;
      }}
    />
  );
}
