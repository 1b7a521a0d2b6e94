/** Mounts the generic resource screen of a menu address (schemas/pages/resource-pages.ts) on the services. */
import { useMemo, type ComponentType } from 'react';
import { createDictionaryApi } from '../../api/dictionary-client';
import { createResourceClient } from '../../api/resource-client';
import type { ResourceScreenConfig } from '../../schemas/pages/resource-pages';
import { ResourceScreen } from '../../screens/resource/ResourceScreen';
import { useServices } from '../services';

export function resourceRouteFor(config: ResourceScreenConfig): ComponentType {
  return function ResourceRoute() {
    const { http, notify } = useServices();
    const client = useMemo(() => createResourceClient(http, config.definition.path), [http]);
    const dictionaryApi = useMemo(() => createDictionaryApi(http), [http]);
    return <ResourceScreen config={config} client={client} dictionaryApi={dictionaryApi} notify={notify} />;
  };
}
