-- A user's message list is their receipts, newest first. Ordering by the message's time needed the
-- join of every receipt of the user before the limit (4 to 5 s for page 1 at a million messages on
-- PostgreSQL): the receipt keeps its message's release time, and one index answers the page and,
-- holding the read flag too, its count.

alter table message_receipt add column release_time timestamptz;
update message_receipt r set release_time = m.release_time from message m where m.id = r.message_id;
alter table message_receipt alter column release_time set not null;
create index message_receipt_user_time on message_receipt (user_id, release_time desc, message_id desc) include (is_read);
