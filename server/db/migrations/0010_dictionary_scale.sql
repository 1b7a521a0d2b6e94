-- Dictionaries at scale (issue 19): entry pages in the list's order (sort code, newest first) for a
-- flat category and for one level of a tree category, and keyword search (`ilike '%kw%'` on name or
-- code) from trigram indexes, with the totals kept per level. docs/resources.md "Dictionaries at scale".

-- pg_trgm once per database, in schema public, whoever migrates first (the PostgreSQL tests migrate a
-- schema per file at the same time); the lock is held to the end of this migration's transaction.
select pg_advisory_xact_lock(1900110001);
create extension if not exists pg_trgm with schema public;

-- One level of a tree in order; its (category, parent) prefix also serves the parent checks, so the
-- older index on those two columns goes.
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

-- Entries per category and parent, kept by the triggers below: the total of a level or of a whole
-- category, and whether an entry has children, read in one lookup instead of counted (a count of a
-- 100,000-entry category reads every row of it).
create table dictionary_level_count (
  dictionary_type_id text not null,
  parent_id text not null,
  entries integer not null,
  primary key (dictionary_type_id, parent_id)
);
insert into dictionary_level_count (dictionary_type_id, parent_id, entries)
select dictionary_type_id, parent_id, count(*) from dictionary_data group by dictionary_type_id, parent_id;

-- Once per statement over its transition tables (an import of 100,000 entries is one aggregate), rows
-- locked in key order so that two statements wait for each other instead of deadlocking.
create function dictionary_level_counted() returns trigger language plpgsql as $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select dictionary_type_id, parent_id, 1 as n from new_entries'
    when 'DELETE' then 'select dictionary_type_id, parent_id, -1 as n from old_entries'
    else 'select dictionary_type_id, parent_id, 1 as n from new_entries
          union all select dictionary_type_id, parent_id, -1 from old_entries'
  end;
begin
  execute 'insert into dictionary_level_count as c (dictionary_type_id, parent_id, entries)
           select dictionary_type_id, parent_id, sum(n) from (' || changed || ') d
            group by dictionary_type_id, parent_id having sum(n) <> 0 order by dictionary_type_id, parent_id
           on conflict (dictionary_type_id, parent_id) do update set entries = c.entries + excluded.entries';
  return null;
end
$$;

create trigger dictionary_data_inserted after insert on dictionary_data
  referencing new table as new_entries for each statement execute function dictionary_level_counted();
create trigger dictionary_data_updated after update on dictionary_data
  referencing old table as old_entries new table as new_entries for each statement execute function dictionary_level_counted();
create trigger dictionary_data_deleted after delete on dictionary_data
  referencing old table as old_entries for each statement execute function dictionary_level_counted();
