/**
 * Per-page permission checks (spec 000 section 6, reference section 1.6): the `permissionList` entry
 * whose `modelId` is the page's menu id holds the button, column and form codes the user may use.
 * Without a modelId, without a matching entry or without the code, the answer is false.
 */
import type { PermissionEntry } from '../../api';

export type PermissionKind = 'button' | 'column' | 'form';

export function permissionEntry(list: readonly PermissionEntry[], modelId: string | null | undefined): PermissionEntry | undefined {
  if (!modelId) return undefined;
  return list.find((entry) => entry.modelId === modelId);
}

export function hasPermission(
  list: readonly PermissionEntry[],
  modelId: string | null | undefined,
  kind: PermissionKind,
  code: string | null | undefined,
): boolean {
  if (!code) return false;
  const items = permissionEntry(list, modelId)?.[kind];
  return Array.isArray(items) && items.some((item) => item.enCode === code);
}

export function hasButton(list: readonly PermissionEntry[], modelId: string | null | undefined, code: string): boolean {
  return hasPermission(list, modelId, 'button', code);
}

export function hasColumn(list: readonly PermissionEntry[], modelId: string | null | undefined, code: string): boolean {
  return hasPermission(list, modelId, 'column', code);
}

export function hasForm(list: readonly PermissionEntry[], modelId: string | null | undefined, code: string): boolean {
  return hasPermission(list, modelId, 'form', code);
}

/** The default button codes of the original's lists. */
export const defaultButtonCodes = ['btn_add', 'btn_edit', 'btn_remove'] as const;
