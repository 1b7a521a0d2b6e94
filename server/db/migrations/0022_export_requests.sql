-- Exports written while they are downloaded (issue 15, "export of 100,000 rows ... stream it"): the
-- export call keeps what to write — the list's query as the caller's grants made it, the columns — and
-- the download writes the workbook batch by batch into the answer, so neither the call nor the file
-- holds every row in memory. `kind` names the writer (server/exports/export-streams.ts).
alter table export_file add column kind text;
alter table export_file add column request jsonb;
