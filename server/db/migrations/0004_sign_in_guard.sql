-- Sign-in throttling (server/auth/sign-in-throttle.ts): the counters of rate-limiter-flexible's
-- PostgreSQL store, shared by every replica. Its layout: key, points, expire (epoch milliseconds;
-- double precision so both database drivers read it as a number).
create table sign_in_limit (
  key text primary key,
  points integer not null default 0,
  expire double precision
);
create index sign_in_limit_expire on sign_in_limit (expire);

-- Captchas belong to the client id of the cookie they were fetched with (key = id:timestamp);
-- older rows had no owner and are dropped.
delete from captcha;
alter table captcha add column owner text not null default '';
alter table captcha add column ip text not null default '';
alter table captcha add column created_at timestamptz not null default now();
create index captcha_by_owner on captcha (owner, created_at);
create index captcha_by_ip on captcha (ip, created_at);
create index captcha_expiry on captcha (expires_at);

-- The sign-in log is purged by age.
create index sys_log_time on sys_log (creator_time);
