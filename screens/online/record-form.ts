/**
 * A generated form's record as its dialogs hold it: the form-permission codes of the view's menu
 * (spec 002 section 2.8: a field shows only if its code is granted, a sub-table column as
 * `table-column`), the values a save sends (only the fields the user may see: the server refuses a
 * write of any other), and the stored JSON text read back. Pure.
 */
import type { CompiledForm } from '../../engine';

/** The codes among the form's fields and sub-table columns that `granted` allows. */
export function formPermissionCodes(form: Pick<CompiledForm, 'fields'>, granted: (code: string) => boolean): string[] {
  const codes: string[] = [];
  for (const [name, field] of form.fields) {
    codes.push(name);
    for (const column of field.children ?? []) if (column.name) codes.push(`${name}-${column.name}`);
  }
  return codes.filter(granted);
}

/** The values a save sends: all of them, or with a permission list only the fields it shows. */
export function savedValues(values: Record<string, unknown>, permissions: readonly string[] | null): Record<string, unknown> {
  if (!permissions) return values;
  const shown = new Set(permissions.map((code) => (code.includes('-') ? code.slice(0, code.indexOf('-')) : code)));
  return Object.fromEntries(Object.entries(values).filter(([name]) => shown.has(name)));
}

/** A record's `data` (JSON text of an object); anything else is an empty record. */
export function recordValues(data: string | null | undefined): Record<string, unknown> {
  try {
    const value = JSON.parse(data || '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
