-- Resources served from their definitions (schemas/resources): the audit columns the generic store
-- writes, the unique names and codes their dialogs promise, and the indexes their lists filter by.

alter table position add column creator_user_id text;
alter table position add column last_modify_time timestamptz;
alter table position add column last_modify_user_id text;
create unique index position_en_code on position (en_code);
create unique index position_full_name on position (organize_id, full_name);
create index position_organize on position (organize_id, sort_code);

alter table user_group add column creator_user_id text;
alter table user_group add column last_modify_time timestamptz;
alter table user_group add column last_modify_user_id text;
create unique index user_group_full_name on user_group (full_name);
