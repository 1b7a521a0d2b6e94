-- 在线咨询 (spec 000 section 2.2 /subdev/onlineconsultant/Detail, spec 002 section 7.9 saveonlineqs): the
-- requests of the web and app channels. An agent signs one (签收) and it becomes a work order (source 3);
-- notes on it are kept beside it. docs/work-orders.md "Online consultations".

create table online_consultation (
  id text primary key,
  customer_name text not null default '',
  mobile_phone text not null default '',
  title text not null,
  content text not null default '',
  -- 0 待签收, 1 已签收 (its work order made).
  status smallint not null default 0 check (status in (0, 1)),
  sign_user_id text references users (id) on delete set null,
  sign_time timestamptz,
  work_order_id text references work_order (id) on delete set null,
  creator_user_id text references users (id) on delete set null,
  creator_time timestamptz not null default now()
);
create index online_consultation_status_time on online_consultation (status, creator_time desc, id);

create table online_consultation_note (
  id text primary key,
  consultation_id text not null references online_consultation (id) on delete cascade,
  content text not null,
  user_id text references users (id) on delete set null,
  creator_time timestamptz not null default now()
);
create index online_consultation_note_consultation on online_consultation_note (consultation_id, creator_time);

-- Work orders made from a consultation.
alter table work_order drop constraint work_order_source_check;
alter table work_order add constraint work_order_source_check check (source in (1, 2, 3));
alter table work_order add column consultation_id text references online_consultation (id) on delete set null;
create unique index work_order_consultation on work_order (consultation_id) where consultation_id is not null;
