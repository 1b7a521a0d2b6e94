/** Mounts the screen of a type-5 menu (`basic/dynamicDataReport`): the report its `moduleId` names (id or code). */
import { useMemo } from 'react';
import { createDataReportClient } from '../../api/portal-client';
import { useView } from '../../engine/view/view-context';
import { ReportScreen } from '../../screens/report/ReportScreen';
import { useServices } from '../services';

export function DataReportRoute() {
  const { http, notify } = useServices();
  const { relationId } = useView();
  const client = useMemo(() => createDataReportClient(http), [http]);
  return (
    <ReportScreen
      key={relationId}
      reportKey={relationId ?? ''}
      client={client}
      resolveUrl={(path) => http.resolveUrl(path)}
      notify={notify}
    />
  );
}
