import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleInput, ScheduleItem } from '../../api/schedule';
import { databases, startTestServer, type TestServer } from './harness';

/** An instant given as a wall time in Shanghai (UTC+8). */
const sh = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  Date.UTC(year, month - 1, day, hours, minutes) - 8 * 3_600_000;
const DAY = 86_400_000;

/** 日程安排 (spec 001 sections 3, 4, 7; reference 4.17): every call, recurrence and the three scopes. */
describe.each(databases)('schedules on %s', (kind) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const account of ['zhangwei', 'wangfang', 'caoyan', 'auditor01']) tokens[account] = await server.login(account);
    for (const row of await server.db.query<{ id: string; account: string }>(`select id, account from users`)) ids[row.account] = row.id;
  });
  afterAll(async () => server?.close());

  const create = async (input: Partial<ScheduleInput>, account = 'zhangwei') => {
    const { body } = await server.call('POST', '/api/system/Schedule', tokens[account], {
      title: '供热调度例会',
      allDay: 0,
      startDay: sh(2026, 12, 7, 9),
      endDay: sh(2026, 12, 7, 10),
      ...input,
    });
    expect(body).toMatchObject({ code: 200, msg: '新建成功' });
    return body.data as { id: string; groupId: string };
  };
  const list = async (from: number, to: number, account = 'zhangwei'): Promise<ScheduleItem[]> => {
    const { body } = await server.call('GET', `/api/system/Schedule?startTime=${from}&endTime=${to}`, tokens[account]);
    expect(body.code).toBe(200);
    return body.data.list as ScheduleItem[];
  };
  const ofGroup = async (groupId: string, from: number, to: number) => (await list(from, to)).filter((item) => item.groupId === groupId);
  const starts = (items: ScheduleItem[]) => items.map((item) => item.startDay);

  describe('one schedule', () => {
    let created: { id: string; groupId: string };
    const files = [{ name: '议程.docx', fileId: '20261201_a.docx', url: '/api/file/Download/annex/20261201_a.docx' }];

    beforeAll(async () => {
      created = await create({
        title: '换热站巡检',
        content: '城西片区',
        category: 'meeting',
        urgent: 3,
        startTime: '14:30',
        endTime: '16:00',
        startDay: sh(2026, 12, 8),
        endDay: sh(2026, 12, 8),
        toUserIds: [ids.wangfang!, ids.auditor01!],
        files,
      });
    });

    it('lists it for the range to its creator and participants, to nobody else', async () => {
      const expected = {
        id: created.id,
        groupId: created.groupId,
        title: '换热站巡检',
        urgent: 3,
        category: 'meeting',
        allDay: 0,
        startDay: sh(2026, 12, 8, 14, 30),
        startTime: '14:30',
        endDay: sh(2026, 12, 8, 16),
        endTime: '16:00',
        repetition: 1,
        creatorUserId: ids.zhangwei,
      };
      expect(await list(sh(2026, 12, 1), sh(2027, 1, 1))).toEqual([expect.objectContaining(expected)]);
      expect(await list(sh(2026, 12, 8), sh(2026, 12, 9), 'wangfang')).toEqual([expect.objectContaining(expected)]);
      expect(await list(sh(2026, 12, 1), sh(2027, 1, 1), 'caoyan')).toEqual([]);
      // Outside the range, or touching it only at its end: not listed.
      expect(await list(sh(2026, 12, 8, 16), sh(2026, 12, 9))).toEqual([]);
      // J6 sends the bounds as yyyy-MM-dd HH:mm in Shanghai time.
      const { body } = await server.call(
        'GET',
        '/api/system/Schedule?startTime=2026-12-08 14:00&endTime=2026-12-08 15:00',
        tokens.zhangwei,
      );
      expect(body.data.list.map((item: ScheduleItem) => item.id)).toEqual([created.id]);
    });

    it('answers its values for editing, and the read view by names', async () => {
      const info = await server.call('GET', `/api/system/Schedule/${created.id}`, tokens.zhangwei);
      expect(info.body.data).toMatchObject({
        id: created.id,
        content: '城西片区',
        files,
        toUserIds: expect.arrayContaining([ids.wangfang, ids.auditor01]),
      });
      expect(info.body.data.toUserIds).toHaveLength(2);
      expect((await server.call('GET', `/api/system/Schedule/${created.id}`, tokens.caoyan)).body).toEqual({
        code: 404,
        msg: '数据不存在',
        data: null,
      });

      for (const path of ['detail', 'detail/']) {
        const detail = await server.call(
          'GET',
          `/api/system/Schedule/${path}?groupId=${created.groupId}&id=${created.id}`,
          tokens.wangfang,
        );
        expect(detail.body.data).toMatchObject({
          title: '换热站巡检',
          category: '会议',
          urgent: '紧急',
          creatorUserId: '张伟/zhangwei',
          creatorId: ids.zhangwei,
          startDay: sh(2026, 12, 8, 14, 30),
          endDay: sh(2026, 12, 8, 16),
          files,
        });
        expect(detail.body.data.toUserIds.split(',').sort()).toEqual(['唐敏/auditor01', '王芳/wangfang']);
      }
      // A participant without the menu opens the view (from a reminder), but not the calendar.
      expect(
        (await server.call('GET', `/api/system/Schedule/detail?groupId=${created.groupId}&id=${created.id}`, tokens.auditor01)).body.code,
      ).toBe(200);
      expect(
        (await server.call('GET', `/api/system/Schedule?startTime=${sh(2026, 12, 1)}&endTime=${sh(2026, 12, 31)}`, tokens.auditor01)).body
          .code,
      ).toBe(403);
      const gone = { code: 404, msg: '该日程已被删除', data: null };
      expect(
        (await server.call('GET', `/api/system/Schedule/detail?groupId=${created.groupId}&id=${created.id}`, tokens.caoyan)).body,
      ).toEqual(gone);
      expect((await server.call('GET', `/api/system/Schedule/detail?groupId=123&id=${created.id}`, tokens.zhangwei)).body).toEqual(gone);
    });

    it('is changed and deleted by its creator only', async () => {
      const body = { title: '换热站巡检（改）', allDay: 0, startDay: sh(2026, 12, 8, 15), duration: 30, toUserIds: [ids.wangfang] };
      expect((await server.call('PUT', `/api/system/Schedule/${created.id}/3`, tokens.wangfang, body)).body).toEqual({
        code: 403,
        msg: '只有日程的创建人可以修改日程',
        data: null,
      });
      expect((await server.call('PUT', `/api/system/Schedule/${created.id}/3`, tokens.zhangwei, body)).body).toMatchObject({
        code: 200,
        msg: '更新成功',
      });
      const [item] = await list(sh(2026, 12, 8), sh(2026, 12, 9));
      expect(item).toMatchObject({ title: '换热站巡检（改）', startTime: '15:00', endTime: '15:30', urgent: 1 });
      const info = (await server.call('GET', `/api/system/Schedule/${created.id}`, tokens.zhangwei)).body.data;
      expect(info.toUserIds).toEqual([ids.wangfang]);

      expect((await server.call('DELETE', `/api/system/Schedule/${created.groupId}/${created.id}?type=3`, tokens.wangfang)).body.msg).toBe(
        '只有日程的创建人可以删除日程',
      );
      expect((await server.call('DELETE', `/api/system/Schedule/${created.groupId}/${created.id}`, tokens.zhangwei)).body).toEqual({
        code: 400,
        msg: '请选择日程',
        data: null,
      });
      expect((await server.call('DELETE', `/api/system/Schedule/999/${created.id}?type=3`, tokens.zhangwei)).body.msg).toBe(
        '删除失败，数据不存在',
      );
      expect((await server.call('DELETE', `/api/system/Schedule/${created.groupId}/${created.id}?type=3`, tokens.zhangwei)).body).toEqual({
        code: 200,
        msg: '删除成功',
        data: null,
      });
      expect(await list(sh(2026, 12, 8), sh(2026, 12, 9))).toEqual([]);
      expect((await server.call('PUT', `/api/system/Schedule/${created.id}/1`, tokens.zhangwei, body)).body).toEqual({
        code: 404,
        msg: '更新失败，数据不存在',
        data: null,
      });
    });
  });

  it('refuses what it cannot keep, saying why', async () => {
    const post = async (input: object) => (await server.call('POST', '/api/system/Schedule', tokens.zhangwei, input)).body;
    const start = sh(2026, 12, 10, 9);
    expect(await post({ startDay: start })).toMatchObject({ code: 400, msg: '请输入日程标题' });
    expect(await post({ title: '   ', startDay: start, allDay: 1 })).toMatchObject({ code: 400, msg: '请输入日程标题' });
    expect(await post({ title: '会', allDay: 0, startDay: start, endDay: start - 60_000 })).toMatchObject({
      msg: '结束时间应大于开始时间',
    });
    expect(await post({ title: '会', allDay: 0, startDay: start })).toMatchObject({ msg: '请选择结束时间' });
    expect(await post({ title: '会', allDay: 1, startDay: start, endDay: start - DAY })).toMatchObject({ msg: '结束日期不能早于开始日期' });
    expect(await post({ title: '会', startDay: start, repetition: 3 })).toMatchObject({ msg: '请选择结束重复时间' });
    expect(await post({ title: '会', startDay: start, repetition: 3, repeatTime: start - 2 * DAY })).toMatchObject({
      msg: '结束重复时间不能早于开始时间',
    });
    expect(await post({ title: '会', startDay: start, repetition: 2, repeatTime: start + 11 * 366 * DAY })).toMatchObject({
      msg: '重复最长10年',
    });
    expect(await post({ title: '会', startDay: start, urgent: 4 })).toMatchObject({ msg: '紧急程度只能是 1 普通、2 重要、3 紧急 之一' });
    expect(await post({ title: '会', startDay: start, reminderTime: 7 })).toMatchObject({ code: 400 });
    expect(await post({ title: '会', startDay: start, toUserIds: ['no-such-user'] })).toMatchObject({ msg: '参与人不存在或已删除' });
    expect(await post({ title: '会', startDay: start, startTime: '25:00' })).toMatchObject({ msg: '开始时间应为 HH:mm' });
    expect(await post({ title: '会', startDay: start, files: [{ name: 'x', url: 'javascript:alert(1)' }] })).toMatchObject({ code: 400 });
    expect(await post({ title: '会', startDay: start, colour: '#fff' })).toMatchObject({ msg: '不支持的参数 colour' });

    const get = async (query: string) => (await server.call('GET', `/api/system/Schedule${query}`, tokens.zhangwei)).body;
    expect(await get(`?endTime=${start}`)).toMatchObject({ code: 400, msg: '缺少必填参数 startTime' });
    expect(await get(`?startTime=${start}&endTime=${start}`)).toMatchObject({ msg: '结束时间应晚于开始时间' });
    expect(await get(`?startTime=${start}&endTime=${start + 400 * DAY}`)).toMatchObject({ msg: '查询范围不能超过366天' });
    expect(await get(`?startTime=2026-02-30 00:00&endTime=2026-03-05`)).toMatchObject({ msg: '时间 2026-02-30 00:00 不是有效的日期时间' });
    expect(await get('/not-an-id')).toMatchObject({ code: 400 });
    expect((await server.call('PUT', `/api/system/Schedule/123/4`, tokens.zhangwei, { title: '会', startDay: start })).body.code).toBe(400);
    expect((await server.call('GET', `/api/system/Schedule?startTime=${start}&endTime=${start + DAY}`)).status).toBe(401);
  });

  describe('repetition, expanded for the range asked', () => {
    it('repeats daily at the same Shanghai time, whatever the server zone and its daylight saving time', async () => {
      const zone = process.env.TZ;
      // New York moves its clocks on 8 March 2026; Shanghai does not.
      process.env.TZ = 'America/New_York';
      try {
        const { groupId } = await create({
          title: '早班交接',
          startDay: sh(2026, 3, 5, 8),
          endDay: sh(2026, 3, 5, 8, 30),
          repetition: 2,
          repeatTime: sh(2026, 3, 11),
        });
        const items = await ofGroup(groupId, sh(2026, 3, 1), sh(2026, 4, 1));
        expect(starts(items)).toEqual([5, 6, 7, 8, 9, 10, 11].map((day) => sh(2026, 3, day, 8)));
        expect(new Set(items.map((item) => `${item.startTime}-${item.endTime}`))).toEqual(new Set(['08:00-08:30']));
        expect(items.map((item) => item.id)).toEqual(items.map((item) => `${item.id.split('_')[0]}_${item.startDay}`));
      } finally {
        if (zone === undefined) delete process.env.TZ;
        else process.env.TZ = zone;
      }
    });

    it('repeats monthly on the last day of shorter months, and yearly on 29 February as the 28th', async () => {
      const monthly = await create({
        title: '月末抄表',
        allDay: 1,
        startDay: sh(2027, 1, 31),
        endDay: sh(2027, 1, 31),
        repetition: 4,
        repeatTime: sh(2027, 6, 30),
      });
      const items = await ofGroup(monthly.groupId, sh(2027, 1, 1), sh(2027, 12, 31));
      expect(starts(items)).toEqual([sh(2027, 1, 31), sh(2027, 2, 28), sh(2027, 3, 31), sh(2027, 4, 30), sh(2027, 5, 31), sh(2027, 6, 30)]);
      // Whole days end at the next midnight in the list (J6 adds the second).
      expect(items[1]).toMatchObject({ allDay: 1, startTime: '00:00', endDay: sh(2027, 3, 1), endTime: '23:59' });

      const yearly = await create({
        title: '闰日检修',
        allDay: 1,
        startDay: sh(2028, 2, 29),
        endDay: sh(2028, 2, 29),
        repetition: 5,
        repeatTime: sh(2032, 3, 1),
      });
      const years = await list(sh(2028, 1, 1), sh(2029, 1, 1));
      expect(starts(years.filter((item) => item.groupId === yearly.groupId))).toEqual([sh(2028, 2, 29)]);
      const later = (await list(sh(2029, 1, 1), sh(2029, 12, 31))).filter((item) => item.groupId === yearly.groupId);
      expect(starts(later)).toEqual([sh(2029, 2, 28)]);
    });

    it('expands a long series for the range asked only', async () => {
      const { groupId } = await create({
        title: '日报',
        startDay: sh(2026, 1, 1, 17),
        duration: 15,
        repetition: 2,
        repeatTime: sh(2035, 12, 31),
      });
      const week = await ofGroup(groupId, sh(2030, 6, 3), sh(2030, 6, 10));
      expect(starts(week)).toEqual([3, 4, 5, 6, 7, 8, 9].map((day) => sh(2030, 6, day, 17)));
      // An occurrence that began before the range and ends in it is listed.
      const overlap = await ofGroup(groupId, sh(2030, 6, 3, 17, 10), sh(2030, 6, 3, 18));
      expect(starts(overlap)).toEqual([sh(2030, 6, 3, 17)]);
      const occurrence = await server.call('GET', `/api/system/Schedule/${week[2]!.id}`, tokens.zhangwei);
      expect(occurrence.body.data).toMatchObject({ startDay: sh(2030, 6, 5, 17), endDay: sh(2030, 6, 5, 17, 15), repetition: 2 });
      // A start the rule does not give is no occurrence.
      const [scheduleId] = week[0]!.id.split('_');
      expect((await server.call('GET', `/api/system/Schedule/${scheduleId}_${sh(2030, 6, 5, 18)}`, tokens.zhangwei)).body.code).toBe(404);
    });
  });

  /** Five occurrences of each repetition, with the starts the rule gives them. */
  const series: [string, Partial<ScheduleInput>, number[]][] = [
    [
      'daily',
      { repetition: 2, startDay: sh(2027, 2, 26, 9), endDay: sh(2027, 2, 26, 10), repeatTime: sh(2027, 3, 2) },
      [26, 27, 28, 29, 30].map((d) => sh(2027, 2, 1, 9) + (d - 1) * DAY),
    ],
    [
      'weekly',
      { repetition: 3, startDay: sh(2027, 3, 24, 9), endDay: sh(2027, 3, 24, 10), repeatTime: sh(2027, 4, 21) },
      [sh(2027, 3, 24, 9), sh(2027, 3, 31, 9), sh(2027, 4, 7, 9), sh(2027, 4, 14, 9), sh(2027, 4, 21, 9)],
    ],
    [
      'monthly',
      { repetition: 4, startDay: sh(2027, 8, 31, 9), endDay: sh(2027, 8, 31, 10), repeatTime: sh(2027, 12, 31) },
      [sh(2027, 8, 31, 9), sh(2027, 9, 30, 9), sh(2027, 10, 31, 9), sh(2027, 11, 30, 9), sh(2027, 12, 31, 9)],
    ],
  ];
  const window = (occurrences: number[]) => [occurrences[0]! - DAY, occurrences[4]! + DAY] as const;

  describe.each(series)('the three scopes on a %s series', (_name, input, expected) => {
    const [from, to] = window(expected);
    const remove = (item: ScheduleItem, scope: number) =>
      server.call('DELETE', `/api/system/Schedule/${item.groupId}/${item.id}?type=${scope}`, tokens.zhangwei);

    it('expands to its five occurrences, across month ends', async () => {
      const { groupId } = await create({ ...input, title: '滚动' });
      expect(starts(await ofGroup(groupId, from, to))).toEqual(expected);
    });

    it('deletes this occurrence, then this and later, then all', async () => {
      const { groupId } = await create({ ...input, title: '删除' });
      let items = await ofGroup(groupId, from, to);
      expect((await remove(items[1]!, 1)).body).toMatchObject({ code: 200, msg: '删除成功' });
      expect(starts(await ofGroup(groupId, from, to))).toEqual([expected[0], expected[2], expected[3], expected[4]]);

      items = await ofGroup(groupId, from, to);
      expect((await remove(items[2]!, 2)).body.code).toBe(200);
      expect(starts(await ofGroup(groupId, from, to))).toEqual([expected[0], expected[2]]);

      items = await ofGroup(groupId, from, to);
      // J6's address: {id}/{type}.
      expect((await server.call('DELETE', `/api/system/Schedule/${items[1]!.id}/3`, tokens.zhangwei)).body.code).toBe(200);
      expect(await ofGroup(groupId, from, to)).toEqual([]);
    });

    it('deleting "this and later" from the first occurrence deletes the series', async () => {
      const { groupId } = await create({ ...input, title: '全删' });
      const [first] = await ofGroup(groupId, from, to);
      await remove(first!, 2);
      expect(await ofGroup(groupId, from, to)).toEqual([]);
      expect(await server.db.query(`select id from schedule where group_id = $1`, [groupId])).toEqual([]);
    });

    it('changes this occurrence alone, this and later, and all', async () => {
      const { groupId } = await create({ ...input, title: '原标题' });
      const put = (item: ScheduleItem, scope: number, changes: Partial<ScheduleInput>) =>
        server.call('PUT', `/api/system/Schedule/${item.id}/${scope}`, tokens.zhangwei, {
          title: item.title,
          allDay: 0,
          startDay: item.startDay,
          endDay: item.endDay,
          repetition: item.repetition,
          repeatTime: item.repeatTime,
          ...changes,
        });

      // 1: the third moves an hour later alone and stops repeating; it stays in the group.
      let items = await ofGroup(groupId, from, to);
      expect(
        (await put(items[2]!, 1, { startDay: expected[2]! + 3_600_000, endDay: expected[2]! + 7_200_000, title: '改期' })).body,
      ).toMatchObject({ msg: '更新成功' });
      items = await ofGroup(groupId, from, to);
      expect(items.map((item) => [item.startDay, item.title])).toEqual([
        [expected[0], '原标题'],
        [expected[1], '原标题'],
        [expected[2]! + 3_600_000, '改期'],
        [expected[3], '原标题'],
        [expected[4], '原标题'],
      ]);
      expect(items[2]).toMatchObject({ repetition: 1 });

      // 2: from the fourth on, a new title; the earlier ones keep theirs, the changed third its own.
      expect((await put(items[3]!, 2, { title: '新标题' })).body.code).toBe(200);
      items = await ofGroup(groupId, from, to);
      expect(items.map((item) => [item.startDay, item.title])).toEqual([
        [expected[0], '原标题'],
        [expected[1], '原标题'],
        [expected[2]! + 3_600_000, '改期'],
        [expected[3], '新标题'],
        [expected[4], '新标题'],
      ]);

      // 3 from the second: every occurrence half an hour later, one title, one series again.
      const second = items[1]!;
      expect(
        (
          await put(second, 3, {
            title: '统一',
            startDay: second.startDay + 1_800_000,
            endDay: second.endDay + 1_800_000,
            repeatTime: input.repeatTime,
          })
        ).body.code,
      ).toBe(200);
      items = await ofGroup(groupId, from, to);
      expect(items.map((item) => [item.startDay, item.title])).toEqual(expected.map((start) => [start + 1_800_000, '统一']));
      expect(new Set(items.map((item) => item.id.split('_')[0])).size).toBe(1);
    });
  });
});
