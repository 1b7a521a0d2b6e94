-- An entry's keyword search (issue 19) on one lower-cased text of its name and code, kept by the
-- database, with one trigram index: `search_text like lower('%kw%')` is what `full_name ilike '%kw%' or
-- en_code ilike '%kw%'` answered, but the candidates the index finds are rechecked with a plain `like`
-- on stored text instead of lower-casing two columns per row (`ilike` on UTF-8 text lower-cases both
-- sides of every comparison): the bitmap heap scan of a keyword with 2,222 candidates in a 100,000-entry
-- category went from 1.5 to 0.5 ms. The line break keeps a keyword from matching across name and code
-- (a search box gives one line). docs/resources.md "Dictionaries at scale".
alter table dictionary_data
  add column search_text text generated always as (lower(full_name) || chr(10) || lower(en_code)) stored;

do $$
declare
  trgm text := (select quote_ident(n.nspname) from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm');
begin
  execute format('create index dictionary_data_search_trgm on dictionary_data using gin (search_text %s.gin_trgm_ops)', trgm);
end
$$;

-- Only the entry pages searched the two columns (server/dictionary/entry-page.ts).
drop index dictionary_data_full_name_trgm;
drop index dictionary_data_en_code_trgm;
