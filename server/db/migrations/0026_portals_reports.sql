-- Portals, data reports and the workbench's usage counts (issue 16; docs/portal.md; reference 5.6
-- base_portal). A portal is a grid of cards kept as JSON (`form_data`, JNPF's F_FORM_DATA), shown by
-- type-8 menus whose moduleId names it and on /dashboard. `portal_user_layout` keeps a user's own
-- arrangement of a portal's cards (positions and sizes only; J6 base_portal_data's personal rows).
create table portal (
  id text primary key,
  full_name text not null,
  en_code text not null,
  category text not null default '',
  form_data jsonb not null default '{"cards": []}',
  description text,
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1 check (enabled_mark in (0, 1)),
  creator_time timestamptz not null default now(),
  creator_user_id text,
  last_modify_time timestamptz,
  last_modify_user_id text
);
create unique index portal_en_code on portal (en_code);
create unique index portal_full_name on portal (full_name);
create index portal_creator_time on portal (creator_time desc, id);

create table portal_user_layout (
  portal_id text not null references portal (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  form_data jsonb not null,
  last_modify_time timestamptz not null default now(),
  primary key (portal_id, user_id)
);

-- A data report (type-5 menus): a data interface's rows as a table with totals and a chart.
-- `report_config` holds the columns, the chart and the filters' choices (schemas/report-config.ts).
-- The interface is not a foreign key: deleting an interface is the data-interface screen's business,
-- and a report whose interface is gone answers so when it runs.
create table data_report (
  id text primary key,
  full_name text not null,
  en_code text not null,
  category text not null default '',
  interface_id text not null,
  report_config jsonb not null default '{"columns": [], "chart": {"type": "none"}}',
  description text,
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1 check (enabled_mark in (0, 1)),
  creator_time timestamptz not null default now(),
  creator_user_id text,
  last_modify_time timestamptz,
  last_modify_user_id text
);
create unique index data_report_en_code on data_report (en_code);
create unique index data_report_full_name on data_report (full_name);
create index data_report_creator_time on data_report (creator_time desc, id);

-- How often each user opened each menu: the workbench's shortcuts to the most used ones.
create table menu_use (
  user_id text not null references users (id) on delete cascade,
  module_id text not null references module (id) on delete cascade,
  use_count integer not null default 0,
  last_use_time timestamptz not null,
  primary key (user_id, module_id)
);
create index menu_use_user_count on menu_use (user_id, use_count desc, last_use_time desc);
