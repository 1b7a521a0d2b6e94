-- Organisations and departments served from their definitions (schemas/resources/organize.ts): the
-- audit columns the generic store writes, the unique codes and sibling names their dialogs promise,
-- the indexes of their refusals, and the organisation administrators (reference 5.2
-- base_organize_administrator, "分级管理").

alter table organize add column creator_user_id text;
alter table organize add column last_modify_time timestamptz;
alter table organize add column last_modify_user_id text;
create unique index organize_en_code on organize (en_code);
create unique index organize_full_name on organize (parent_id, full_name);
create index organize_category on organize (category, sort_code);
create index organize_manager on organize (manager_id);
create index users_organize on users (organize_id);

create table organize_administrator (
  id text primary key,
  organize_id text not null references organize (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  this_layer_add smallint not null default 0,
  this_layer_edit smallint not null default 0,
  this_layer_delete smallint not null default 0,
  sub_layer_add smallint not null default 0,
  sub_layer_edit smallint not null default 0,
  sub_layer_delete smallint not null default 0,
  sort_code integer not null default 0,
  creator_time timestamptz not null default now(),
  creator_user_id text,
  unique (organize_id, user_id)
);
create index organize_administrator_user on organize_administrator (user_id);
