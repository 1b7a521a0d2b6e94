/**
 * Exports answered as `{url, name}` (spec 001 section 7: "returns data.url, then downloaded"). The
 * browser opens the address without the Authorization header, so the file waits in `export_file`
 * under an unguessable ticket (192 random bits) for a few minutes, readable by any replica. A large
 * export keeps instead what to write (`saveExportRequest`), and the download writes it as it is sent.
 */
import { randomBytes } from 'node:crypto';
import type { ExportFile } from '../../api/dictionary';
import { queryOne, type Queryable } from '../db/database';

export const exportFileLifetimeMs = 5 * 60_000;
export const exportFilePath = (ticket: string) => `/api/system/ExportFile/${ticket}`;

export interface StoredExport {
  fileName: string;
  contentType: string;
  /** Text (a .bdd file), or bytes (an .xlsx workbook). */
  content: string | Uint8Array;
}

export async function saveExportFile(db: Queryable, file: StoredExport, userId: string, now: Date): Promise<ExportFile> {
  const ticket = randomBytes(24).toString('base64url');
  await db.query('delete from export_file where expires_at < $1', [now]);
  const binary = typeof file.content !== 'string';
  await db.query(
    `insert into export_file (ticket, file_name, content_type, content, data, user_id, expires_at) values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      ticket,
      file.fileName,
      file.contentType,
      binary ? '' : file.content,
      binary ? file.content : null,
      userId,
      new Date(now.getTime() + exportFileLifetimeMs),
    ],
  );
  return { url: exportFilePath(ticket), name: file.fileName };
}

/** An export written when it is downloaded: the writer's kind (server/exports/export-streams.ts) and what it needs. */
export interface ExportRequest {
  fileName: string;
  contentType: string;
  kind: string;
  request: unknown;
}

/** Keeps a request to write at download, answered like a stored file. */
export async function saveExportRequest(db: Queryable, file: ExportRequest, userId: string, now: Date): Promise<ExportFile> {
  const ticket = randomBytes(24).toString('base64url');
  await db.query('delete from export_file where expires_at < $1', [now]);
  await db.query(
    `insert into export_file (ticket, file_name, content_type, kind, request, user_id, expires_at) values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      ticket,
      file.fileName,
      file.contentType,
      file.kind,
      JSON.stringify(file.request),
      userId,
      new Date(now.getTime() + exportFileLifetimeMs),
    ],
  );
  return { url: exportFilePath(ticket), name: file.fileName };
}

export async function readExportFile(db: Queryable, ticket: string, now: Date): Promise<StoredExport | ExportRequest | undefined> {
  const row = await queryOne<StoredExport & { data: Uint8Array | null; kind: string | null; request: unknown }>(
    db,
    `select file_name as "fileName", content_type as "contentType", content, data, kind, request
       from export_file where ticket = $1 and expires_at >= $2`,
    [ticket, now],
  );
  if (!row) return undefined;
  const { data, kind, request, ...file } = row;
  if (kind) return { fileName: file.fileName, contentType: file.contentType, kind, request };
  return data ? { ...file, content: Buffer.from(data) } : file;
}

/** `attachment` with an ASCII fallback name and the real one (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
