/** Mounts the generic resource screen of a menu address (schemas/pages/resource-pages.ts) on the services. */
import { useMemo, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { createResourceClient } from '../../api/resource-client';
import { resourceScreens, type ResourceScreenConfig } from '../../schemas/pages/resource-pages';
import type { ResourceScreenKey } from '../../schemas/pages/resource-screen-keys';
import { ResourceScreen } from '../../screens/resource/ResourceScreen';
import { useServices } from '../services';
import { session } from '../session';
import { useFormSource } from './use-form-source';

export function resourceRouteFor(config: ResourceScreenConfig): ComponentType {
  return function ResourceRoute() {
    const { http, notify } = useServices();
    const { sysConfig } = useSnapshot(session);
    const client = useMemo(() => createResourceClient(http, config.definition.path), [http]);
    const formSource = useFormSource();
    return <ResourceScreen config={config} client={client} formSource={formSource} notify={notify} passwordPolicy={sysConfig} />;
  };
}

/** The route of a resource screen's menu address (shell/screen-registry.ts). */
export function resourceRouteOf(key: ResourceScreenKey): ComponentType {
  return resourceRouteFor(resourceScreens[key]);
}
