/** Mounts 在线用户 on the services. */
import { useMemo } from 'react';
import { createDictionaryApi } from '../../api/dictionary-client';
import { createSelectorClient } from '../../api/selector-client';
import { createFormDataSource } from '../../screens/common/form-data-source';
import { OnlineUsersScreen } from '../../screens/system/online-users/OnlineUsersScreen';
import { useServices } from '../services';

export function OnlineUsersRoute() {
  const { http, notify, files } = useServices();
  const form = useMemo(() => createFormDataSource(createDictionaryApi(http), createSelectorClient(http), files), [http, files]);
  return <OnlineUsersScreen http={http} form={form} notify={notify} />;
}
