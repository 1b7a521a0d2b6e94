/** Mounts the generic resource screen of a menu address (schemas/pages/resource-pages.ts) on the services. */
import { useMemo, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { createDictionaryApi } from '../../api/dictionary-client';
import { createResourceClient } from '../../api/resource-client';
import { createSelectorClient } from '../../api/selector-client';
import { resourceScreens, type ResourceScreenConfig } from '../../schemas/pages/resource-pages';
import type { ResourceScreenKey } from '../../schemas/pages/resource-screen-keys';
import { createFormDataSource } from '../../screens/common/form-data-source';
import { ResourceScreen } from '../../screens/resource/ResourceScreen';
import { useServices } from '../services';
import { session } from '../session';

export function resourceRouteFor(config: ResourceScreenConfig): ComponentType {
  return function ResourceRoute() {
    const { http, notify, files } = useServices();
    const { sysConfig } = useSnapshot(session);
    const client = useMemo(() => createResourceClient(http, config.definition.path), [http]);
    const formSource = useMemo(() => createFormDataSource(createDictionaryApi(http), createSelectorClient(http), files), [http, files]);
    return <ResourceScreen config={config} client={client} formSource={formSource} notify={notify} passwordPolicy={sysConfig} />;
  };
}

/** The route of a resource screen's menu address (shell/screen-registry.ts). */
export function resourceRouteOf(key: ResourceScreenKey): ComponentType {
  return resourceRouteFor(resourceScreens[key]);
}
