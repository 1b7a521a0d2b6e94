import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notice } from '../../../../api';
import type { ScheduleDetail, ScheduleInfo, ScheduleItem } from '../../../../api/schedule';
import type { ScheduleApi } from '../../../../api/schedule-client';
import { createMemoryDataSource } from '../../../../engine';
import { loadValidator } from '../../../../engine/validation/ajv';
import { scheduleBodySchema } from '../../../../schemas/schedule';
import { calendarEvents, urgencyColours } from '../../../../screens/schedule/calendar-events';
import { scheduleForm } from '../../../../screens/schedule/schedule-form';
import { movedBody, newScheduleValues, scheduleBody, scheduleValuesOf } from '../../../../screens/schedule/schedule-values';
import { ScheduleFormDialog } from '../../../../screens/schedule/ScheduleFormDialog';
import { ScheduleViewDialog, viewDialogType } from '../../../../screens/schedule/ScheduleViewDialog';
import { ScopeDialog } from '../../../../screens/schedule/ScopeDialog';
import { i18n } from '../../../../shell/i18n';
import '../../helpers/kinds';
import { renderScreen } from '../render-screen';

afterEach(cleanup);
beforeAll(async () => {
  await i18n.changeLanguage('zh');
  await loadValidator();
});

const HOUR = 3_600_000;
const start = Date.UTC(2026, 11, 7, 1);

const item: ScheduleItem = {
  id: 's1_1796605200000',
  groupId: 'g1',
  category: 'meeting',
  urgent: 2,
  title: '调度周会',
  content: '',
  allDay: 0,
  startDay: start,
  startTime: '09:00',
  endDay: start + HOUR,
  endTime: '10:00',
  duration: -1,
  color: '',
  reminderTime: 10,
  reminderType: 1,
  repetition: 3,
  repeatTime: start + 28 * 24 * HOUR,
  creatorUserId: 'u-zhang',
};
const info: ScheduleInfo = { ...item, toUserIds: ['u-wang'], files: [] };
const detail: ScheduleDetail = {
  ...item,
  category: '会议',
  urgent: '重要',
  creatorUserId: '张伟/zhangwei',
  creatorId: 'u-zhang',
  toUserIds: '王芳/wangfang,曹艳/caoyan',
  files: [{ name: '议程.docx', fileId: 'a.docx', url: '/api/file/Download/annex/a.docx' }],
};

describe('the dialog values and the bodies', () => {
  it('starts a new schedule on the range chosen: whole days end on their last day, not the next midnight', () => {
    const day = Date.UTC(2026, 11, 6, 16);
    expect(newScheduleValues({ start: day, end: day + 48 * HOUR, allDay: true })).toEqual({
      allDay: 1,
      startDay: day,
      endDay: day + 48 * HOUR - 1,
    });
    expect(newScheduleValues({ start, end: start + HOUR / 2, allDay: false })).toEqual({
      allDay: 0,
      startDay: start,
      endDay: start + HOUR / 2,
    });
    // Without a range: the next whole hour, for an hour.
    expect(newScheduleValues(undefined, start + 1)).toEqual({ allDay: 0, startDay: start + HOUR, endDay: start + 2 * HOUR });
  });

  it('sends what the server takes, the repetition end only when repeating', async () => {
    const body = scheduleBody({ ...scheduleValuesOf(info), title: '  调度周会 ', toUserIds: ['u-wang', 'u-wang', ''] });
    expect(body).toMatchObject({
      title: '调度周会',
      repetition: 3,
      repeatTime: item.repeatTime,
      toUserIds: ['u-wang'],
      reminderTime: 10,
      urgent: 2,
    });
    expect(scheduleBody({ title: '一次', startDay: start, endDay: start + HOUR, repetition: 1, repeatTime: start }).repeatTime).toBeNull();
    const { default: Ajv } = await import('ajv');
    expect(new Ajv().validate(scheduleBodySchema, body)).toBe(true);
  });

  it('moves a stored occurrence to a new range, keeping everything else', () => {
    const moved = movedBody(info, { start: start + 24 * HOUR, end: start + 26 * HOUR, allDay: false });
    expect(moved).toMatchObject({
      startDay: start + 24 * HOUR,
      endDay: start + 26 * HOUR,
      allDay: 0,
      toUserIds: ['u-wang'],
      title: '调度周会',
    });
  });
});

describe('the calendar events', () => {
  it('are coloured by urgency and movable by their creator only', () => {
    const items = [item, { ...item, id: 's2', urgent: 3 as const, creatorUserId: 'u-other' }, { ...item, id: 's3', urgent: 1 as const }];
    const events = calendarEvents(items, 'u-zhang', true);
    expect(events.map((event) => event.backgroundColor)).toEqual([urgencyColours[2], urgencyColours[3], urgencyColours[1]]);
    expect(events.map((event) => event.editable)).toEqual([true, false, true]);
    expect(calendarEvents(items, 'u-zhang', false).every((event) => event.editable === false)).toBe(true);
    expect(events[0]).toMatchObject({ id: item.id, start: item.startDay, end: item.endDay, allDay: false, extendedProps: { item } });
  });
});

