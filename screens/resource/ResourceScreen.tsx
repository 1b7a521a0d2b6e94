/** Every resource screen: the resource's page schema rendered by the page engine over its client. */
import '../../widgets';
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { DictionaryApi } from '../../api/dictionary-client';
import type { ResourceClient } from '../../api/resource-client';
import { EnginePage } from '../../engine/page';
import type { ResourceScreenConfig } from '../../schemas/pages/resource-pages';
import { createDictionaryFormSource } from '../common/dictionary-form-source';
import { createResourceSource } from './resource-source';

export interface ResourceScreenProps {
  config: ResourceScreenConfig;
  client: ResourceClient;
  dictionaryApi: Pick<DictionaryApi, 'dataSelector'>;
  notify(notice: Notice): void;
}

export function ResourceScreen({ config, client, dictionaryApi, notify }: ResourceScreenProps) {
  const source = useMemo(
    () => createResourceSource(config.definition, client, createDictionaryFormSource(dictionaryApi)),
    [config.definition, client, dictionaryApi],
  );
  return (
    <Box p="3" data-testid={`resource-screen-${config.definition.name}`}>
      <EnginePage schema={config.page} dataSource={source} notify={notify} />
    </Box>
  );
}
