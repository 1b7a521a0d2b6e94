/** Mounts the generic resource screen of a menu address (schemas/pages/resource-pages.ts) on the services. */
import { useMemo, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { createColumnSettingsClient } from '../../api/column-settings-client';
import { createResourceClient } from '../../api/resource-client';
import { ColumnSettingsProvider } from '../../engine/page/column-settings/context';
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
    const columnSettings = useMemo(() => createColumnSettingsClient(http), [http]);
    const formSource = useFormSource();
    return (
      <ColumnSettingsProvider value={columnSettings}>
        <ResourceScreen config={config} client={client} formSource={formSource} notify={notify} passwordPolicy={sysConfig} />
      </ColumnSettingsProvider>
    );
  };
}

/** The route of a resource screen's menu address (shell/screen-registry.ts). */
export function resourceRouteOf(key: ResourceScreenKey): ComponentType {
  return resourceRouteFor(resourceScreens[key]);
}
