/**
 * The `.bdd` export of one dictionary category (api/dictionary.ts `BddFile`): UTF-8 JSON with a format
 * marker and a version. Reading one checks everything before anything is written: the marker, the
 * shape (schemas/dictionary.ts `bddFileSchema`, the dialogs' limits), the dialogs' rules, and that
 * the entries form a tree of their own with unique names and codes.
 */
import {
  bddFormat,
  bddVersion,
  dictionaryMessages as text,
  type BddFile,
  type DictionaryItem,
  type DictionaryType,
} from '../../api/dictionary';
import { bddFileSchema, dictionaryItemFormMessages, dictionaryTypeFormMessages } from '../../schemas/dictionary';
import { firstRuleViolation } from '../../schemas/form-rules';
import { badRequest } from '../http/api-error';
import { checkSchema } from '../http/check-schema';

export function buildBdd(type: DictionaryType, items: readonly DictionaryItem[], now: Date): BddFile {
  return {
    format: bddFormat,
    version: bddVersion,
    exportedAt: now.toISOString(),
    type: { ...type },
    items: parentsFirst(items).map(({ dictionaryTypeId: _type, ...item }) => item),
  };
}

/** Rows ordered so that every parent comes before its children (a parent outside the rows counts as a root). */
export function parentsFirst<T extends { id: string; parentId: string }>(rows: readonly T[]): T[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<string, T[]>();
  const roots: T[] = [];
  for (const row of rows) {
    if (!ids.has(row.parentId) || row.parentId === row.id) roots.push(row);
    else if (children.has(row.parentId)) children.get(row.parentId)!.push(row);
    else children.set(row.parentId, [row]);
  }
  const ordered: T[] = [];
  const stack = [...roots].reverse();
  while (stack.length) {
    const row = stack.pop()!;
    ordered.push(row);
    stack.push(...[...(children.get(row.id) ?? [])].reverse());
  }
  return ordered;
}

const broken = (detail?: string) => badRequest(detail ? `${text.importBroken}（${detail}）` : text.importBroken);

/** Parses and checks an uploaded file; refuses anything that is not a sound `.bdd` of this format. */
export function readBdd(content: Buffer): BddFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest(text.importWrongFile);
  }
  const marker = parsed as { format?: unknown; version?: unknown } | null;
  if (!marker || typeof marker !== 'object' || marker.format !== bddFormat) throw badRequest(text.importWrongFile);
  if (marker.version !== bddVersion) throw broken(`不支持的版本 ${String(marker.version)}`);

  const problem = checkSchema(bddFileSchema, parsed);
  if (problem) throw broken(`${problem.path.replace(/^\//, '').replace(/\//g, '.')} ${problem.keyword}`);
  const file = parsed as BddFile;

  const typeRule = firstRuleViolation(dictionaryTypeFormMessages, file.type);
  if (typeRule) throw broken(typeRule.message);
  for (const item of file.items) {
    const itemRule = firstRuleViolation(dictionaryItemFormMessages, item);
    if (itemRule) throw broken(itemRule.message);
  }
  checkItemTree(file);
  return file;
}

function checkItemTree(file: BddFile): void {
  const ids = new Set<string>();
  const names = new Set<string>();
  const codes = new Set<string>();
  for (const item of file.items) {
    if (ids.has(item.id)) throw broken(`重复的 id ${item.id}`);
    if (names.has(item.fullName)) throw broken(`${text.itemNameTaken}：${item.fullName}`);
    if (codes.has(item.enCode)) throw broken(`${text.itemCodeTaken}：${item.enCode}`);
    ids.add(item.id);
    names.add(item.fullName);
    codes.add(item.enCode);
  }
  const top = (parentId: string) => parentId === '0' || parentId === file.type.id;
  const parentOf = new Map(file.items.map((item) => [item.id, item.parentId]));
  const rooted = new Set<string>();
  for (const item of file.items) {
    if (!top(item.parentId) && !ids.has(item.parentId)) throw broken(`上级 ${item.parentId} 不在文件中`);
    // Walk up until a top entry or one already known to reach the top; meeting the path again is a cycle.
    const path = new Set<string>();
    let id = item.id;
    while (!rooted.has(id)) {
      if (path.has(id)) throw broken(`上级循环 ${item.id}`);
      path.add(id);
      const parentId = parentOf.get(id)!;
      if (top(parentId)) break;
      id = parentId;
    }
    path.forEach((seen) => rooted.add(seen));
  }
}
