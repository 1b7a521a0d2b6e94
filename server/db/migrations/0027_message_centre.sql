-- The message centre (menus 消息模板, 发送配置, 消息记录; spec 001 section 7 "Message templates", spec 000
-- section 7.3; reference 5.5 base_msg_template, base_msg_send, base_msg_send_template, base_msg_monitor;
-- docs/message-centre.md).

-- A template: the title and content of a message with `{param}` placeholders, the parameters it
-- declares (JSON text [{field, fieldName, defaultValue}], as data interfaces keep theirs), the type the
-- message has in the receivers' lists (message.type) and who sends it (JNPF's msgSourceType code).
create table message_template (
  id text primary key,
  full_name text not null,
  en_code text not null,
  message_type smallint not null default 3 check (message_type in (1, 2, 3, 4, 7, 8)),
  message_source text not null default '3',
  title text not null,
  content text not null default '',
  template_parameters text not null default '[]',
  description text,
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1 check (enabled_mark in (0, 1)),
  creator_time timestamptz not null default now(),
  creator_user_id text,
  last_modify_time timestamptz,
  last_modify_user_id text
);
create unique index message_template_en_code on message_template (en_code);
create unique index message_template_full_name on message_template (full_name);
create index message_template_creator_time on message_template (creator_time desc, id);

-- A send configuration: what other modules name by its code (sendByConfig), and its (template,
-- channel) pairs. A template in a pair is not deleted (the foreign key, after the hook's own refusal).
create table message_send_config (
  id text primary key,
  full_name text not null,
  en_code text not null,
  message_source text not null default '3',
  description text,
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1 check (enabled_mark in (0, 1)),
  creator_time timestamptz not null default now(),
  creator_user_id text,
  last_modify_time timestamptz,
  last_modify_user_id text
);
create unique index message_send_config_en_code on message_send_config (en_code);
create unique index message_send_config_full_name on message_send_config (full_name);
create index message_send_config_creator_time on message_send_config (creator_time desc, id);

create table message_send_template (
  id text primary key,
  send_config_id text not null references message_send_config (id) on delete cascade,
  template_id text not null references message_template (id),
  -- 1 站内信, 2 邮件
  channel smallint not null check (channel in (1, 2)),
  enabled_mark smallint not null default 1 check (enabled_mark in (0, 1)),
  sort_code integer not null default 0
);
create unique index message_send_template_pair on message_send_template (send_config_id, channel, template_id);
create index message_send_template_template on message_send_template (template_id);

-- 消息记录: one row per message sent per channel, kept apart from the receivers' copies (deleting a
-- record does not take a message from anyone's list; a receiver deleting theirs leaves the record).
-- In-platform rows name their message, whose receipts tell who received and read it; e-mail rows
-- keep their receivers and those the mail did not reach. `to_all`: every enabled user, not listed.
create table message_monitor (
  id text primary key,
  message_id text references message (id) on delete set null,
  channel smallint not null check (channel in (1, 2)),
  type smallint not null,
  title text not null,
  content text not null default '',
  send_config_id text references message_send_config (id) on delete set null,
  template_id text references message_template (id) on delete set null,
  sender_id text references users (id) on delete set null,
  send_time timestamptz not null default now(),
  to_all boolean not null default false,
  receiver_ids text[] not null default '{}',
  receiver_count integer not null default 0,
  failed_ids text[] not null default '{}',
  -- 1 sent to every receiver, 0 not (error says why)
  state smallint not null default 1 check (state in (0, 1)),
  error text not null default ''
);
-- The list newest first, by type and by channel, each a walk of one index to its page; the keyword
-- from trigrams (pg_trgm, migration 0011); the message's record when it goes.
create index message_monitor_time on message_monitor (send_time desc, id desc);
create index message_monitor_type_time on message_monitor (type, send_time desc, id desc);
create index message_monitor_channel_time on message_monitor (channel, send_time desc, id desc);
create index message_monitor_message on message_monitor (message_id) where message_id is not null;
do $$
declare
  trgm text := (select quote_ident(n.nspname) from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm');
begin
  execute format('create index message_monitor_title_trgm on message_monitor using gin (title %s.gin_trgm_ops)', trgm);
end
$$;

-- A message's receivers in user order with their read flag, read from the index alone: the record's
-- receiver pages and its read count (a notice to every user counts its receipts without the table).
create index message_receipt_message_user on message_receipt (message_id, user_id) include (is_read);
drop index message_receipt_message;

-- The messages sent before: one in-platform record each.
insert into message_monitor (id, message_id, channel, type, title, content, send_config_id, sender_id, send_time,
                             to_all, receiver_ids, receiver_count)
select m.id, m.id, 1, m.type, m.title, m.excerpt, null, m.creator_user_id, m.release_time,
       coalesce(n.to_user_ids = '{}', false),
       case when coalesce(n.to_user_ids = '{}', false) then '{}'::text[]
            else coalesce((select array_agg(r.user_id order by r.user_id) from message_receipt r where r.message_id = m.id), '{}') end,
       (select count(*) from message_receipt r where r.message_id = m.id)
  from message m left join notice n on n.id = m.id;
