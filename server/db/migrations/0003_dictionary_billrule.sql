-- Dictionaries (categories and their entries), serial-number (bill) rules and short-lived export files.
-- Column meaning follows reference section 5.4 (base_dictionary_type, base_dictionary_data,
-- base_bill_rule) with snake-case names. Rows are deleted for real: the server refuses to delete a
-- category that still has entries or sub-categories, or an entry that has children.

-- Categories form a tree; roots have parent_id '-1'. is_tree says whether the entries nest.
create table dictionary_type (
  id text primary key,
  parent_id text not null default '-1',
  full_name text not null,
  en_code text not null,
  is_tree smallint not null default 0 check (is_tree in (0, 1)),
  description text,
  sort_code bigint not null default 0,
  enabled_mark smallint not null default 1,
  creator_time timestamptz not null default now(),
  creator_user_id text,
  last_modify_time timestamptz,
  last_modify_user_id text
);
create unique index dictionary_type_en_code on dictionary_type (en_code);
create unique index dictionary_type_full_name on dictionary_type (full_name);
create index dictionary_type_parent on dictionary_type (parent_id);

-- Entries of one category; top-level entries have parent_id '0'.
create table dictionary_data (
  id text primary key,
  dictionary_type_id text not null references dictionary_type (id),
  parent_id text not null default '0',
  full_name text not null,
  en_code text not null,
  description text,
  sort_code bigint not null default 0,
  enabled_mark smallint not null default 1 check (enabled_mark in (0, 1)),
  creator_time timestamptz not null default now(),
  creator_user_id text,
  last_modify_time timestamptz,
  last_modify_user_id text
);
create unique index dictionary_data_en_code on dictionary_data (dictionary_type_id, en_code);
create unique index dictionary_data_full_name on dictionary_data (dictionary_type_id, full_name);
create index dictionary_data_parent on dictionary_data (dictionary_type_id, parent_id);

-- Serial-number rules (reference 4.11). A number is prefix + date part + (start_number + this_number - 1)
-- padded to digit; this_number counts the numbers given since last_date_part (the date part of the
-- last number) and restarts at 1 when today's date part differs. output_number is the last number given.
create table bill_rule (
  id text primary key,
  full_name text not null,
  en_code text not null,
  category text not null,
  prefix text not null,
  date_format text not null check (date_format in ('yyyyMMdd', 'yyyyMM', 'yyyy', 'no')),
  digit smallint not null check (digit between 1 and 9),
  start_number text not null,
  example text not null default '',
  this_number bigint not null default 0,
  last_date_part text,
  output_number text,
  description text,
  sort_code bigint not null default 0,
  enabled_mark smallint not null default 1 check (enabled_mark in (0, 1)),
  creator_time timestamptz not null default now(),
  creator_user_id text,
  last_modify_time timestamptz,
  last_modify_user_id text
);
create unique index bill_rule_en_code on bill_rule (en_code);
create unique index bill_rule_full_name on bill_rule (full_name);
create index bill_rule_category on bill_rule (category);

-- An export answered as {url}: the browser downloads it without the Authorization header, so the file
-- is kept here under an unguessable ticket for a few minutes (any replica can serve it).
create table export_file (
  ticket text primary key,
  file_name text not null,
  content_type text not null,
  content text not null,
  user_id text not null,
  expires_at timestamptz not null
);
create index export_file_expires on export_file (expires_at);
