import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage, type WorkbenchSources } from '../../screens/home/HomePage';

const at = (hour: number) => new Date(2026, 10, 28, hour).getTime();
const message = (id: string, title: string, type: 1 | 3, isRead: '0' | '1', hour: number) => ({
  id,
  title,
  type,
  isRead,
  releaseUser: '系统管理员/admin',
  releaseTime: at(hour),
  creatorUser: '',
  lastModifyTime: at(hour),
  excerpt: '',
  flowType: null,
  sendConfigId: null,
});

const sources: WorkbenchSources = {
  unreadMessages: async () => ({
    list: [message('m1', '系统将于今晚 22:00 升级', 3, '0', 9), message('m2', '东一换热站压力告警', 3, '0', 8)],
    pagination: { currentPage: 1, pageSize: 5, total: 7 },
  }),
  notices: async () => ({
    list: [message('n1', '2026-2027 供暖季启动公告', 1, '1', 7)],
    pagination: { currentPage: 1, pageSize: 5, total: 1 },
  }),
  todaySchedules: async () => [
    { id: 's1', title: '调度例会', allDay: 0, startDay: 0, startTime: '09:00', endTime: '10:00' },
    { id: 's2', title: '冬季保供值班', allDay: 1, startDay: 0, startTime: '00:00', endTime: '23:59' },
  ],
  commonMenus: async () => [
    { id: 'a', enCode: 'analysis.heatReport', fullName: '供热量统计报表', icon: '', useCount: 9 },
    { id: 'b', enCode: 'heatingBiz.customer', fullName: '热用户档案', icon: '', useCount: 4 },
  ],
};
const links: Record<string, { title: string; path: string }> = {
  a: { title: '供热量统计报表', path: '/analysis/heatReport' },
  b: { title: '热用户档案', path: '/heatingBiz/customer' },
};

/** `/home`, the workbench (docs/portal.md). */
const meta = {
  title: 'Screens/Home',
  component: HomePage,
  args: {
    userName: '王芳',
    lastLogin: { time: at(8), place: '本地局域网', ip: '192.168.1.20' },
    sources,
    menuLink: (id: string) => links[id],
    onOpen: () => undefined,
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Workbench: Story = {};

/** A first sign-in with nothing yet: every card's empty state. */
export const Empty: Story = {
  args: {
    lastLogin: { time: null, place: '', ip: '' },
    sources: {
      unreadMessages: async () => ({ list: [], pagination: { currentPage: 1, pageSize: 5, total: 0 } }),
      notices: async () => ({ list: [], pagination: { currentPage: 1, pageSize: 5, total: 0 } }),
      todaySchedules: () => Promise.reject(new Error('403')),
      commonMenus: async () => [],
    },
  },
};
