-- Web type 4 (数据视图, reference 5.6 F_INTERFACE_ID, F_INTERFACE_PARAM): a list over a data interface
-- with no form. The definition names the interface and the parameters it is run with; a release copies
-- both, and the runtime's List runs the interface (docs/online-dev.md "Data views").
alter table visual_dev add column interface_id text;
alter table visual_dev add column interface_param jsonb;
alter table visual_dev_release add column interface_id text;
alter table visual_dev_release add column interface_param jsonb;
