-- Bulk import of spreadsheets (issue 14, docs/imports.md). An uploaded .xls/.xlsx waits here for its
-- preview, so that any replica can read it: its bytes, who uploaded it and for which module, until it
-- expires (an hour).
create table import_file (
  name text primary key,
  user_id text not null,
  module text not null,
  original_name text not null,
  data bytea not null,
  expires_at timestamptz not null,
  creator_time timestamptz not null default now()
);
create index import_file_expires on import_file (expires_at);
create index import_file_owner on import_file (user_id, module, creator_time);

-- Exports that are binary (.xlsx templates, failed rows, user lists) keep their bytes in `data`;
-- text exports (.bdd, .bbr) keep `content` as before.
alter table export_file add column data bytea;
alter table export_file alter column content set default '';
