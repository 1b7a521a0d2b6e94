import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { PermissionEntry } from '../../api/session';
import type { ScheduleDetail, ScheduleInfo, ScheduleItem } from '../../api/schedule';
import type { ScheduleApi } from '../../api/schedule-client';
import { createMemoryDataSource } from '../../engine';
import { PermissionProvider } from '../../engine/permission/Can';
import { ScheduleScreen } from '../../screens/schedule/ScheduleScreen';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const today = new Date();
today.setHours(0, 0, 0, 0);
const at = (days: number, hours: number) => today.getTime() + days * DAY + hours * HOUR;

const base = { category: 'meeting', content: '', duration: -1, color: '', reminderTime: -2, reminderType: 1, repeatTime: null } as const;

/** A week of the heating company's schedules around today: a weekly meeting, an urgent repair, a whole-day duty. */
function occurrences(from: number, to: number): ScheduleItem[] {
  const items: ScheduleItem[] = [];
  for (let week = -6; week <= 6; week++) {
    const start = at(week * 7, 9);
    items.push({
      ...base,
      id: `s1_${start}`,
      groupId: 'g1',
      urgent: 1,
      title: '供热调度周会',
      allDay: 0,
      startDay: start,
      startTime: '09:00',
      endDay: start + HOUR,
      endTime: '10:00',
      repetition: 3,
      creatorUserId: 'u-zhang',
    });
  }
  items.push({
    ...base,
    id: 's2',
    groupId: 'g2',
    urgent: 3,
    title: '城西管网抢修',
    allDay: 0,
    startDay: at(1, 14),
    startTime: '14:00',
    endDay: at(1, 17),
    endTime: '17:00',
    repetition: 1,
    creatorUserId: 'u-zhang',
  });
  items.push({
    ...base,
    id: 's3',
    groupId: 'g3',
    urgent: 2,
    title: '冬季保供值班',
    category: 'duty',
    allDay: 1,
    startDay: at(2, 0),
    startTime: '00:00',
    endDay: at(4, 0),
    endTime: '23:59',
    repetition: 1,
    creatorUserId: 'u-wang',
  });
  return items.filter((item) => item.startDay < to && item.endDay > from);
}

function memoryApi(): ScheduleApi {
  const find = (id: string) => occurrences(at(-60, 0), at(60, 0)).find((item) => item.id === id)!;
  const info = (id: string): ScheduleInfo => ({ ...find(id), toUserIds: ['u-wang'], files: [] });
  const detail = (id: string): ScheduleDetail => {
    const item = find(id);
    return {
      ...item,
      category: item.category === 'duty' ? '值班' : '会议',
      urgent: ['普通', '重要', '紧急'][item.urgent - 1]!,
      creatorUserId: item.creatorUserId === 'u-zhang' ? '张伟/zhangwei' : '王芳/wangfang',
      creatorId: item.creatorUserId,
      toUserIds: '王芳/wangfang,曹艳/caoyan',
      files: [],
    };
  };
  return {
    list: async (from, to) => occurrences(from, to),
    info: async (id) => info(id),
    detail: async (_groupId, id) => detail(id),
    create: async () => ({ id: 's9', groupId: 'g9', msg: '新建成功' }),
    update: async () => '更新成功',
    remove: async () => '删除成功',
  };
}

const dataSource = createMemoryDataSource({ labels: { user: { 'u-wang': '王芳/wangfang' } } });

function permissions(...codes: string[]): PermissionEntry[] {
  const button = codes.map((enCode) => ({ id: enCode, enCode, fullName: enCode }));
  return [{ modelId: 'schedule-menu', moduleName: '日程安排', button, column: [], form: [], resource: [] }];
}

const withButtons = (codes: string[]) => (Story: () => ReactNode) => (
  <PermissionProvider value={{ permissionList: permissions(...codes), modelId: 'schedule-menu' }}>
    <Story />
  </PermissionProvider>
);

/** 日程安排 over an in-memory API: month, week and day views, urgency colours, the dialogs. */
const meta = {
  title: 'Screens/Schedule',
  component: ScheduleScreen,
  args: { api: memoryApi(), form: dataSource, notify: () => undefined, userId: 'u-zhang' },
  decorators: [withButtons(['btn_add', 'btn_edit', 'btn_remove'])],
} satisfies Meta<typeof ScheduleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The creator with every button: select a range to create, drag own schedules, open one to delete it. */
export const Calendar: Story = {};

/** A participant without buttons: nothing to create or move; the views offer no delete. */
export const ReadOnly: Story = { args: { userId: 'u-caoyan' }, decorators: [withButtons([])] };

/** Opened from a reminder message (`?id=&groupId=`): the occurrence's view at once. */
export const FromReminder: Story = { args: { open: { id: 's2', groupId: 'g2' } } };
