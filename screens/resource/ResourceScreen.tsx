/** Every resource screen: the resource's page schema rendered by the page engine over its client. */
import '../../widgets';
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { ResourceClient } from '../../api/resource-client';
import { EnginePage } from '../../engine/page';
import type { ResourceScreenConfig } from '../../schemas/pages/resource-pages';
import type { DataSource } from '../../engine/data-source';
import { createResourceSource, resourceHandlers } from './resource-source';

export interface ResourceScreenProps {
  config: ResourceScreenConfig;
  client: ResourceClient;
  /** What the dialogs' fields read: dictionaries, picker trees, names of stored ids. */
  formSource: DataSource;
  notify(notice: Notice): void;
}

export function ResourceScreen({ config, client, formSource, notify }: ResourceScreenProps) {
  const source = useMemo(() => createResourceSource(config.definition, client, formSource), [config.definition, client, formSource]);
  return (
    <Box p="3" data-testid={`resource-screen-${config.definition.name}`}>
      <EnginePage schema={config.page} dataSource={source} notify={notify} handlers={resourceHandlers[config.definition.name]} />
    </Box>
  );
}
