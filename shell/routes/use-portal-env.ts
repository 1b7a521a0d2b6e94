/** What portal cards and the workbench need from the shell: interface runs, the user's menu links, navigation, today's schedules. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createDataInterfaceClient } from '../../api/data-interface-client';
import { createWorkbenchClient } from '../../api/portal-client';
import type { PortalEnv } from '../../screens/portal/portal-env';
import { useMenu } from '../menu/menu-store';
import { menuTitle } from '../menu/view-title';
import { useServices } from '../services';

export function usePortalEnv(): PortalEnv {
  const { http } = useServices();
  const menu = useMenu();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMemo<PortalEnv>(() => {
    const interfaces = createDataInterfaceClient(http);
    const workbench = createWorkbenchClient(http);
    return {
      runInterface: (id, paramList) => interfaces.preview(id, paramList, { quiet: true }),
      menuLink: (enCode) => {
        const route = menu.routes.find((candidate) => candidate.enCode === enCode);
        return route ? { title: menuTitle(route, t), path: route.path } : undefined;
      },
      onOpen: (path) => void navigate(path),
      todaySchedules: () => workbench.todaySchedules(Date.now()),
      now: () => Date.now(),
    };
  }, [http, menu, navigate, t]);
}
