-- Work orders of the call centre (issue 17; spec 000 section 2.2, spec 002 sections 3.7, 4.10, 7.9):
-- one per inbound call (screen-pop) or typed in by hand, dispatched to a unit, worked to closed, with
-- who did what (work_order_history) and the units asked to help (work_order_collaboration).
-- docs/work-orders.md has the model and the flow.

create table work_order (
  id text primary key,
  -- 工单编号 (inbid): bill rule WorkOrder, GD + yyyyMMdd + 4 digits.
  number text not null unique,
  -- The CTI call it was made for; one work order per call, whatever races (two tabs, two replicas).
  call_id text,
  ani text not null default '',
  dnis text not null default '',
  -- 1 an inbound call, 2 typed in by hand.
  source smallint not null default 2 check (source in (1, 2)),
  -- The 热用户档案 record of the caller, when one matched (an online_record id; no foreign key: the
  -- customer's record may be deleted, the work order keeps its name and address).
  customer_id text,
  customer_name text not null default '',
  address text not null default '',
  -- An entry code of the 报修类型 dictionary (repairType), or ''.
  category text not null default '',
  urgent smallint not null default 1 check (urgent in (1, 2, 3)),
  content text not null default '',
  -- [{name, fileId, url, fileSize?}]
  files jsonb not null default '[]',
  -- [{callId, filePath, callway, startTime, caller, callee}]
  recordings jsonb not null default '[]',
  remark text not null default '',
  status text not null default 'new' check (status in ('new', 'dispatched', 'processing', 'checking', 'closed', 'returned')),
  handle_org_id text references organize (id) on delete set null,
  handle_user_id text references users (id) on delete set null,
  dispatcher_user_id text references users (id) on delete set null,
  -- The handler's account of what was done (submitted for checking).
  result text not null default '',
  -- 1 to 5, given when the work order is closed.
  satisfaction smallint check (satisfaction between 1 and 5),
  deadline timestamptz not null,
  dispatch_time timestamptz,
  close_time timestamptz,
  creator_user_id text references users (id) on delete set null,
  creator_time timestamptz not null default now(),
  last_modify_user_id text references users (id) on delete set null,
  last_modify_time timestamptz
);
create unique index work_order_call on work_order (call_id) where call_id is not null;
create index work_order_status_time on work_order (status, creator_time desc, id);
create index work_order_handle_user on work_order (handle_user_id, status);
create index work_order_handle_org on work_order (handle_org_id, status);
create index work_order_ani on work_order (ani, status);
create index work_order_time on work_order (creator_time);

-- Who did what: created, changed, dispatched, accepted, returned, submitted, closed, sent back,
-- collaboration asked and answered, notes, escalations, recordings and outbound calls.
create table work_order_history (
  id text primary key,
  work_order_id text not null references work_order (id) on delete cascade,
  action text not null,
  from_status text,
  to_status text,
  note text not null default '',
  user_id text references users (id) on delete set null,
  creator_time timestamptz not null default now()
);
create index work_order_history_order on work_order_history (work_order_id, creator_time, id);

-- Units asked to help with a work order (协同), and their answer.
create table work_order_collaboration (
  id text primary key,
  work_order_id text not null references work_order (id) on delete cascade,
  organize_id text not null references organize (id) on delete cascade,
  note text not null default '',
  reply text not null default '',
  reply_user_id text references users (id) on delete set null,
  reply_time timestamptz,
  creator_user_id text references users (id) on delete set null,
  creator_time timestamptz not null default now(),
  unique (work_order_id, organize_id)
);
create index work_order_collaboration_organize on work_order_collaboration (organize_id);
