/**
 * A definition as a file (`.bvd`, JSON): the JSON parts as JSON, not as text, so the file reads and
 * edits as the designer wrote it. An import takes that file, a `.json` of the same shape, or a `.json`
 * of the definition alone (the seed's examples in server/seed/visual-dev/ are such files), and makes
 * the create call's body of it: the JSON parts back to text.
 */
import {
  bvdFormat,
  bvdVersion,
  visualDevMessages,
  type BvdFile,
  type VisualDevFileDefinition,
  type VisualDevWebType,
} from '../../api/visual-dev';
import type { VisualDevInfo } from '../../schemas/resources/visual-dev';
import { jsonPart } from '../../schemas/visual-dev-fields';
import { badRequest } from '../http/api-error';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const asObject = (text: unknown): Json | null => {
  const value = jsonPart(text);
  return isObject(value) ? value : null;
};

export function bvdOf(info: VisualDevInfo, now: Date): BvdFile {
  const tables = jsonPart(info.tablesData);
  const params = jsonPart(info.interfaceParam);
  const definition: VisualDevFileDefinition = {
    fullName: info.fullName,
    enCode: info.enCode,
    category: info.category,
    webType: info.webType as VisualDevWebType,
    formData: asObject(info.formData),
    columnData: asObject(info.columnData),
    appColumnData: asObject(info.appColumnData),
    tablesData: Array.isArray(tables) ? tables : [],
    dbLinkId: info.dbLinkId ?? null,
    interfaceId: info.interfaceId ?? null,
    interfaceParam: Array.isArray(params) ? params : null,
    description: info.description ?? null,
    sortCode: info.sortCode ?? 0,
  };
  return { format: bvdFormat, version: bvdVersion, exportedAt: now.toISOString(), definition };
}

const jsonParts = ['formData', 'columnData', 'appColumnData', 'tablesData', 'interfaceParam'] as const;

/** The create body a file holds; refuses what is not a definition file. */
export function bodyOfFile(content: Buffer): Json {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest(visualDevMessages.importUnreadable);
  }
  const definition = isObject(parsed) && parsed.format === bvdFormat ? parsed.definition : parsed;
  if (!isObject(definition) || typeof definition.fullName !== 'string') throw badRequest(visualDevMessages.importUnreadable);
  const body: Json = {};
  for (const [key, value] of Object.entries(definition)) {
    if (value === null || value === undefined) continue;
    body[key] = (jsonParts as readonly string[]).includes(key) && typeof value !== 'string' ? JSON.stringify(value) : value;
  }
  return body;
}
