/** Mounts 功能设计 (menu onlineDev/webDesign) on the services. */
import { useMemo } from 'react';
import { createResourceClient } from '../../api/resource-client';
import { visualDevPaths } from '../../api/visual-dev';
import { VisualDevScreen } from '../../screens/visual-dev/VisualDevScreen';
import { useServices } from '../services';
import { useFormSource } from './use-form-source';

export function VisualDevRoute() {
  const { http, notify } = useServices();
  const client = useMemo(() => createResourceClient(http, visualDevPaths.base), [http]);
  const formSource = useFormSource();
  return <VisualDevScreen client={client} formSource={formSource} notify={notify} />;
}
