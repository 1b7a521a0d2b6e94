-- Messages at scale (issue 19): unread counts and totals from maintained counters, deep pages from a
-- per-day directory of those counters, type and unread tabs from their own indexes, and keyword
-- search (`title ilike '%kw%'`) from trigram indexes. docs/decisions.md "Messages, notices and chat".

-- pg_trgm once per database, in schema public, whoever migrates first: the PostgreSQL tests migrate a
-- schema per file at the same time, and two concurrent `create extension if not exists` can both try
-- to create it. The lock is held to the end of this migration's transaction.
select pg_advisory_xact_lock(1900110001);
create extension if not exists pg_trgm with schema public;

-- The receipt keeps its message's type, as it keeps its time (0008): the type tabs page from the
-- receipts alone, and the counters below know a deleted receipt's type when its message is gone too.
alter table message_receipt add column type smallint;
update message_receipt r set type = m.type from message m where m.id = r.message_id;
alter table message_receipt alter column type set not null;

create index message_receipt_user_type_time on message_receipt (user_id, type, release_time desc, message_id desc) include (is_read);
-- The unread tab (and read-all) in the list's order; it replaces the partial index on user_id alone.
drop index message_receipt_unread;
create index message_receipt_unread on message_receipt (user_id, release_time desc, message_id desc) include (type) where is_read = 0;

-- Receipts per user, type and read state: the unread counts of initMessage and the bell, and the
-- exact total of every list without a keyword, read in one index lookup instead of counted.
create table message_receipt_count (
  user_id text not null,
  type smallint not null,
  is_read smallint not null,
  receipts integer not null,
  primary key (user_id, type, is_read)
);

-- The same per day of release (UTC days since 1970): the directory a deep page starts from. Page N
-- sums the newest days until it reaches its offset, then skips only within that day on the index.
create table message_receipt_day (
  user_id text not null,
  day integer not null,
  type smallint not null,
  is_read smallint not null,
  receipts integer not null,
  primary key (user_id, day, type, is_read)
);

insert into message_receipt_count (user_id, type, is_read, receipts)
select user_id, type, is_read, count(*) from message_receipt group by user_id, type, is_read;
insert into message_receipt_day (user_id, day, type, is_read, receipts)
select user_id, floor(extract(epoch from release_time) / 86400)::integer, type, is_read, count(*)
  from message_receipt group by 1, 2, 3, 4;

-- Both counters follow every insert, update and delete of receipts (cascades from a deleted message
-- or user included), once per statement over its transition tables: a notice to every user is one
-- aggregate, not a trigger call per receipt. Rows are locked in key order, so two statements that
-- touch many users' counters wait for each other instead of deadlocking.
create function message_receipt_counted() returns trigger language plpgsql as $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select user_id, type, is_read, release_time, 1 as n from new_receipts'
    when 'DELETE' then 'select user_id, type, is_read, release_time, -1 as n from old_receipts'
    else 'select user_id, type, is_read, release_time, 1 as n from new_receipts
          union all select user_id, type, is_read, release_time, -1 from old_receipts'
  end;
begin
  execute 'insert into message_receipt_count as c (user_id, type, is_read, receipts)
           select user_id, type, is_read, sum(n) from (' || changed || ') d
            group by user_id, type, is_read having sum(n) <> 0 order by user_id, type, is_read
           on conflict (user_id, type, is_read) do update set receipts = c.receipts + excluded.receipts';
  execute 'insert into message_receipt_day as c (user_id, day, type, is_read, receipts)
           select user_id, day, type, is_read, sum(n)
             from (select user_id, floor(extract(epoch from release_time) / 86400)::integer as day, type, is_read, n
                     from (' || changed || ') d) d
            group by user_id, day, type, is_read having sum(n) <> 0 order by user_id, day, type, is_read
           on conflict (user_id, day, type, is_read) do update set receipts = c.receipts + excluded.receipts';
  return null;
end
$$;

create trigger message_receipt_inserted after insert on message_receipt
  referencing new table as new_receipts for each statement execute function message_receipt_counted();
create trigger message_receipt_updated after update on message_receipt
  referencing old table as old_receipts new table as new_receipts for each statement execute function message_receipt_counted();
create trigger message_receipt_deleted after delete on message_receipt
  referencing old table as old_receipts for each statement execute function message_receipt_counted();

-- Keyword search of the message list and the notice screen: `ilike '%kw%'` answered from a trigram
-- index (a keyword of three characters or more; Chinese characters make trigrams too). The operator
-- class is named with the extension's schema, wherever it was installed.
do $$
declare
  trgm text := (select quote_ident(n.nspname) from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm');
begin
  execute format('create index message_title_trgm on message using gin (title %s.gin_trgm_ops)', trgm);
  execute format('create index notice_title_trgm on notice using gin (title %s.gin_trgm_ops)', trgm);
end
$$;
