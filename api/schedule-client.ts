/**
 * Typed calls of 日程安排 (api/schedule.ts) on top of an {@link HttpClient}. Each write answers the
 * server's message (新建成功, 更新成功, 删除成功), which the screen shows for 1.5 s.
 */
import type { HttpClient } from './http-client';
import {
  scheduleDetailPath,
  schedulePath,
  type ScheduleCreated,
  type ScheduleDetail,
  type ScheduleInfo,
  type ScheduleInput,
  type ScheduleItem,
  type ScheduleScope,
} from './schedule';

export interface ScheduleApi {
  /** `GET /api/system/Schedule?startTime=&endTime=`: the occurrences overlapping [from, to) (ms). */
  list(from: number, to: number): Promise<ScheduleItem[]>;
  /** `GET /api/system/Schedule/{id}`: an occurrence's values for editing. */
  info(id: string): Promise<ScheduleInfo>;
  /** `GET /api/system/Schedule/detail?groupId=&id=`: the read view. */
  detail(groupId: string, id: string): Promise<ScheduleDetail>;
  create(input: ScheduleInput): Promise<ScheduleCreated & { msg: string }>;
  /** `PUT /api/system/Schedule/{id}/{type}`. */
  update(id: string, scope: ScheduleScope, input: ScheduleInput): Promise<string>;
  /** `DELETE /api/system/Schedule/{groupId}/{id}?type=`. */
  remove(groupId: string, id: string, scope: ScheduleScope): Promise<string>;
}

const one = (id: string) => `${schedulePath}/${encodeURIComponent(id)}`;

export function createScheduleApi(http: HttpClient): ScheduleApi {
  return {
    list: async (from, to) => (await http.get<{ list: ScheduleItem[] }>(schedulePath, { startTime: from, endTime: to })).data.list,
    info: async (id) => (await http.get<ScheduleInfo>(one(id))).data,
    detail: async (groupId, id) => (await http.get<ScheduleDetail>(scheduleDetailPath, { groupId, id })).data,
    create: async (input) => {
      const answer = await http.post<ScheduleCreated>(schedulePath, input);
      return { ...answer.data, msg: answer.msg };
    },
    update: async (id, scope, input) => (await http.put<null>(`${one(id)}/${scope}`, input)).msg,
    remove: async (groupId, id, scope) =>
      (await http.delete<null>(`${schedulePath}/${encodeURIComponent(groupId)}/${encodeURIComponent(id)}?type=${scope}`)).msg,
  };
}
