-- Visual development (reference 5.6 base_visual_dev and J6's base_visual_release): the definitions
-- the 功能设计 screen edits, and the copy each release makes, which is what the runtime reads (one row
-- by the definition's id). Editing a definition changes only visual_dev: users see the released copy
-- until the next release. docs/visual-dev.md describes both tables for the runtime.

create table visual_dev (
  id text primary key,
  full_name text not null,
  en_code text not null,
  -- The code of an entry of the webDesign dictionary.
  category text not null,
  -- 1 custom form (JNPF F_TYPE; 2, system forms with code, is not used here).
  type smallint not null default 1,
  -- 1 form only, 2 form and list, 4 data view.
  web_type smallint not null default 2 check (web_type in (1, 2, 4)),
  -- 0 draft (never released), 1 released.
  state smallint not null default 0 check (state in (0, 1)),
  form_data jsonb,
  column_data jsonb,
  app_column_data jsonb,
  tables_data jsonb not null default '[]',
  db_link_id text,
  description text,
  sort_code bigint not null default 0,
  enabled_mark smallint not null default 1,
  creator_time timestamptz not null default now(),
  creator_user_id text,
  last_modify_time timestamptz,
  last_modify_user_id text
);
create unique index visual_dev_en_code on visual_dev (en_code);
create index visual_dev_list_order on visual_dev (creator_time desc, id desc);
create index visual_dev_category on visual_dev (category, creator_time desc);

-- The released copy: same id as the definition; the menu (type 3, property_json.moduleId = id) it was
-- released to.
create table visual_dev_release (
  id text primary key references visual_dev (id) on delete cascade,
  full_name text not null,
  en_code text not null,
  type smallint not null,
  web_type smallint not null,
  form_data jsonb,
  column_data jsonb,
  app_column_data jsonb,
  tables_data jsonb not null default '[]',
  db_link_id text,
  menu_id text references module (id) on delete set null,
  release_time timestamptz not null default now(),
  release_user_id text
);
create index visual_dev_release_menu on visual_dev_release (menu_id);
