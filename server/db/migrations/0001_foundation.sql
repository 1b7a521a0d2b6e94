-- Foundation: people, organisation, menus, grants, config, sessions and the sign-in log.
-- Column meaning follows the JNPF tables (reference section 5) with modern snake-case names.
-- Ids are text (the original uses string snowflakes); times are timestamptz.

create table system (
  id text primary key,
  full_name text not null,
  en_code text not null unique,
  icon text not null default '',
  is_main boolean not null default false,
  description text,
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1,
  creator_time timestamptz not null default now()
);

-- Companies and departments in one tree; roots have parent_id '-1'.
create table organize (
  id text primary key,
  parent_id text not null default '-1',
  category text not null check (category in ('company', 'department')),
  en_code text not null,
  full_name text not null,
  manager_id text,
  organize_id_tree text not null default '',
  property_json jsonb,
  description text,
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1,
  creator_time timestamptz not null default now(),
  delete_mark smallint
);
create index organize_parent on organize (parent_id);

create table position (
  id text primary key,
  full_name text not null,
  en_code text not null,
  type text not null default '',
  organize_id text not null references organize (id),
  description text,
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1,
  creator_time timestamptz not null default now(),
  delete_mark smallint
);

create table role (
  id text primary key,
  full_name text not null,
  en_code text not null unique,
  type text not null default 'user',
  -- 1 system role, 2 custom role
  global_mark smallint not null default 1,
  description text,
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1,
  creator_time timestamptz not null default now(),
  delete_mark smallint
);

create table user_group (
  id text primary key,
  full_name text not null,
  en_code text not null unique,
  type text not null default '',
  description text,
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1,
  creator_time timestamptz not null default now(),
  delete_mark smallint
);

create table users (
  id text primary key,
  account text not null unique,
  real_name text not null,
  quick_query text not null default '',
  nick_name text not null default '',
  head_icon text not null default '',
  gender text not null default '',
  birthday timestamptz,
  mobile_phone text not null default '',
  tele_phone text not null default '',
  email text not null default '',
  postal_address text not null default '',
  signature text not null default '',
  -- A slow salted hash of the lower-case hex MD5 the client sends; never the MD5 itself.
  password_hash text not null,
  first_log_time timestamptz,
  first_log_ip text,
  prev_log_time timestamptz,
  prev_log_ip text,
  prev_log_ip_name text,
  last_log_time timestamptz,
  last_log_ip text,
  last_log_ip_name text,
  log_success_count integer not null default 0,
  log_error_count integer not null default 0,
  change_password_date timestamptz,
  language text not null default 'zh',
  theme text not null default 'classic',
  is_administrator boolean not null default false,
  manager_id text,
  organize_id text references organize (id),
  portal_id text not null default '',
  system_id text references system (id),
  -- 1 enabled, 0 disabled, 2 locked after failed sign-ins
  enabled_mark smallint not null default 1,
  unlock_time timestamptz,
  description text,
  sort_code integer not null default 0,
  creator_time timestamptz not null default now(),
  last_modify_time timestamptz,
  delete_mark smallint
);

-- Memberships: object_type is Organize, Position, Role or Group.
create table user_relation (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  object_type text not null check (object_type in ('Organize', 'Position', 'Role', 'Group')),
  object_id text not null,
  sort_code integer not null default 0,
  unique (user_id, object_type, object_id)
);
create index user_relation_object on user_relation (object_type, object_id);

-- Menu items ("modules"), types 0 to 8 as reference section 1.5.
create table module (
  id text primary key,
  parent_id text not null default '-1',
  system_id text not null references system (id),
  type smallint not null check (type between 0 and 8),
  full_name text not null,
  en_code text not null unique,
  icon text not null default '',
  url_address text not null default '',
  link_target text not null default '_self',
  category text not null default 'Web',
  property_json jsonb not null default '{}',
  is_button_authorize boolean not null default true,
  is_column_authorize boolean not null default false,
  is_form_authorize boolean not null default false,
  is_data_authorize boolean not null default false,
  description text,
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1,
  creator_time timestamptz not null default now()
);
create index module_parent on module (parent_id);

create table module_button (
  id text primary key,
  module_id text not null references module (id) on delete cascade,
  parent_id text not null default '-1',
  full_name text not null,
  en_code text not null,
  icon text not null default '',
  url_address text not null default '',
  property_json jsonb not null default '{}',
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1,
  unique (module_id, en_code)
);

create table module_column (
  id text primary key,
  module_id text not null references module (id) on delete cascade,
  parent_id text not null default '-1',
  full_name text not null,
  en_code text not null,
  bind_table text not null default '',
  property_json jsonb not null default '{}',
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1,
  unique (module_id, en_code)
);

create table module_form (
  id text primary key,
  module_id text not null references module (id) on delete cascade,
  parent_id text not null default '-1',
  full_name text not null,
  en_code text not null,
  bind_table text not null default '',
  property_json jsonb not null default '{}',
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1,
  unique (module_id, en_code)
);

-- One row per granted item per grantee (reference base_authorize).
-- item_type: system, module, button, column, form; object_type: Role or Position.
create table authorize (
  item_type text not null check (item_type in ('system', 'module', 'button', 'column', 'form', 'resource')),
  item_id text not null,
  object_type text not null check (object_type in ('Role', 'Position')),
  object_id text not null,
  sort_code integer not null default 0,
  primary key (object_type, object_id, item_type, item_id)
);

-- Key/value system configuration (reference section 4.7).
create table sys_config (
  key text primary key,
  value text not null,
  category text not null default 'SysConfig',
  full_name text not null default ''
);

-- Bearer sessions: only the SHA-256 of the token is stored.
create table session (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- null while live; 'logout' or 'kicked' once revoked
  revoked_reason text,
  revoked_at timestamptz,
  ip text not null default '',
  user_agent text not null default ''
);
create index session_by_user on session (user_id);

-- Captcha codes keyed by the client's random timestamp; single use.
create table captcha (
  key text primary key,
  code text not null,
  expires_at timestamptz not null
);

-- Sign-in log (reference base_sys_log, category 1 = login).
create table sys_log (
  id text primary key,
  user_id text,
  user_name text not null default '',
  category smallint not null default 1,
  login_mark smallint not null default 1,
  ip_address text not null default '',
  ip_address_name text not null default '',
  plat_form text not null default '',
  browser text not null default '',
  abstracts text not null default '',
  creator_time timestamptz not null default now()
);
create index sys_log_user_time on sys_log (user_id, creator_time desc);
