/** `/home`: the workbench (screens/home) over the services, the session's last sign-in and the user's menu. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { createWorkbenchClient } from '../../api/portal-client';
import { HomePage, type WorkbenchSources } from '../../screens/home/HomePage';
import { useMenu } from '../menu/menu-store';
import { menuTitle } from '../menu/view-title';
import { useServices } from '../services';
import { session } from '../session';

export function HomeRoute() {
  const { http } = useServices();
  const { userInfo } = useSnapshot(session);
  const menu = useMenu();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const sources = useMemo<WorkbenchSources>(() => {
    const client = createWorkbenchClient(http);
    return {
      unreadMessages: (count) => client.unreadMessages(count),
      notices: (count) => client.notices(count),
      todaySchedules: () => client.todaySchedules(Date.now()),
      commonMenus: () => client.commonMenus(),
    };
  }, [http]);
  const lastLogin = userInfo?.prevLogin
    ? { time: userInfo.prevLoginTime, place: userInfo.prevLoginIPAddressName, ip: userInfo.prevLoginIPAddress }
    : null;
  return (
    <HomePage
      userName={userInfo?.userName ?? ''}
      lastLogin={lastLogin}
      sources={sources}
      menuLink={(menuId) => {
        const route = menu.routes.find((candidate) => candidate.id === menuId);
        return route ? { title: menuTitle(route, t), path: route.path } : undefined;
      }}
      onOpen={(path) => void navigate(path)}
    />
  );
}
