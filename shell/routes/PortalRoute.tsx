/** Mounts the screen of a type-8 menu (`basic/dynamicPortal`): the portal its `moduleId` names (id or code). */
import { useMemo } from 'react';
import { portalMenu } from '../../api/portal';
import { createPortalClient } from '../../api/portal-client';
import { useView } from '../../engine/view/view-context';
import { usePermissions } from '../../engine/permission/Can';
import { PortalScreen } from '../../screens/portal/PortalScreen';
import { useServices } from '../services';
import { usePortalEnv } from './use-portal-env';

export function PortalRoute() {
  const { http, notify } = useServices();
  const { relationId } = useView();
  const client = useMemo(() => createPortalClient(http), [http]);
  const env = usePortalEnv();
  const canDesign = usePermissions(portalMenu).hasButton('btn_edit');
  return <PortalScreen key={relationId} portalKey={relationId ?? ''} client={client} env={env} canDesign={canDesign} notify={notify} />;
}
