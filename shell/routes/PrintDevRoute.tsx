/** Mounts 打印模板 (menu system/printDev) on the services. */
import { useMemo } from 'react';
import { createPrintClient } from '../../api/print-client';
import { printDevPath } from '../../api/print-dev';
import { createResourceClient } from '../../api/resource-client';
import { PrintDevScreen } from '../../screens/print/PrintDevScreen';
import { useServices } from '../services';
import { useFormSource } from './use-form-source';

export function PrintDevRoute() {
  const { http, notify } = useServices();
  const client = useMemo(() => createResourceClient(http, printDevPath), [http]);
  const print = useMemo(() => createPrintClient(http), [http]);
  const formSource = useFormSource();
  return <PrintDevScreen client={client} print={print} formSource={formSource} notify={notify} />;
}
