/**
 * Exports written as they are downloaded: the export call keeps a request (what to write) under a
 * ticket, and the download asks the writer of the request's kind for the file's bytes as a stream.
 * Writers register here when their routes are built (server/online/online-export.ts).
 */
import type { Readable } from 'node:stream';
import type { AppContext } from '../context';

/** The file's bytes; a failure while writing goes to `onError` (logged) and ends the stream. */
export type ExportStreamWriter = (ctx: AppContext, request: unknown, onError: (error: unknown) => void) => Readable;

const writers = new Map<string, ExportStreamWriter>();

export function registerExportStream(kind: string, writer: ExportStreamWriter): void {
  writers.set(kind, writer);
}

export function exportStreamWriter(kind: string): ExportStreamWriter | undefined {
  return writers.get(kind);
}
