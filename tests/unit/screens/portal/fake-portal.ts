/** An in-memory portal for the screen's tests and stories: the seeded dispatch portal and canned interface answers. */
import type { PortalView } from '../../../../api/portal';
import type { PortalClient } from '../../../../api/portal-client';
import type { PortalEnv } from '../../../../screens/portal/portal-env';
import { applyArrangement, type CardPlace, type PortalArrangement } from '../../../../schemas/portal-layout';
import { dispatchPortalLayout } from '../../../../server/seed/portals';

export const interfaceAnswers: Record<string, unknown> = {
  figures: [{ users: 31, departments: 9, customers: 5000, heatingArea: 55.37 }],
  stations: [
    { district: '城东片区', stations: 3 },
    { district: '城西片区', stations: 2 },
  ],
};

/** The seeded layout with its interfaces renamed to the keys of {@link interfaceAnswers}. */
export function fakeLayout() {
  return {
    cards: dispatchPortalLayout.cards.map((card) =>
      card.kind === 'count' ? { ...card, interfaceId: 'figures' } : card.i === 'stations' ? { ...card, interfaceId: 'stations' } : card,
    ),
  };
}

export function fakePortal() {
  let arrangement: PortalArrangement | null = null;
  const saved: CardPlace[][] = [];
  const client: PortalClient = {
    view: async (): Promise<PortalView> => ({
      id: 'p1',
      fullName: '调度门户',
      enCode: 'portal-dispatch',
      formData: applyArrangement(fakeLayout(), arrangement),
      customized: arrangement ? 1 : 0,
    }),
    portals: async () => [{ id: 'p1', fullName: '调度门户', parentId: 'c', hasChildren: false }],
    saveArrangement: async (_key, cards) => {
      saved.push([...cards]);
      arrangement = { cards: [...cards] };
      return '保存成功';
    },
    resetArrangement: async () => {
      arrangement = null;
      return '已恢复默认布局';
    },
    saveDesign: async () => '修改成功',
    setDefault: async () => '设置成功',
  };
  const env: PortalEnv = {
    runInterface: async (id) => {
      if (!(id in interfaceAnswers)) throw new Error('数据接口不存在');
      return interfaceAnswers[id];
    },
    menuLink: (enCode) => (enCode === 'analysis.heatReport' ? { title: '供热量统计报表', path: '/analysis/heatReport' } : undefined),
    onOpen: () => undefined,
    todaySchedules: async () => [{ id: 's1', title: '调度例会', allDay: 0, startDay: 0, startTime: '09:00', endTime: '10:00' }],
    now: () => new Date(2026, 10, 28, 10).getTime(),
  };
  return { client, env, saved };
}
