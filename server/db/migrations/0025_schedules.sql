-- 日程安排 (spec 001 sections 3, 4, 7 "Schedules"; reference 4.17 and 5.5 base_schedule, base_schedule_user).
--
-- Times are instants (timestamptz). Their wall times, whole days and repetitions are those of the
-- platform's zone, Asia/Shanghai (UTC+8, no daylight saving time): a repeating schedule is one row and
-- its rule, expanded by the server (rrule) for the range a call asks for, never stored occurrence by
-- occurrence (docs/schedules.md).

-- A schedule, or a repeating series. Schedules split from a series ("this and later") or detached from
-- it (one occurrence changed) keep its group_id: scope 2 and 3 reach the whole group.
create table schedule (
  id text primary key,
  group_id text not null,
  -- 类型: a code of api/schedule.ts scheduleCategories, or ''.
  category text not null default '',
  urgent smallint not null default 1 check (urgent in (1, 2, 3)),
  title text not null,
  content text not null default '',
  all_day smallint not null default 1 check (all_day in (0, 1)),
  -- The first occurrence; every occurrence lasts end_time - start_time.
  start_time timestamptz not null,
  end_time timestamptz not null check (end_time >= start_time),
  -- Minutes from start to end as the client chose them, -1 for an end of its own (J6 F_DURATION).
  duration integer not null default -1,
  color text not null default '',
  -- -2 none, -1 at the start, else minutes before the start.
  reminder_time integer not null default -2,
  reminder_type smallint not null default 1,
  -- 1 none, 2 daily, 3 weekly, 4 monthly, 5 yearly.
  repetition smallint not null default 1 check (repetition between 1 and 5),
  -- A series' last occurrence starts at or before this instant; null when not repeating.
  repeat_until timestamptz,
  -- The day of the month a monthly or yearly series falls on (its last day when the month is shorter):
  -- the start's day, or the series' it was split from (a part starting on 30 November of a series of
  -- the 31st still falls on 31 December).
  repeat_day smallint not null check (repeat_day between 1 and 31),
  -- [{name, fileId, url, fileSize?}]
  files jsonb not null default '[]',
  creator_user_id text references users (id) on delete set null,
  creator_time timestamptz not null default now(),
  last_modify_user_id text references users (id) on delete set null,
  last_modify_time timestamptz,
  check ((repetition = 1) = (repeat_until is null))
);
create index schedule_group on schedule (group_id);
-- The list's range test: what starts before the range's end...
create index schedule_start on schedule (start_time);

-- Who sees a schedule: its creator (type 1, added by the system) and its participants (type 2).
create table schedule_user (
  schedule_id text not null references schedule (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  type smallint not null check (type in (1, 2)),
  primary key (schedule_id, user_id)
);
create index schedule_user_user on schedule_user (user_id);

-- Occurrences taken out of a series: deleted alone (scope 1), or changed alone and so detached into a
-- schedule of their own in the same group (replacement_id).
create table schedule_exception (
  schedule_id text not null references schedule (id) on delete cascade,
  -- The start the rule gives the occurrence.
  occurrence_start timestamptz not null,
  kind text not null check (kind in ('deleted', 'changed')),
  replacement_id text references schedule (id) on delete set null,
  primary key (schedule_id, occurrence_start)
);

-- Reminders: at most one pending row per schedule (its next occurrence to remind), and a row per
-- occurrence reminded. A replica takes a due row with `for update skip locked`, stores the message and
-- marks the row sent in one transaction: a row is sent once, whichever replica takes it, and a crash
-- before the commit leaves it pending for the next poll (docs/schedules.md "Reminders").
create table schedule_reminder (
  schedule_id text not null references schedule (id) on delete cascade,
  occurrence_start timestamptz not null,
  remind_at timestamptz not null,
  sent_at timestamptz,
  message_id text,
  primary key (schedule_id, occurrence_start)
);
create index schedule_reminder_due on schedule_reminder (remind_at) where sent_at is null;
