/**
 * What a module's spreadsheet import needs to know, whatever serves it (a resource definition today,
 * a generated form later): its columns, who may call it, and how a row is checked and stored.
 * docs/imports.md describes the calls.
 */
import type { FastifyRequest } from 'fastify';
import type { ImportHeader } from '../../api/imports';
import type { SessionUser } from '../auth/sessions';
import type { Queryable } from '../db/database';

/**
 * How a cell's text becomes a stored value: as it is, a number, a date (milliseconds), on or off, or the
 * label of an option turned into its stored value (a dictionary entry, an organisation, a position, a
 * role, a group, a user).
 */
export type ImportKind =
  'text' | 'integer' | 'number' | 'date' | 'switch' | 'dictionary' | 'organize' | 'position' | 'role' | 'group' | 'user';

export interface ImportColumn extends ImportHeader {
  kind: ImportKind;
  /** Several values in one cell, separated by commas: the value is an array. */
  multiple?: boolean;
  /** `dictionary`: the category's enCode and which field of an entry is stored (enCode or id). */
  dictionary?: { type: string; value: 'enCode' | 'id' };
  /** `switch`: the stored values of on and off. */
  switchValues?: { on: unknown; off: unknown };
  /** A child table: its columns (a cell holds an array of rows). */
  children?: ImportColumn[];
}

/** One module's import: the calls live under `path` (`/api/permission/Users`). */
export interface ImportTarget {
  path: string;
  /** Names the template and the exports (`用户信息`). */
  title: string;
  /** OpenAPI tag. */
  tag: string;
  menu: string;
  /** Grants the upload, the preview and the import. */
  uploadButton: string;
  /** Grants the template and the export of failed rows. */
  downloadButton: string;
  /** What the import is for this request's caller. */
  open(request: FastifyRequest): Promise<ImportSession>;
}

/** An import for one caller. */
export interface ImportSession {
  /** The columns the caller may fill (fields they may not set are left out). */
  columns: ImportColumn[];
  /**
   * Checks a converted row as the create call does (its JSON Schema, its rules, the caller's grants);
   * answers the values to store, or throws an ApiError whose message is the row's reason.
   */
  check(values: Record<string, unknown>): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Stores one checked row inside the import's transaction; an ApiError refuses that row only. */
  store(tx: Queryable, values: Record<string, unknown>, caller: SessionUser): Promise<string>;
  /** After the transaction committed: what the create call does once stored (caches). */
  afterCommit?(ids: string[]): Promise<void>;
}
