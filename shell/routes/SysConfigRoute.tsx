/** Mounts 系统配置 on the services; a save refreshes the configuration the shell shows (title, flags, policy). */
import { useCallback, useMemo } from 'react';
import { createDictionaryApi } from '../../api/dictionary-client';
import { createSelectorClient } from '../../api/selector-client';
import { createSysConfigApi } from '../../api/sys-config';
import { createFormDataSource } from '../../screens/common/form-data-source';
import { SysConfigScreen } from '../../screens/system/sys-config/SysConfigScreen';
import { useServices } from '../services';
import { session } from '../session';

export function SysConfigRoute() {
  const { http, oauth, notify, files } = useServices();
  const api = useMemo(() => createSysConfigApi(http), [http]);
  const form = useMemo(() => createFormDataSource(createDictionaryApi(http), createSelectorClient(http), files), [http, files]);
  const onSaved = useCallback(() => {
    const token = session.token;
    oauth.currentUser().then(
      (answer) => {
        if (session.token === token && answer.data?.sysConfigInfo) session.sysConfig = answer.data.sysConfigInfo;
      },
      () => undefined,
    );
  }, [oauth]);
  return <SysConfigScreen api={api} form={form} notify={notify} onSaved={onSaved} />;
}
