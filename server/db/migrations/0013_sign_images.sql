-- Signature images of a user (reference base_sign_img): PNG data URLs drawn in the profile page; the
-- default one is userInfo.signImg.
create table user_sign_img (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  sign_img text not null,
  is_default smallint not null default 0,
  creator_time timestamptz not null default now()
);
create index user_sign_img_user on user_sign_img (user_id, creator_time);
