/**
 * The kinds a compiled form draws, known before it renders: each data field's `ui:field` (sub-table
 * columns and nested fields included) and the display kinds and containers of its layout. The
 * renderer loads their views (registry `load`) and adds their styles from this list.
 */
import type { CompiledForm } from './types';

const cache = new WeakMap<object, string[]>();

/** Kind keys (as written: canonical, or an alias in a pasted pair) a compiled form uses, in first-seen order. */
export function formKinds(form: Pick<CompiledForm, 'uiSchema' | 'layout'>): string[] {
  const cached = cache.get(form);
  if (cached) return cached;
  const used = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(walk);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const field = record.field as { kind?: unknown } | undefined;
    if ((record.type === 'static' || record.type === 'container') && typeof field?.kind === 'string') used.add(field.kind);
    for (const [key, inner] of Object.entries(record)) {
      if (key === 'ui:field' && typeof inner === 'string') used.add(inner);
      else walk(inner);
    }
  };
  walk(form.uiSchema);
  walk(form.layout);
  const kinds = [...used];
  cache.set(form, kinds);
  return kinds;
}
