-- Users and roles served from their definitions (schemas/resources/user.ts, role.ts), and the data
-- rules of menus (reference 5.3 base_module_scheme) that limit which rows a grantee's lists show.

-- The profile fields of reference 5.2 base_user, the audit columns the generic store writes, the main
-- position (the main organisation is organize_id), and the soft delete that keeps a deleted user's name
-- on what they touched.
alter table users add column nation text not null default '';
alter table users add column native_place text not null default '';
alter table users add column entry_date timestamptz;
alter table users add column certificates_type text not null default '';
alter table users add column certificates_number text not null default '';
alter table users add column education text not null default '';
alter table users add column urgent_contacts text not null default '';
alter table users add column urgent_tele_phone text not null default '';
alter table users add column landline text not null default '';
alter table users add column position_id text;
alter table users add column creator_user_id text;
alter table users add column last_modify_user_id text;
alter table users add column delete_time timestamptz;
alter table users add column delete_user_id text;
-- A user created by an administrator has no password until one is set (重置密码): '' never verifies.
alter table users alter column password_hash set default '';
drop index users_list_order;
create index users_list_order on users (sort_code, id) where delete_mark is null;
create index users_manager on users (manager_id) where delete_mark is null;
create index user_relation_user on user_relation (user_id, object_type);

-- Roles: audit columns; global_mark 1 a global role, 0 an organisation role whose organisations are
-- role_organize (the role picker's two tabs).
alter table role add column creator_user_id text;
alter table role add column last_modify_time timestamptz;
alter table role add column last_modify_user_id text;
create unique index role_full_name on role (full_name);
update role set global_mark = 1 where global_mark <> 1;
alter table role add constraint role_global_mark check (global_mark in (0, 1));

create table role_organize (
  role_id text not null references role (id) on delete cascade,
  organize_id text not null references organize (id) on delete cascade,
  primary key (role_id, organize_id)
);
create index role_organize_organize on role_organize (organize_id);

-- A menu's data rules: which rows its lists show. scope: all, organizeAndBelow (the user's
-- organisations and those under them), organize (the user's organisations), own (rows the user
-- created), custom (condition_json: [{field, op, value}] joined by match_logic). A grantee of a menu
-- with is_data_authorize sees the union of the rules granted to them (authorize item_type 'resource').
create table module_scheme (
  id text primary key,
  module_id text not null references module (id) on delete cascade,
  en_code text not null,
  full_name text not null,
  scope text not null check (scope in ('all', 'organizeAndBelow', 'organize', 'own', 'custom')),
  condition_json jsonb not null default '[]',
  match_logic text not null default 'and' check (match_logic in ('and', 'or')),
  description text,
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1,
  creator_time timestamptz not null default now(),
  unique (module_id, en_code)
);
create index authorize_item on authorize (item_type, item_id);

-- Column settings: the columns a user shows in a menu's list, as the list screen writes them
-- (spec 001 "Column setting": moduleId, fieldList).
create table columns_purview (
  module_id text not null references module (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  field_list text not null,
  last_modify_time timestamptz not null default now(),
  primary key (module_id, user_id)
);
