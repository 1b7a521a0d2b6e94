/** `/home`: the workbench (screens/home) over the services, the session's last sign-in and the user's menu. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { createWorkbenchClient } from '../../api/portal-client';
import { createWorkOrderApi, WORK_ORDER_FORM_ROUTE } from '../../api/workorder-client';
import { HomePage, type WorkbenchSources } from '../../screens/home/HomePage';
import { useMenu } from '../menu/menu-store';
import { menuTitle } from '../menu/view-title';
import { useServices } from '../services';
import { session } from '../session';

const PENDING_WORK_ORDERS = 'subdev/appWorkorder/indexclz';

export function HomeRoute() {
  const { http } = useServices();
  const { userInfo } = useSnapshot(session);
  const menu = useMenu();
  const navigate = useNavigate();
  const { t } = useTranslation();
  // 待处理工单 (the work orders waiting for the caller) is read only by a user who has that menu.
  const pendingList = menu.routes.find((route) => route.screen === PENDING_WORK_ORDERS);
  const sources = useMemo<WorkbenchSources>(() => {
    const client = createWorkbenchClient(http);
    const workOrders = createWorkOrderApi(http);
    return {
      unreadMessages: (count) => client.unreadMessages(count),
      notices: (count) => client.notices(count),
      todaySchedules: () => client.todaySchedules(Date.now()),
      commonMenus: () => client.commonMenus(),
      ...(pendingList ? { pendingWorkOrders: (count) => workOrders.list({ view: 'awaiting', currentPage: 1, pageSize: count }) } : {}),
    };
  }, [http, pendingList]);
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
      workOrderPaths={
        pendingList ? { form: (id) => `${WORK_ORDER_FORM_ROUTE}?${new URLSearchParams({ id })}`, list: pendingList.path } : undefined
      }
    />
  );
}
