/** Mounts the generic resource screen of a menu address (schemas/pages/resource-pages.ts) on the services. */
import { useMemo, type ComponentType } from 'react';
import { createDictionaryApi } from '../../api/dictionary-client';
import { createResourceClient } from '../../api/resource-client';
import { createSelectorClient } from '../../api/selector-client';
import type { ResourceScreenConfig } from '../../schemas/pages/resource-pages';
import { createFormDataSource } from '../../screens/common/form-data-source';
import { ResourceScreen } from '../../screens/resource/ResourceScreen';
import { useServices } from '../services';

export function resourceRouteFor(config: ResourceScreenConfig): ComponentType {
  return function ResourceRoute() {
    const { http, notify } = useServices();
    const client = useMemo(() => createResourceClient(http, config.definition.path), [http]);
    const formSource = useMemo(() => createFormDataSource(createDictionaryApi(http), createSelectorClient(http)), [http]);
    return <ResourceScreen config={config} client={client} formSource={formSource} notify={notify} />;
  };
}
