/** Mounts the screen of a type-3 menu (`basic/dynamicModel`): the released generated form of its `moduleId`, on the services. */
import { useMemo } from 'react';
import { createColumnSettingsClient } from '../../api/column-settings-client';
import { createOnlineClient } from '../../api/online-client';
import { createPrintClient } from '../../api/print-client';
import { ColumnSettingsProvider } from '../../engine/page/column-settings/context';
import { useView } from '../../engine/view/view-context';
import { OnlineModelScreen } from '../../screens/online/OnlineModelScreen';
import { PrintServicesProvider } from '../../screens/print/print-services';
import { useServices } from '../services';
import { session } from '../session';
import { useFormSource } from './use-form-source';

export function OnlineModelRoute() {
  const { http, notify } = useServices();
  const { relationId, modelId } = useView();
  const client = useMemo(() => createOnlineClient(http), [http]);
  const columnSettings = useMemo(() => createColumnSettingsClient(http), [http]);
  const user = session.userInfo;
  const printer = user ? `${user.userName}/${user.userAccount}` : '';
  const print = useMemo(() => ({ client: createPrintClient(http), printer }), [http, printer]);
  const formSource = useFormSource();
  return (
    <ColumnSettingsProvider value={columnSettings}>
      <PrintServicesProvider value={print}>
        <OnlineModelScreen
          key={relationId}
          client={client}
          modelId={relationId ?? ''}
          menuId={modelId}
          formSource={formSource}
          notify={notify}
        />
      </PrintServicesProvider>
    </ColumnSettingsProvider>
  );
}
