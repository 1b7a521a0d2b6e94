/** Mounts 系统公告 on the services. */
import { useMemo } from 'react';
import { createNoticeApi } from '../../api/notice-client';
import { NoticeScreen } from '../../screens/system/notice/NoticeScreen';
import { useServices } from '../services';
import { useFormSource } from './use-form-source';

export function NoticeRoute() {
  const { http, notify } = useServices();
  const api = useMemo(() => createNoticeApi(http), [http]);
  const form = useFormSource();
  return <NoticeScreen api={api} form={form} notify={notify} />;
}
