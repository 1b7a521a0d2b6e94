/** Mounts 日程安排 on the services; `?id=&groupId=` (a reminder message opened) shows that occurrence. */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { createScheduleApi } from '../../api/schedule-client';
import { ScheduleScreen } from '../../screens/schedule/ScheduleScreen';
import { useServices } from '../services';
import { session } from '../session';
import { useFormSource } from './use-form-source';

export function ScheduleRoute() {
  const { http, notify } = useServices();
  const api = useMemo(() => createScheduleApi(http), [http]);
  const form = useFormSource();
  const { userInfo } = useSnapshot(session);
  const [search] = useSearchParams();
  const id = search.get('id');
  const groupId = search.get('groupId');
  const open = useMemo(() => (id && groupId ? { id, groupId } : null), [id, groupId]);
  return <ScheduleScreen api={api} form={form} notify={notify} userId={userInfo?.userId} open={open} />;
}
