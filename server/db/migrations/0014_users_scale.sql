-- Users at scale (issue 13, bench:resources at 100,000 users; bench/results/resources.md "Users and
-- roles at scale").

-- The user picker's search (`account`, `real_name` or `quick_query` ilike '%kw%') from trigram indexes,
-- one per column so that the three conditions make one bitmap: without them every search read all the
-- users. A keyword of one or two characters makes no trigram and still reads them all.
-- Members of organisations (an organisation filter, the picker's levels, data rules by organisation)
-- from the index alone: the index on (object_type, object_id) gains user_id.
-- An organisation and those under it (`organize_id_tree like '%id%'`) from a trigram index.
do $$
declare
  trgm text := (select quote_ident(n.nspname) from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm');
begin
  execute format('create index users_account_trgm on users using gin (account %s.gin_trgm_ops) where delete_mark is null', trgm);
  execute format('create index users_real_name_trgm on users using gin (real_name %s.gin_trgm_ops) where delete_mark is null', trgm);
  execute format('create index users_quick_query_trgm on users using gin (quick_query %s.gin_trgm_ops) where delete_mark is null', trgm);
  execute format('create index organize_tree_trgm on organize using gin (organize_id_tree %s.gin_trgm_ops)', trgm);
end
$$;

drop index user_relation_object;
create index user_relation_object on user_relation (object_type, object_id, user_id);
