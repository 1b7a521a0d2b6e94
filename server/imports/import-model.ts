/**
 * What a module's spreadsheet import needs to know, whatever serves it (a resource definition, a
 * generated form): its columns, who may call it, and how a row is checked and stored.
 * docs/imports.md describes the calls.
 */
import type { FastifyRequest } from 'fastify';
import type { ImportHeader } from '../../api/imports';
import type { SessionUser } from '../auth/sessions';
import type { Queryable } from '../db/database';

/**
 * How a cell's text becomes a stored value: as it is, a number, a date (milliseconds), on or off, or the
 * label of an option turned into its stored value (a fixed option, a dictionary entry, an organisation,
 * a position, a role, a group, a user, an area by its name path `省/市/区`).
 */
export type ImportKind =
  | 'text'
  | 'integer'
  | 'number'
  | 'date'
  | 'switch'
  | 'option'
  | 'dictionary'
  | 'organize'
  | 'position'
  | 'role'
  | 'group'
  | 'user'
  | 'area';

export interface ImportColumn extends ImportHeader {
  kind: ImportKind;
  /** Several values in one cell, separated by commas: the value is an array. */
  multiple?: boolean;
  /** `dictionary`: the category (its enCode or id) and which field of an entry is stored (enCode or id). */
  dictionary?: { type: string; value: 'enCode' | 'id' };
  /** `switch`: the stored values of on and off, and the words the form shows for them (read besides 是/否...). */
  switchValues?: { on: unknown; off: unknown; onText?: string; offText?: string };
  /** `option`: a fixed list of options, read by label (or by the stored value itself). */
  options?: { label: string; value: unknown }[];
  /** `organize`, `area`: the value is the path of ids from the top down to the one named (a generated form's organizeSelect, areaSelect). */
  idPath?: boolean;
  /** A child table: its columns (a cell holds an array of rows). */
  children?: ImportColumn[];
}

/** Which button of the module grants a call: the upload, the preview and the import, or the template and the failed rows. */
export type ImportButton = 'upload' | 'download';

/** One module's import: the calls live under `path` (`/api/permission/Users`, `/api/visualdev/OnlineDev/:modelId`). */
export interface ImportTarget {
  path: string;
  /** The JSON Schema of the path's parameters, when it has any. */
  params?: object;
  /** OpenAPI tag. */
  tag: string;
  /** Other paths of `TemplateDownload` (JNPF's generated forms also answer `GET {modelId}/Template`). */
  templateAliases?: string[];
  /** The route config (its `access`) of a call granted by `button`; the button's code is named in the summary. */
  routeConfig(button: ImportButton): { config: Record<string, unknown>; buttonCode: string };
  /** Whose uploads a request may preview: its files are kept per user and module. */
  fileModule(request: FastifyRequest): string;
  /** What the import is for this request's caller. */
  open(request: FastifyRequest): Promise<ImportSession>;
}

/** An import for one caller. */
export interface ImportSession {
  /** Names the template and the exports (`用户信息`). */
  title: string;
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
