-- `user_search_grams` (0021) of no text is no text: STRICT, so a generated form's record without a value
-- in a fuzzy-searched field (its list's index of characters and pairs, server/online/release-indexes.ts)
-- is stored instead of failing on the loop's null bound. Non-null text gives the same grams as before,
-- so the indexes built on it stay valid.
create or replace function user_search_grams(value text) returns text[] language plpgsql immutable strict parallel safe cost 1000 as $$
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
