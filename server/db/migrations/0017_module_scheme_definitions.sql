-- Data rules are defined through ModuleDataAuthorizeScheme (the 方案管理 dialog of 权限授权): the audit
-- columns the generic resource store writes on create and update.
alter table module_scheme add column creator_user_id text;
alter table module_scheme add column last_modify_time timestamptz;
alter table module_scheme add column last_modify_user_id text;
