-- Print templates (menu 打印模板; spec 001 sections 2, 7 "Print templates", 9; reference 4.18 and 5.6
-- base_print_template, base_print_version, base_print_log; docs/print.md). A template is rich text with
-- placeholders, bound to a safe data source instead of JNPF's SQL: a released generated form
-- (`type` 1, `form_id`) or a data interface (`type` 2, `interface_id`). `print_template` is the body
-- as last saved; every save that changes the body or the source keeps a numbered version.
create table print_template (
  id text primary key,
  full_name text not null,
  en_code text not null,
  category text not null,
  type smallint not null default 1 check (type in (1, 2)),
  form_id text,
  interface_id text,
  print_template text not null default '',
  description text,
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1 check (enabled_mark in (0, 1)),
  creator_time timestamptz not null default now(),
  creator_user_id text,
  last_modify_time timestamptz,
  last_modify_user_id text,
  check ((type = 1 and form_id is not null) or (type = 2 and interface_id is not null))
);
create unique index print_template_en_code on print_template (en_code);
create unique index print_template_full_name on print_template (full_name);
create index print_template_category on print_template (category, sort_code);
create index print_template_creator_time on print_template (creator_time desc, id);
create index print_template_form on print_template (form_id) where form_id is not null;

create table print_version (
  id text primary key,
  template_id text not null references print_template (id) on delete cascade,
  version integer not null,
  type smallint not null,
  form_id text,
  interface_id text,
  print_template text not null,
  creator_time timestamptz not null default now(),
  creator_user_id text
);
create unique index print_version_number on print_version (template_id, version);

-- One row per print (a record or a batch): what, how many records, who and when. The log outlives a
-- deleted template (no foreign key): it is an audit of what was printed.
create table print_log (
  id text primary key,
  print_id text not null,
  print_title text not null,
  print_num integer not null check (print_num > 0),
  creator_user_id text,
  creator_time timestamptz not null default now()
);
create index print_log_print on print_log (print_id, creator_time desc, id);
create index print_log_time on print_log (creator_time desc, id);
