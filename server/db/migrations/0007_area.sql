-- Areas (行政区划, schemas/resources/area.ts; spec 001 "Areas", reference 4.15): the national
-- administrative divisions, seeded from the china-area-data package with the official codes as ids
-- and codes (server/seed/areas.ts). Root areas (provinces) have parent_id '-1'.

create table area (
  id text primary key,
  parent_id text not null default '-1',
  en_code text not null,
  full_name text not null,
  quick_query text,
  description text,
  sort_code integer not null default 0,
  enabled_mark smallint not null default 1,
  creator_time timestamptz not null default now(),
  creator_user_id text,
  last_modify_time timestamptz,
  last_modify_user_id text
);
create unique index area_en_code on area (en_code);
create index area_children on area (parent_id, sort_code, en_code);
