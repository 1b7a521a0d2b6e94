-- Uploaded files (issue 14, docs/files.md). `file` records every stored file under the name the
-- server made (yyyyMMdd_<32 hex>.<ext>); its bytes are under `blob` in the storage (FILE_STORAGE):
-- the same name, or, for an instant upload of a file the uploader already stored, that file's blob.
create table file (
  name text collate "C" primary key,
  blob text collate "C" not null,
  type text not null,
  original_name text not null,
  extension text not null,
  mime text not null,
  size bigint not null,
  md5 text not null,
  user_id text not null,
  created_at timestamptz not null default now()
);
create index file_md5 on file (md5, extension, user_id);

-- The database storage: bytes in rows of 1 MiB under a key (file/<name>, part/<upload>/<n>,
-- temp/<uuid> while being written), read back one row at a time. The C collation keeps every
-- key under a prefix in one range of the primary key.
create table file_blob (
  key text collate "C" not null,
  seq integer not null,
  data bytea not null,
  created_at timestamptz not null default now(),
  primary key (key, seq)
);

-- Pack downloads waiting for their signed link to be followed: the zip is built while it is sent.
create table file_pack (
  id text primary key,
  name text not null,
  entries jsonb not null,
  user_id text not null,
  expires_at timestamptz not null
);
create index file_pack_expires on file_pack (expires_at);

-- Keys made once and shared by every replica (the HMAC key of signed download links).
create table server_secret (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
