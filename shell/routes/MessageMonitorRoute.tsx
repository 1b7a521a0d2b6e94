/** Mounts 消息记录 (msgCenter/msgMonitor) on the services. */
import { useMemo } from 'react';
import { createMonitorApi } from '../../api/message-monitor-client';
import { MonitorScreen } from '../../screens/msg-center/monitor/MonitorScreen';
import { useServices } from '../services';
import { useFormSource } from './use-form-source';

export function MessageMonitorRoute() {
  const { http, notify } = useServices();
  const api = useMemo(() => createMonitorApi(http), [http]);
  const form = useFormSource();
  return <MonitorScreen api={api} form={form} notify={notify} />;
}
