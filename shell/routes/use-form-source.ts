/**
 * The data source every generated form of the shell uses: dictionaries, pickers, the shell's one set of
 * upload calls, and data interfaces for `dynamic` option sources. One per services object.
 */
import { useMemo } from 'react';
import { createDataInterfaceClient } from '../../api/data-interface-client';
import { createDictionaryApi } from '../../api/dictionary-client';
import { createSelectorClient } from '../../api/selector-client';
import type { DataSource } from '../../engine/data-source';
import { createFormDataSource } from '../../screens/common/form-data-source';
import { useServices } from '../services';

export function useFormSource(): DataSource {
  const { http, files } = useServices();
  return useMemo(
    () => createFormDataSource(createDictionaryApi(http), createSelectorClient(http), files, createDataInterfaceClient(http)),
    [http, files],
  );
}
