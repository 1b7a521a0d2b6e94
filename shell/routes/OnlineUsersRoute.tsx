/** Mounts 在线用户 on the services. */
import { OnlineUsersScreen } from '../../screens/system/online-users/OnlineUsersScreen';
import { useServices } from '../services';
import { useFormSource } from './use-form-source';

export function OnlineUsersRoute() {
  const { http, notify } = useServices();
  const form = useFormSource();
  return <OnlineUsersScreen http={http} form={form} notify={notify} />;
}