describe('the delete-scope dialog', () => {
  it("warns 'please select a schedule' when confirmed without a scope, then answers the one chosen", async () => {
    const notices: Notice[] = [];
    const onConfirm = vi.fn();
    renderScreen(
      <ScopeDialog purpose="remove" notify={(notice) => notices.push(notice)} onConfirm={onConfirm} onCancel={() => undefined} />,
    );
    const dialog = await screen.findByTestId('schedule-scope');
    expect(within(dialog).getByText('删除重复日程')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(notices).toEqual([{ type: 'warning', message: '请选择日程', duration: 1500 }]);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByLabelText('此日程及后续日程'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(2));
  });
});

describe('the read view', () => {
  const api = (answer: () => Promise<ScheduleDetail>) => ({ detail: vi.fn<ScheduleApi['detail']>(answer) });

  it('offers deleting to the creator (type 1) and not to a participant (type 2)', async () => {
    expect(viewDialogType(detail, 'u-zhang')).toBe(1);
    expect(viewDialogType(detail, 'u-wang')).toBe(2);
    const onRemove = vi.fn();
    const calls = api(async () => detail);
    renderScreen(
      <ScheduleViewDialog
        api={calls}
        groupId="g1"
        id={item.id}
        userId="u-zhang"
        canEdit
        canRemove
        onEdit={() => undefined}
        onRemove={onRemove}
        onClose={() => undefined}
      />,
    );
    const view = await screen.findByTestId('schedule-view');
    await within(view).findByText('王芳/wangfang、曹艳/caoyan');
    expect(calls.detail).toHaveBeenCalledWith('g1', item.id);
    for (const text of ['会议', '重要', '调度周会', '张伟/zhangwei', '议程.docx']) expect(within(view).getByText(text)).toBeTruthy();
    expect(view.getAttribute('data-type')).toBe('1');
    fireEvent.click(within(view).getByRole('button', { name: '删除' }));
    expect(onRemove).toHaveBeenCalledWith(detail);
    cleanup();

    renderScreen(
      <ScheduleViewDialog
        api={api(async () => detail)}
        groupId="g1"
        id={item.id}
        userId="u-wang"
        canEdit
        canRemove
        onEdit={() => undefined}
        onRemove={() => undefined}
        onClose={() => undefined}
      />,
    );
    const participantView = await screen.findByTestId('schedule-view');
    await within(participantView).findByText('调度周会');
    expect(participantView.getAttribute('data-type')).toBe('2');
    expect(within(participantView).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(participantView).queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('closes when the schedule cannot be read', async () => {
    const onClose = vi.fn();
    renderScreen(
      <ScheduleViewDialog
        api={api(() => Promise.reject(new Error('该日程已被删除')))}
        groupId="g1"
        id="s9"
        userId="u"
        canEdit
        canRemove
        onEdit={() => undefined}
        onRemove={() => undefined}
        onClose={onClose}
      />,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('the create and edit dialog', () => {
  it('compiles its JNPF definition with every field of the body, the user picker and the file upload', () => {
    const form = scheduleForm();
    expect(form.issues.filter((issue) => issue.severity !== 'note')).toEqual([]);
    const kinds = Object.fromEntries([...form.fields].map(([name, field]) => [name, field.kind]));
    expect(kinds).toMatchObject({
      toUserIds: 'usersSelect',
      files: 'uploadFz',
      startDay: 'datePicker',
      repetition: 'select',
      urgent: 'radio',
    });
    for (const key of Object.keys(kinds)) expect(Object.keys(scheduleBodySchema.properties)).toContain(key);
  });

  it('creates from what was typed and shows the server message; a change to a series asks the scope first', async () => {
    const notices: Notice[] = [];
    const calls = {
      info: vi.fn<ScheduleApi['info']>(async () => info),
      create: vi.fn<ScheduleApi['create']>(async () => ({ id: 's2', groupId: 'g2', msg: '新建成功' })),
      update: vi.fn<ScheduleApi['update']>(async () => '更新成功'),
    };
    const onSaved = vi.fn();
    const dataSource = createMemoryDataSource({ labels: { user: { 'u-wang': '王芳/wangfang' } } });
    renderScreen(
      <ScheduleFormDialog
        api={calls}
        target={{ kind: 'new', values: newScheduleValues({ start, end: start + HOUR, allDay: false }) }}
        dataSource={dataSource}
        notify={(notice) => notices.push(notice)}
        onSaved={onSaved}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByTestId('schedule-form');
    fireEvent.change(await within(dialog).findByPlaceholderText('请输入日程标题'), { target: { value: '换热站巡检' } });
    fireEvent.click(within(dialog).getByTestId('schedule-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.create).toHaveBeenCalledWith(
      expect.objectContaining({ title: '换热站巡检', startDay: start, endDay: start + HOUR, allDay: 0, repetition: 1 }),
    );
    expect(notices).toEqual([{ type: 'success', message: '新建成功', duration: 1500 }]);
    cleanup();

    renderScreen(
      <ScheduleFormDialog
        api={calls}
        target={{ kind: 'edit', id: item.id }}
        dataSource={dataSource}
        notify={() => undefined}
        onSaved={onSaved}
        onClose={() => undefined}
      />,
    );
    const edit = await screen.findByTestId('schedule-form');
    await waitFor(() => expect((within(edit).getByPlaceholderText('请输入日程标题') as HTMLInputElement).value).toBe('调度周会'));
    fireEvent.click(within(edit).getByTestId('schedule-save'));
    const scope = await screen.findByTestId('schedule-scope');
    expect(within(scope).getByText('修改重复日程')).toBeTruthy();
    fireEvent.click(within(scope).getByLabelText('所有日程'));
    fireEvent.click(within(scope).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(calls.update).toHaveBeenCalledWith(item.id, 3, expect.objectContaining({ title: '调度周会', toUserIds: ['u-wang'] })),
    );
  });
});
