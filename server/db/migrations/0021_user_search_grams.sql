-- The user picker's search by a keyword of one or two characters (issue 13, bench:user-picker): such a
-- keyword makes no trigram (0014), so a rare one (张, one user of 100,000) read every user, twice (the
-- page and its count), some 200 to 800 ms on the bench machine. The characters and pairs of adjacent
-- characters of a user's account, name and quick query, lower case, in a GIN index: `@> array[keyword]`
-- finds the users holding a rare one from the index, and the index's statistics tell it from a common
-- one (用, in every generated name), which walks the list order and stops at the page.
-- The index is not partial: the planner reads the statistics of an index expression only from an index
-- over the whole table. PL/pgSQL: the same in SQL (generate_series, array_agg) cost seven times as much
-- a row. Its cost (1000, some 5 µs a row) is told to the planner: at the default (100) it walked the list
-- order for a rare keyword too, calling the function on each of the 100,000 users (500 ms) to save a join.
create function user_search_grams(value text) returns text[] language plpgsql immutable parallel safe cost 1000 as $$
declare
  t text := lower(value);
  grams text[] := string_to_array(t, null);
begin
  for i in 1 .. length(t) - 1 loop
    grams := grams || substr(t, i, 2);
  end loop;
  return grams;
end
$$;

create index users_search_grams on users using gin (user_search_grams(account || ' ' || real_name || ' ' || quick_query));
