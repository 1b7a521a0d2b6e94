/** Mounts 系统配置 on the services; a save refreshes the configuration the shell shows (title, flags, policy). */
import { useCallback, useMemo } from 'react';
import { createSysConfigApi } from '../../api/sys-config';
import { SysConfigScreen } from '../../screens/system/sys-config/SysConfigScreen';
import { useServices } from '../services';
import { session } from '../session';
import { useFormSource } from './use-form-source';

export function SysConfigRoute() {
  const { http, oauth, notify } = useServices();
  const api = useMemo(() => createSysConfigApi(http), [http]);
  const form = useFormSource();
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
