/** Mounts 系统公告 on the services. */
import { useMemo } from 'react';
import { createDictionaryApi } from '../../api/dictionary-client';
import { createNoticeApi } from '../../api/notice-client';
import { createSelectorClient } from '../../api/selector-client';
import { createFormDataSource } from '../../screens/common/form-data-source';
import { NoticeScreen } from '../../screens/system/notice/NoticeScreen';
import { useServices } from '../services';

export function NoticeRoute() {
  const { http, notify, files } = useServices();
  const api = useMemo(() => createNoticeApi(http), [http]);
  const form = useMemo(() => createFormDataSource(createDictionaryApi(http), createSelectorClient(http), files), [http, files]);
  return <NoticeScreen api={api} form={form} notify={notify} />;
}
