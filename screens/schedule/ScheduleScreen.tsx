/**
 * 日程安排 (menu extend.schedule; spec 001 sections 2 "Schedule dialogs", 4, 7 "Schedules"): a
 * calendar of the caller's schedules, the ones they created or take part in. Selecting a range (or
 * 新建日程) creates, clicking opens the read view, dragging moves (asking the scope for a series);
 * deleting asks the confirmation, or the scope for a series. Opened as `?id=&groupId=` (a reminder
 * message), it shows that occurrence's view at once.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, HStack } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { ScheduleDetail, ScheduleInput, ScheduleItem, ScheduleScope } from '../../api/schedule';
import type { ScheduleApi } from '../../api/schedule-client';
import type { DataSource } from '../../engine';
import { ConfirmDialog } from '../../engine/page/kit/ConfirmDialog';
import { usePermissions } from '../../engine/permission/Can';
import { useBundleTranslation } from '../use-bundle-translation';
import { calendarEvents } from './calendar-events';
import { SCHEDULE_NAMESPACE, scheduleBundles } from './i18n';
import { ScheduleCalendar } from './ScheduleCalendar';
import { ScheduleFormDialog, type ScheduleEditTarget } from './ScheduleFormDialog';
import { movedBody, newScheduleValues, type ChosenRange } from './schedule-values';
import { ScheduleViewDialog } from './ScheduleViewDialog';
import { ScopeDialog } from './ScopeDialog';

export interface ScheduleScreenProps {
  api: ScheduleApi;
  /** What the dialog's fields read: the user picker's trees and names, the uploads. */
  form: DataSource;
  notify(notice: Notice): void;
  /** The signed-in user: the creator of a schedule may move, edit and delete it. */
  userId: string | undefined;
  /** An occurrence to show at once (a reminder message opened). */
  open?: { id: string; groupId: string } | null;
}

interface Move {
  item: ScheduleItem;
  body: ScheduleInput;
  revert(): void;
}

export function ScheduleScreen({ api, form, notify, userId, open }: ScheduleScreenProps) {
  const { t, i18n } = useBundleTranslation(SCHEDULE_NAMESPACE, scheduleBundles);
  const permissions = usePermissions();
  const canAdd = permissions.hasButton('btn_add');
  const canEdit = permissions.hasButton('btn_edit');
  const canRemove = permissions.hasButton('btn_remove');
  const [range, setRange] = useState<{ from: number; to: number } | null>(null);
  const [loads, setLoads] = useState(0);
  const [items, setItems] = useState<ScheduleItem[]>([]);
  const [editing, setEditing] = useState<ScheduleEditTarget | null>(null);
  const [viewing, setViewing] = useState<{ groupId: string; id: string } | null>(open ?? null);
  const [removing, setRemoving] = useState<ScheduleDetail | null>(null);
  const [moving, setMoving] = useState<Move | null>(null);
  const reload = useCallback(() => setLoads((count) => count + 1), []);

  // Another reminder opened while the screen shows: its occurrence's view (state adjusted while rendering, as React advises).
  const openKey = open ? `${open.groupId}/${open.id}` : '';
  const [shownKey, setShownKey] = useState(openKey);
  if (openKey !== shownKey) {
    setShownKey(openKey);
    if (open) setViewing({ groupId: open.groupId, id: open.id });
  }

  useEffect(() => {
    if (!range) return;
    let current = true;
    // A failed load leaves the calendar as it was (the request client showed why).
    api.list(range.from, range.to).then(
      (list) => current && setItems(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, range, loads]);

  const events = useMemo(() => calendarEvents(items, userId, canEdit), [items, userId, canEdit]);

  const done = (msg: string) => {
    notify({ type: 'success', message: msg, duration: 1500 });
    reload();
  };

  const update = async (id: string, scope: ScheduleScope, body: ScheduleInput, revert: () => void) => {
    try {
      done(await api.update(id, scope, body));
    } catch {
      revert();
    }
  };

  const move = (item: ScheduleItem, moved: ChosenRange, revert: () => void) => {
    api.info(item.id).then((info) => {
      const body = movedBody(info, moved);
      if (item.repetition !== 1) setMoving({ item, body, revert });
      else void update(item.id, 3, body, revert);
    }, revert);
  };

  const remove = async (detail: ScheduleDetail, scope: ScheduleScope) => {
    try {
      const msg = await api.remove(detail.groupId, detail.id, scope);
      setViewing(null);
      done(msg);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Box p="3" data-testid="schedule-screen" className="schedule-screen">
      {canAdd ? (
        <HStack mb="2">
          <Button size="sm" colorPalette="blue" onClick={() => setEditing({ kind: 'new', values: newScheduleValues(undefined) })}>
            {t('add')}
          </Button>
        </HStack>
      ) : null}
      <ScheduleCalendar
        events={events}
        language={i18n.language}
        words={{ today: t('today'), month: t('month'), week: t('week'), day: t('day'), allDay: t('allDay') }}
        selectable={canAdd}
        onRange={(from, to) => setRange((previous) => (previous?.from === from && previous.to === to ? previous : { from, to }))}
        onSelect={(chosen) => setEditing({ kind: 'new', values: newScheduleValues(chosen) })}
        onOpen={(item) => setViewing({ groupId: item.groupId, id: item.id })}
        onMove={move}
      />
      {editing ? (
        <ScheduleFormDialog
          api={api}
          target={editing}
          dataSource={form}
          notify={notify}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {viewing ? (
        <ScheduleViewDialog
          key={viewing.id}
          api={api}
          groupId={viewing.groupId}
          id={viewing.id}
          userId={userId}
          canEdit={canEdit}
          canRemove={canRemove}
          onEdit={(detail) => {
            setViewing(null);
            setEditing({ kind: 'edit', id: detail.id });
          }}
          onRemove={setRemoving}
          onClose={() => setViewing(null)}
        />
      ) : null}
      {removing && removing.repetition === 1 ? (
        <ConfirmDialog
          open
          title={t('confirmTitle')}
          message={t('confirmDelete')}
          confirmLabel={t('confirm')}
          cancelLabel={t('cancel')}
          onConfirm={() => remove(removing, 3).catch(() => undefined)}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
      {removing && removing.repetition !== 1 ? (
        <ScopeDialog
          purpose="remove"
          notify={notify}
          onConfirm={(scope) => remove(removing, scope).catch(() => undefined)}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
      {moving ? (
        <ScopeDialog
          purpose="edit"
          notify={notify}
          onConfirm={async (scope) => {
            await update(moving.item.id, scope, moving.body, moving.revert);
            setMoving(null);
          }}
          onCancel={() => {
            moving.revert();
            setMoving(null);
          }}
        />
      ) : null}
    </Box>
  );
}
