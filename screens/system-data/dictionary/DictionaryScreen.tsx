/** The data dictionary screen (route systemData-dictionary): a page schema rendered by the page engine. */
import '../../../widgets';
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import type { Notice } from '../../../api';
import type { DictionaryApi } from '../../../api/dictionary-client';
import { EnginePage } from '../../../engine/page';
import { createDictionaryFormSource } from '../../common/dictionary-form-source';
import { dictionaryPage } from '../../../schemas/pages/dictionary';
import { createDictionarySource } from './dictionary-source';

export interface DictionaryScreenProps {
  api: DictionaryApi;
  resolveUrl(path: string): string;
  notify(notice: Notice): void;
}

export function DictionaryScreen({ api, resolveUrl, notify }: DictionaryScreenProps) {
  const source = useMemo(() => createDictionarySource({ api, resolveUrl, form: createDictionaryFormSource(api) }), [api, resolveUrl]);
  return (
    <Box p="3" data-testid="dictionary-screen">
      <EnginePage schema={dictionaryPage} dataSource={source} notify={notify} />
    </Box>
  );
}
