/**
 * The dictionary screens wired to the services: the data dictionary (menu systemData/dictionary) and
 * the type-4 menus (`basic/dynamicDictionary`), whose category is the menu's propertyJson.moduleId.
 */
import { useMemo } from 'react';
import { createDictionaryApi } from '../../api/dictionary-client';
import { useView } from '../../engine/view/view-context';
import { DictionaryMenuScreen } from '../../screens/system-data/dictionary/DictionaryMenuScreen';
import { DictionaryScreen } from '../../screens/system-data/dictionary/DictionaryScreen';
import { useServices } from '../services';

export function DictionaryRoute() {
  const { http, notify } = useServices();
  const api = useMemo(() => createDictionaryApi(http), [http]);
  return <DictionaryScreen api={api} resolveUrl={http.resolveUrl} notify={notify} />;
}

export function DictionaryMenuRoute() {
  const { http, notify } = useServices();
  const { relationId } = useView();
  const api = useMemo(() => createDictionaryApi(http), [http]);
  return <DictionaryMenuScreen api={api} resolveUrl={http.resolveUrl} notify={notify} typeIdOrCode={relationId ?? ''} />;
}
