-- Messages, notices and chat (spec 000 sections 3, 4, 7.3, 7.4; reference sections 4.9 and 5.5).

-- One row per message; who received it is in message_receipt. A released notice becomes the
-- message with the notice's id. Types: 1 notice, 2 process, 3 system, 4 schedule, 7 and 8 work orders.
create table message (
  id text primary key,
  type smallint not null check (type in (1, 2, 3, 4, 7, 8)),
  title text not null,
  -- Sanitised HTML (allow-list) written by the server; never raw client HTML.
  body_text text not null default '',
  excerpt text not null default '',
  -- [{name, fileId, url, fileSize?}]
  files jsonb not null default '[]',
  -- Process messages: 1 approval, 2 delegation (opens the entrust page).
  flow_type smallint,
  send_config_id text,
  creator_user_id text references users (id) on delete set null,
  creator_time timestamptz not null default now(),
  release_time timestamptz not null default now()
);
create index message_release_time on message (release_time desc);

-- Per-user receipts: only these make a message visible to a user.
create table message_receipt (
  message_id text not null references message (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  is_read smallint not null default 0 check (is_read in (0, 1)),
  read_time timestamptz,
  primary key (user_id, message_id)
);
create index message_receipt_message on message_receipt (message_id);
create index message_receipt_unread on message_receipt (user_id) where is_read = 0;

-- Notices and their lifecycle: -1 deleted, 0 draft, 1 released, 2 expired. A released notice whose
-- expiration time has passed is answered as 2 (computed on read, so no timer is needed).
create table notice (
  id text primary key,
  title text not null,
  body_text text not null default '',
  excerpt text not null default '',
  files jsonb not null default '[]',
  -- 1 公告 (announcement), 2 通知 (notification)
  category smallint not null default 1 check (category in (1, 2)),
  -- Receivers; empty means every enabled user.
  to_user_ids text[] not null default '{}',
  expiration_time timestamptz,
  send_config_id text,
  enabled_mark smallint not null default 0 check (enabled_mark in (-1, 0, 1, 2)),
  creator_user_id text references users (id) on delete set null,
  creator_time timestamptz not null default now(),
  last_modify_user_id text references users (id) on delete set null,
  last_modify_time timestamptz,
  release_user_id text references users (id) on delete set null,
  release_time timestamptz
);
create index notice_creator_time on notice (creator_time desc);

-- Chat messages. content: the text as typed (emoji as [label] codes), or JSON {path, name, width,
-- height} for images. state: 0 unread, 1 read (receive_time set when read). Each side may delete its
-- copy; a row both sides deleted is removed.
create table im_content (
  id text primary key,
  send_user_id text not null references users (id) on delete cascade,
  receive_user_id text not null references users (id) on delete cascade,
  content text not null,
  content_type text not null check (content_type in ('text', 'image', 'voice', 'video')),
  send_time timestamptz not null default now(),
  receive_time timestamptz,
  state smallint not null default 0 check (state in (0, 1)),
  send_deleted boolean not null default false,
  receive_deleted boolean not null default false
);
create index im_content_pair on im_content (send_user_id, receive_user_id, send_time desc);
create index im_content_unread on im_content (receive_user_id, send_user_id) where state = 0;

-- The conversation list per user: one row per peer with the latest time. A removed conversation is
-- hidden until a new message between the two arrives.
create table im_reply (
  user_id text not null references users (id) on delete cascade,
  peer_id text not null references users (id) on delete cascade,
  latest_time timestamptz not null default now(),
  hidden boolean not null default false,
  primary key (user_id, peer_id)
);
create index im_reply_latest on im_reply (user_id, latest_time desc);

-- Chat images, kept in the database so every replica can serve them.
create table im_file (
  name text primary key,
  user_id text not null references users (id) on delete cascade,
  original_name text not null default '',
  mime_type text not null,
  size integer not null,
  data bytea not null,
  created_at timestamptz not null default now()
);

-- Socket presence across replicas: each server process has a row it refreshes every 30 s, and one
-- row per user connected to it. Rows of a process that stopped refreshing are ignored, then purged.
create table socket_replica (
  id text primary key,
  heartbeat_at timestamptz not null default now()
);
create table socket_presence (
  replica_id text not null references socket_replica (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  primary key (replica_id, user_id)
);
create index socket_presence_user on socket_presence (user_id);

-- Bus events too large for one PostgreSQL NOTIFY (8000 bytes): the notification carries the id.
create table bus_event (
  id text primary key,
  payload text not null,
  created_at timestamptz not null default now()
);
