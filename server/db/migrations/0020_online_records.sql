-- Records of generated forms without bound tables (reference 2.11, base_visualdev_modeldata): one
-- table for every such form, the whole record as JSONB, rows of a form found by model_id. The release
-- of a definition adds partial expression indexes (where model_id = ...) for the fields its list
-- searches and sorts on (server/online/release-indexes.ts).
create table online_record (
  id text primary key,
  model_id text not null,
  data jsonb not null default '{}',
  -- The creator's organisations when the record was made: data rules on organisations read them.
  organize_ids text[] not null default '{}',
  creator_user_id text,
  creator_time timestamptz not null default now(),
  last_modify_user_id text,
  last_modify_time timestamptz
);
create index online_record_model_time on online_record (model_id, creator_time desc, id desc);
create index online_record_model_creator on online_record (model_id, creator_user_id);

-- The change history of a record: who changed which fields from what to what, and when.
create table online_record_log (
  id text primary key,
  model_id text not null,
  record_id text not null,
  -- 0 created, 1 changed, 2 deleted
  type smallint not null,
  -- [{field, label, from, to}]
  changes jsonb not null default '[]',
  user_id text,
  creator_time timestamptz not null default now()
);
create index online_record_log_record on online_record_log (record_id, creator_time desc, id desc);
