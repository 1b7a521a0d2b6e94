/**
 * The data source every generated form of the shell uses: dictionaries, pickers, the shell's one set of
 * upload calls, data interfaces for `dynamic` option sources, the popup kinds and the relation kinds. One per services object.
 */
import { useMemo } from 'react';
import { createDataInterfaceClient } from '../../api/data-interface-client';
import { createOnlineClient } from '../../api/online-client';
import { createDictionaryApi } from '../../api/dictionary-client';
import { createSelectorClient } from '../../api/selector-client';
import type { DataSource } from '../../engine/data-source';
import { createFormDataSource } from '../../screens/common/form-data-source';
import { createPopupServices } from '../../screens/common/popup-services';
import { createRelationServices } from '../../screens/common/relation-services';
import { useServices } from '../services';

export function useFormSource(): DataSource {
  const { http, files } = useServices();
  return useMemo(() => {
    const interfaces = createDataInterfaceClient(http);
    return {
      ...createFormDataSource(createDictionaryApi(http), createSelectorClient(http), files, interfaces),
      popups: createPopupServices(interfaces),
      relations: createRelationServices(createOnlineClient(http)),
    };
  }, [http, files]);
}
