-- Dictionaries at scale (issue 19): entry pages in the list's order (sort code, newest first) for a
-- flat category and for one level of a tree category, and keyword search (`ilike '%kw%'` on name or
-- code) from trigram indexes. docs/resources.md "Dictionaries at scale".

-- pg_trgm once per database, in schema public, whoever migrates first (the PostgreSQL tests migrate a
-- schema per file at the same time); the lock is held to the end of this migration's transaction.
select pg_advisory_xact_lock(1900110001);
create extension if not exists pg_trgm with schema public;

-- One level of a tree in order; its (category, parent) prefix also answers "has children" and the
-- parent checks, so the older index on those two columns goes.
create index dictionary_data_level_order on dictionary_data (dictionary_type_id, parent_id, sort_code, creator_time desc, id);
drop index dictionary_data_parent;
-- A flat category (or a keyword's matches) in order.
create index dictionary_data_list_order on dictionary_data (dictionary_type_id, sort_code, creator_time desc, id);

-- The operator class is named with the extension's schema, wherever it was installed.
do $$
declare
  trgm text := (select quote_ident(n.nspname) from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm');
begin
  execute format('create index dictionary_data_full_name_trgm on dictionary_data using gin (full_name %s.gin_trgm_ops)', trgm);
  execute format('create index dictionary_data_en_code_trgm on dictionary_data using gin (en_code %s.gin_trgm_ops)', trgm);
end
$$;
