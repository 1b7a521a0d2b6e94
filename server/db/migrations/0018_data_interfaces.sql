-- Data interfaces (menu 数据接口; spec 001 "Data interfaces", reference 4.16 and 5.4
-- base_data_interface, base_data_interface_log; docs/data-interfaces.md). `query` holds what the
-- interface runs: an SQL statement (data_type 1), static JSON (2) or the address of an HTTP call (3);
-- `request_parameters` the declared parameters as JSON text, as JNPF stores them.
create table data_interface (
  id text primary key,
  full_name text not null,
  en_code text not null,
  category text not null,
  data_type smallint not null default 1 check (data_type in (1, 2, 3)),
  request_method text not null default 'GET' check (request_method in ('GET', 'POST')),
  query text not null,
  request_parameters text not null default '[]',
  description text,
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1 check (enabled_mark in (0, 1)),
  creator_time timestamptz not null default now(),
  creator_user_id text,
  last_modify_time timestamptz,
  last_modify_user_id text
);
create unique index data_interface_en_code on data_interface (en_code);
create unique index data_interface_full_name on data_interface (full_name);
create index data_interface_category on data_interface (category, sort_code);
create index data_interface_creator_time on data_interface (creator_time desc, id);

-- One row per run (preview, list, lookup by ids, fields): when, how long, who, from where, how it
-- ended. A deleted interface takes its log with it.
create table data_interface_log (
  id text primary key,
  invoke_id text not null references data_interface (id) on delete cascade,
  invoke_time timestamptz not null default now(),
  user_id text,
  invoke_ip text,
  invoke_device text,
  invoke_type text not null,
  invoke_waste_time integer not null,
  success smallint not null check (success in (0, 1)),
  message text
);
create index data_interface_log_invoke on data_interface_log (invoke_id, invoke_time desc, id);
